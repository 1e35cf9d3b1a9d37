import * as Dialog from '@radix-ui/react-dialog';
import { ERROR_MESSAGES, isAppError, shortenAddress, TOASTS } from '@solpad/core';
import {
  AUTO_DETECT,
  buildWalletList,
  defaultWalletNetwork,
  installedWalletNetworks,
  type WalletListEntry,
  type WalletNetwork,
} from '@solpad/core/wallet';
import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '@wallet-standard/base';
import { useAtom, useAtomValue, useSetAtom } from '../../lib/store';
import { toast } from '../../lib/toast';
import { healthQueryOptions } from '../system';
import {
  availableWalletsAtom,
  chooseWalletNetworkAtom,
  connectAutoDetectAtom,
  connectingWalletNameAtom,
  connectWalletAtom,
  disconnectWalletAtom,
  storedWalletNetworkAtom,
  walletConnectionAtom,
} from './atoms';
import { CopyAddressButton } from './CopyAddressButton';
import { walletDialogOpenAtom } from './dialog-atoms';
import { useReturnFocus } from './useReturnFocus';

/** Shared look of both wallet dialogs' overlay and panel (Radix Dialog: focus trap, Escape, inert page). */
export const DIALOG_OVERLAY_CLASS = 'fixed inset-0 z-50 bg-black/60 backdrop-blur-sm';
export const DIALOG_CONTENT_CLASS =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[min(28rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-2xl shadow-black/40 focus:outline-none';

/** The app's cluster (GET /api/health → chain.cluster), once known. */
function useAppCluster(): WalletNetwork | undefined {
  return useQuery(healthQueryOptions).data?.chain.cluster;
}

/**
 * The wallet list (spec §2): Auto Detect, the wallets detected through Wallet Standard (the Localnet Dev
 * Wallet among them on the localnet) with a network choice where the wallet offers one, then about fifteen
 * known wallets with install links. Connected, it also shows the wallet panel (copy, network, disconnect).
 */
export function WalletDialog() {
  const [open, setOpen] = useAtom(walletDialogOpenAtom);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content className={DIALOG_CONTENT_CLASS} data-testid="wallet-dialog" {...returnFocus}>
          <WalletDialogBody onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CloseButton() {
  return (
    <Dialog.Close
      aria-label="Close"
      className="grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  );
}

/** The dialog's title and description (connected or not), and its close button. */
function DialogHeader({ connectedTo }: { connectedTo: string | null }) {
  return (
    <div className="flex items-start justify-between gap-4 border-line border-b p-5 pb-4">
      <div>
        <Dialog.Title className="font-semibold text-lg">
          {connectedTo !== null ? 'Wallet' : 'Connect a wallet'}
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-muted text-sm">
          {connectedTo !== null
            ? `Connected to ${connectedTo}. Pick another wallet below to switch.`
            : 'Pick a Solana wallet to trade, launch tokens and track your portfolio.'}
        </Dialog.Description>
      </div>
      <CloseButton />
    </div>
  );
}

/** Wallets not installed in this browser, each with its networks and an Install link. */
function MoreWallets({ entries }: { entries: Extract<WalletListEntry, { kind: 'not-installed' }>[] }) {
  return (
    <section aria-labelledby="wallets-more">
      <h3 id="wallets-more" className="stat-label mb-2">
        More Solana wallets
      </h3>
      <ul className="flex flex-col gap-1.5" data-testid="more-wallets">
        {entries.map((entry) => (
          <li
            key={entry.name}
            className="flex items-center gap-3 rounded-xl border border-line px-3 py-2"
            data-wallet={entry.name}
          >
            <img src={entry.icon} alt="" width={24} height={24} className="size-6 rounded-md" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-sm">{entry.name}</p>
              {entry.networks && <p className="text-subtle text-xs">{entry.networks.join(' · ')}</p>}
            </div>
            <a
              href={entry.installUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Install ${entry.name} (opens in a new tab)`}
              className="rounded-lg border border-line px-2.5 py-1 font-medium text-accent text-xs hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent"
            >
              Install
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WalletDialogBody({ onDone }: { onDone: () => void }) {
  const wallets = useAtomValue(availableWalletsAtom);
  const connection = useAtomValue(walletConnectionAtom);
  const connecting = useAtomValue(connectingWalletNameAtom);
  const connect = useSetAtom(connectWalletAtom);
  const connectAutoDetect = useSetAtom(connectAutoDetectAtom);
  const storedNetwork = useAtomValue(storedWalletNetworkAtom);
  const chooseNetwork = useSetAtom(chooseWalletNetworkAtom);
  const cluster = useAppCluster();

  const entries = buildWalletList(wallets);
  const installed = entries.filter((e) => e.kind === 'installed');
  const notInstalled = entries.filter((e) => e.kind === 'not-installed');
  const byName = new Map(wallets.map((w) => [w.name, w]));

  const pick = async (wallet: Wallet, network: WalletNetwork | undefined, offersChoice: boolean) => {
    if (offersChoice && network) chooseNetwork(network);
    try {
      await connect(wallet);
      onDone();
    } catch {
      // The session's connect-failed event has toasted the reason ("Connection Failed").
    }
  };

  const autoDetect = async () => {
    try {
      await connectAutoDetect();
      onDone();
    } catch (e) {
      if (isAppError(e, 'WALLET__NO_WALLETS_FOUND')) {
        toast({ ...TOASTS.noWalletsFound, variant: 'destructive' });
      }
    }
  };

  return (
    <>
      <DialogHeader connectedTo={connection?.wallet.name ?? null} />

      <div className="flex min-h-0 flex-col gap-4 overflow-y-auto overscroll-contain p-5 pt-4">
        {connection && (
          <ConnectedPanel
            wallet={connection.wallet}
            address={connection.address}
            cluster={cluster}
            storedNetwork={storedNetwork}
            onDisconnected={onDone}
          />
        )}

        <AutoDetectRow
          entry={entries[0] as Extract<WalletListEntry, { kind: 'auto-detect' }>}
          disabled={connecting !== null}
          onPick={() => void autoDetect()}
        />

        <section aria-labelledby="wallets-detected">
          <h3 id="wallets-detected" className="stat-label mb-2">
            Detected in this browser
          </h3>
          {installed.length === 0 ? (
            <p
              role="status"
              className="rounded-xl border border-amber-500/30 bg-amber-500/10 px-3 py-3 text-amber-800 text-sm dark:text-amber-200"
            >
              {ERROR_MESSAGES.WALLET__NO_WALLETS_DETECTED}
            </p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="installed-wallets">
              {installed.map((entry) => {
                const wallet = byName.get(entry.name);
                if (!wallet) return null;
                return (
                  <InstalledRow
                    key={entry.name}
                    entry={entry}
                    wallet={wallet}
                    busy={connecting === entry.name}
                    disabled={connecting !== null}
                    current={connection?.wallet === wallet}
                    cluster={cluster}
                    storedNetwork={storedNetwork}
                    onChooseNetwork={chooseNetwork}
                    onPick={(network, offersChoice) => void pick(wallet, network, offersChoice)}
                  />
                );
              })}
            </ul>
          )}
        </section>

        <MoreWallets entries={notInstalled} />
      </div>
    </>
  );
}

function AutoDetectRow({
  entry,
  disabled,
  onPick,
}: {
  entry: Extract<WalletListEntry, { kind: 'auto-detect' }>;
  disabled: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onPick}
      disabled={disabled}
      className="flex w-full items-center gap-3 rounded-xl border border-accent/40 bg-accent/10 px-3 py-2.5 text-left transition hover:border-accent hover:bg-accent/15 focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-wait disabled:opacity-60"
    >
      <span className="grid size-7 place-items-center rounded-md bg-accent text-on-accent" aria-hidden="true">
        <svg
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <circle cx="9" cy="9" r="5.5" />
          <path d="M13 13l4 4" strokeLinecap="round" />
        </svg>
      </span>
      <span className="flex-1">
        <span className="block font-medium">{AUTO_DETECT}</span>
        <span className="block text-muted text-xs">
          {entry.available
            ? 'Connect the first wallet found in this browser'
            : 'Looks for a wallet installed in this browser'}
        </span>
      </span>
    </button>
  );
}

function InstalledRow({
  entry,
  wallet,
  busy,
  disabled,
  current,
  cluster,
  storedNetwork,
  onChooseNetwork,
  onPick,
}: {
  entry: Extract<WalletListEntry, { kind: 'installed' }>;
  wallet: Wallet;
  busy: boolean;
  disabled: boolean;
  current: boolean;
  cluster: WalletNetwork | undefined;
  storedNetwork: string | null;
  onChooseNetwork: (n: WalletNetwork) => void;
  onPick: (network: WalletNetwork | undefined, offersChoice: boolean) => void;
}) {
  const offersChoice = entry.networks.length > 1;
  const network = defaultWalletNetwork(entry.networks, cluster, storedNetwork);
  const selectId = `network-${entry.name.replace(/\W+/g, '-')}`;
  return (
    <li className="flex flex-col gap-1.5" data-wallet={entry.name}>
      <div className="flex items-stretch gap-2">
        <button
          type="button"
          aria-busy={busy}
          disabled={disabled}
          onClick={() => onPick(network, offersChoice)}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2.5 text-left transition hover:border-accent/60 hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-wait disabled:opacity-60"
        >
          <img src={wallet.icon} alt="" width={28} height={28} className="size-7 shrink-0 rounded-md" />
          <span className="min-w-0 flex-1 truncate font-medium">{entry.name}</span>
          <span
            className={`badge shrink-0 ${current ? 'border-emerald-500/40 text-emerald-600 dark:text-emerald-300' : 'text-muted'}`}
          >
            {busy ? 'Connecting...' : current ? 'Connected' : 'Detected'}
          </span>
        </button>
        {offersChoice && network && (
          <>
            <label htmlFor={selectId} className="sr-only">
              {`${entry.name} network`}
            </label>
            <select
              id={selectId}
              value={network}
              onChange={(e) => onChooseNetwork(e.target.value as WalletNetwork)}
              disabled={disabled}
              className="input w-auto shrink-0 py-1 text-xs"
            >
              {entry.networks.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {offersChoice && network && <NetworkNote network={network} cluster={cluster} walletName={entry.name} />}
      {!offersChoice && entry.networks.length === 1 && (
        <p className="px-1 text-subtle text-xs">Network: {entry.networks[0]}</p>
      )}
    </li>
  );
}

/**
 * Says plainly that a wallet's network is the wallet's own setting: the app's cluster is the API's, and
 * picking another network here switches nothing in Solpad.
 */
function NetworkNote({
  network,
  cluster,
  walletName,
}: {
  network: WalletNetwork;
  cluster: WalletNetwork | undefined;
  walletName: string;
}) {
  if (!cluster || network === cluster) return null;
  return (
    <p
      className="rounded-lg border border-amber-500/30 bg-amber-500/10 px-2.5 py-1.5 text-amber-800 text-xs dark:text-amber-200"
      data-testid="network-mismatch"
    >
      {`Solpad runs on ${cluster}. Choosing ${network} only records ${walletName}'s network: balances, trades and launches here stay on ${cluster}.`}
    </p>
  );
}

function ConnectedPanel({
  wallet,
  address,
  cluster,
  storedNetwork,
  onDisconnected,
}: {
  wallet: Wallet;
  address: string;
  cluster: WalletNetwork | undefined;
  storedNetwork: string | null;
  onDisconnected: () => void;
}) {
  const disconnect = useSetAtom(disconnectWalletAtom);
  const networks = installedWalletNetworks(wallet);
  const network = defaultWalletNetwork(networks, cluster, storedNetwork);
  return (
    <section
      aria-label="Connected wallet"
      className="flex flex-col gap-3 rounded-xl border border-emerald-500/30 bg-emerald-500/5 p-3"
    >
      <div className="flex items-center gap-2">
        <img src={wallet.icon} alt="" width={20} height={20} className="size-5 rounded" />
        <span className="font-medium text-sm">{wallet.name}</span>
        <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
        <span className="text-muted text-xs">Connected</span>
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="truncate font-mono text-sm" title={address} data-testid="dialog-wallet-address">
          {shortenAddress(address)}
        </span>
        <CopyAddressButton address={address} />
      </div>
      {network && (
        <div className="flex flex-col gap-1.5">
          <p className="text-muted text-xs">
            Network: <span className="font-medium text-fg">{network}</span>
          </p>
          {networks.length > 1 && (
            <NetworkNote network={network} cluster={cluster} walletName={wallet.name} />
          )}
        </div>
      )}
      <button
        type="button"
        onClick={() => {
          void disconnect();
          onDisconnected();
        }}
        className="btn-secondary self-start hover:border-red-400/50 hover:text-red-600 dark:hover:text-red-300"
      >
        Disconnect
      </button>
    </section>
  );
}
