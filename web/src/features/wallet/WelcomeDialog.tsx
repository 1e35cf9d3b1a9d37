import * as Dialog from '@radix-ui/react-dialog';
import { WALLET_DIALOG_DELAY_MS } from '@solpad/core';
import { dismissWelcome, listSolanaWallets, welcomeConnectAction } from '@solpad/core/wallet';
import { startTransition, useEffect, useRef, useState } from 'react';
import { appStore, useAtom, useAtomValue, useSetAtom } from '../../lib/store';
import { connectWalletAtom, walletConnectionAtom, walletSessionStateAtom } from './atoms';
import { walletDialogOpenAtom, welcomeDialogOpenAtom } from './dialog-atoms';
import { walletStorage, welcomeDueAtLoad } from './session';
import { useReturnFocus } from './useReturnFocus';
import { DIALOG_CONTENT_CLASS, DIALOG_OVERLAY_CLASS } from './WalletDialog';

const UNLOCKS = [
  { title: 'Trading', text: 'Buy and sell tokens on bonding curves and pools' },
  { title: 'Portfolio tracking', text: 'Your balances, holdings and history in one place' },
  { title: 'Token launching', text: 'Create a token and its market in minutes' },
  { title: 'Marketing campaigns', text: 'Run CTO campaigns, presales and promotions' },
] as const;

/**
 * Runs `run` `delayMs` after the page's load event. This component's chunk loads lazily, after the page, so a
 * timer started at mount would fire late by however long that took (seconds on a slow phone).
 */
function afterPageLoad(delayMs: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const loadedAt = nav && nav.loadEventStart > 0 ? nav.loadEventStart : performance.now();
    timer = setTimeout(run, Math.max(0, loadedAt + delayMs - performance.now()));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
  };
}

/**
 * Opens the welcome dialog WALLET_DIALOG_DELAY_MS after load when neither `wallet_connect_dismissed` nor
 * `wallet_address` is stored (spec §2), unless by then a wallet is connected or being connected, or the
 * wallet list is already open.
 */
function useOpenWelcomeAfterLoad(): void {
  const setOpen = useSetAtom(welcomeDialogOpenAtom);
  useEffect(() => {
    let cancelled = false;
    const cancel = afterPageLoad(WALLET_DIALOG_DELAY_MS, async () => {
      if (!(await welcomeDueAtLoad) || cancelled) return;
      const busy = appStore.get(walletSessionStateAtom).status !== 'disconnected';
      if (busy || appStore.get(walletConnectionAtom) || appStore.get(walletDialogOpenAtom)) return;
      // A transition: React renders the dialog in slices, yielding to a tap on the page meanwhile, rather than
      // in one task with its commit (on a phone the opening task was the page's longest after the first render).
      startTransition(() => setOpen(true));
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [setOpen]);
}

/**
 * "Welcome to the Platform" (spec §2, §4): open → connecting → closed on success; Skip for now stores
 * `wallet_connect_dismissed = true`; it also closes whenever a wallet becomes connected. Connect Wallet asks
 * the only installed wallet at once, or opens the wallet list (see core's `welcomeConnectAction`).
 */
export function WelcomeDialog() {
  useOpenWelcomeAfterLoad();
  const [open, setOpen] = useAtom(welcomeDialogOpenAtom);
  const openWalletList = useSetAtom(walletDialogOpenAtom);
  const connection = useAtomValue(walletConnectionAtom);
  const connect = useSetAtom(connectWalletAtom);
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();
  const connectButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (connection) setOpen(false);
  }, [connection, setOpen]);

  const onConnect = async () => {
    const wallets = listSolanaWallets();
    const only = wallets[0];
    if (welcomeConnectAction(wallets.length) === 'open-list' || !only) {
      setOpen(false);
      openWalletList(true);
      return;
    }
    setBusy(true);
    try {
      await connect(only);
    } catch {
      // The session's connect-failed event has toasted the reason; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const onSkip = () => {
    void dismissWelcome(walletStorage);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content
          className={DIALOG_CONTENT_CLASS}
          data-testid="welcome-dialog"
          {...returnFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            // Connect Wallet takes focus after the dialog's first frame: Radix's own search for the first
            // focusable element reads the styles of the whole page it just covered, in the task that opens it
            // (on a token page on a phone that task took 100–170 ms).
            event.preventDefault();
            requestAnimationFrame(() => setTimeout(() => connectButton.current?.focus(), 0));
          }}
        >
          <div className="flex flex-col gap-5 overflow-y-auto p-6">
            <div className="flex flex-col items-center gap-3 text-center">
              <span
                className="grid size-12 place-items-center rounded-2xl bg-accent/15 text-accent"
                aria-hidden="true"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                >
                  <rect x="3" y="6" width="18" height="13" rx="3" />
                  <path d="M3 10h18M16 14.5h2" strokeLinecap="round" />
                  <path d="M6 6V5a2 2 0 0 1 2-2h8" strokeLinecap="round" />
                </svg>
              </span>
              <Dialog.Title className="font-bold text-xl">Welcome to the Platform</Dialog.Title>
            </div>
            {/* The description is the short line and the list under it together (one accessible description):
                the list names what a wallet unlocks, so the line does not repeat it. */}
            <Dialog.Description asChild>
              <div className="flex flex-col gap-3">
                <p className="text-center text-muted text-sm">Connect your Solana wallet to unlock:</p>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {UNLOCKS.map((u) => (
                    <li key={u.title} className="rounded-xl border border-line bg-surface-2 px-3 py-2.5">
                      <p className="font-medium text-sm">{u.title}</p>
                      <p className="text-muted text-xs">{u.text}</p>
                    </li>
                  ))}
                </ul>
              </div>
            </Dialog.Description>
            <div className="flex flex-col gap-2">
              <button
                ref={connectButton}
                type="button"
                onClick={() => void onConnect()}
                disabled={busy}
                aria-busy={busy}
                className="btn-primary w-full py-2.5"
              >
                {busy ? 'Connecting...' : 'Connect Wallet'}
              </button>
              <button type="button" onClick={onSkip} disabled={busy} className="btn-secondary w-full py-2.5">
                Skip for now
              </button>
            </div>
            <p className="text-center text-subtle text-xs">
              You can connect your wallet later from the sidebar or header.
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
