import { ERROR_MESSAGES, shortenAddress } from '@solpad/core';
import type { Wallet } from '@wallet-standard/base';
import { useEffect, useId, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from '../../lib/store';
import {
  availableWalletsAtom,
  connectingWalletNameAtom,
  connectWalletAtom,
  disconnectWalletAtom,
  walletConnectionAtom,
} from './atoms';
import { walletDialogOpenAtom } from './dialog-atoms';

/**
 * The wallet picker: a modal <dialog> (focus trap, Escape and inert background come from the platform)
 * listing the Wallet Standard Solana wallets. Picking one connects it; errors show in place.
 */
export function WalletDialog() {
  const [open, setOpen] = useAtom(walletDialogOpenAtom);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label="Select a wallet"
      aria-describedby={titleId}
      onClose={() => setOpen(false)}
      onPointerDown={(e) => {
        // A press on the backdrop (the dialog element itself, outside its panel) closes it.
        if (e.target === e.currentTarget) setOpen(false);
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl shadow-black/60 backdrop:bg-black/70 backdrop:backdrop-blur-sm"
    >
      {open && <WalletDialogBody titleId={titleId} onDone={() => setOpen(false)} />}
    </dialog>
  );
}

function WalletDialogBody({ titleId, onDone }: { titleId: string; onDone: () => void }) {
  const wallets = useAtomValue(availableWalletsAtom);
  const connection = useAtomValue(walletConnectionAtom);
  const connecting = useAtomValue(connectingWalletNameAtom);
  const connect = useSetAtom(connectWalletAtom);
  const disconnect = useSetAtom(disconnectWalletAtom);
  const [error, setError] = useState<string | null>(null);

  const pick = async (wallet: Wallet) => {
    setError(null);
    try {
      await connect(wallet);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : ERROR_MESSAGES.WALLET__CONNECT_FAILED);
    }
  };

  return (
    <div className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="font-semibold text-lg">{connection ? 'Wallet' : 'Connect a wallet'}</h2>
          <p id={titleId} className="mt-1 text-muted text-sm">
            {connection
              ? `Connected to ${connection.wallet.name}.`
              : 'Pick a Solana wallet to trade, launch and track your portfolio.'}
          </p>
        </div>
        <button
          type="button"
          onClick={onDone}
          aria-label="Close"
          className="grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {connection && (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-emerald-500/20 bg-emerald-500/5 px-3 py-2.5">
          <span className="font-mono text-sm" title={connection.address}>
            {shortenAddress(connection.address)}
          </span>
          <button
            type="button"
            onClick={() => {
              void disconnect();
              onDone();
            }}
            className="rounded-lg border border-line px-3 py-1.5 font-medium text-sm hover:border-red-400/40 hover:text-red-300 focus-visible:outline-2 focus-visible:outline-violet-400"
          >
            Disconnect
          </button>
        </div>
      )}

      {wallets.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-amber-500/20 bg-amber-500/5 px-3 py-3 text-amber-200 text-sm"
        >
          {ERROR_MESSAGES.WALLET__NO_WALLETS_DETECTED}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {wallets.map((wallet) => {
            const busy = connecting === wallet.name;
            const current = connection?.wallet === wallet;
            return (
              <li key={wallet.name}>
                <button
                  type="button"
                  aria-label={wallet.name}
                  aria-busy={busy}
                  disabled={connecting !== null}
                  onClick={() => void pick(wallet)}
                  className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2.5 text-left transition hover:border-violet-400/50 hover:bg-violet-500/10 focus-visible:outline-2 focus-visible:outline-violet-400 disabled:cursor-wait disabled:opacity-60"
                >
                  <img src={wallet.icon} alt="" width={28} height={28} className="size-7 rounded-md" />
                  <span className="flex-1 font-medium">{wallet.name}</span>
                  <span className="text-muted text-xs">
                    {busy ? 'Connecting…' : current ? 'Connected' : 'Detected'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {error && (
        <p
          role="alert"
          className="rounded-xl border border-red-500/30 bg-red-500/10 px-3 py-2 text-red-200 text-sm"
        >
          {error}
        </p>
      )}
    </div>
  );
}
