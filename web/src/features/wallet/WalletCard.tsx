import { formatSol, shortenAddress } from '@solpad/core';
import type { ChainMode } from '@solpad/core/schemas';
import { CardSection } from '../../components/kit';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { AirdropButton, DEV_WALLET_NAME } from '../dev-wallet';
import { disconnectWalletAtom, walletConnectionAtom } from './atoms';
import { CopyAddressButton } from './CopyAddressButton';
import { walletDialogOpenAtom } from './dialog-atoms';
import { useSolBalance } from './useSolBalance';

/** Home's wallet panel: connect prompt, or the connected address, SOL balance and wallet actions. */
export function WalletCard({ chainMode }: { chainMode: ChainMode | undefined }) {
  const connection = useAtomValue(walletConnectionAtom);
  const openDialog = useSetAtom(walletDialogOpenAtom);
  const disconnect = useSetAtom(disconnectWalletAtom);
  const balance = useSolBalance(connection?.address ?? null);

  if (!connection) {
    return (
      <CardSection label="Wallet" titleId="wallet-card-title" className="card flex flex-col gap-4">
        <p className="text-muted text-sm">
          Connect a Solana wallet to see your balance, trade and launch tokens. Connecting is optional.
        </p>
        <button type="button" onClick={() => openDialog(true)} className="btn-primary self-start">
          Connect Wallet
        </button>
      </CardSection>
    );
  }

  const { wallet, address } = connection;
  const isDevWallet = wallet.name === DEV_WALLET_NAME;
  return (
    <CardSection
      label="Wallet"
      titleId="wallet-card-title"
      className="card flex flex-col gap-4"
      headerClassName="flex items-center justify-between gap-3"
      aside={
        <span className="flex items-center gap-2 text-muted text-xs">
          <img src={wallet.icon} alt="" width={16} height={16} className="size-4 rounded" />
          {wallet.name}
        </span>
      }
    >
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="stat-label">Address</dt>
          <dd className="mt-1 flex items-center gap-2">
            <span data-testid="wallet-address" title={address} className="truncate font-mono text-sm">
              {shortenAddress(address)}
            </span>
            <CopyAddressButton address={address} />
          </dd>
        </div>
        <div>
          <dt className="stat-label">Balance</dt>
          <dd className="mt-1">
            <span data-testid="sol-balance" className="font-semibold text-lg tabular-nums">
              {balance.isError || balance.data === undefined ? '—' : `${formatSol(balance.data)} SOL`}
            </span>
            {balance.isError && (
              <p role="alert" className="mt-1 text-red-300 text-xs">
                {balance.error.message}
              </p>
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-start gap-3">
        {isDevWallet && chainMode === 'localnet' && <AirdropButton address={address} />}
        <button
          type="button"
          onClick={() => void disconnect()}
          className="rounded-xl border border-line px-3.5 py-2 font-medium text-sm transition hover:border-red-400/40 hover:text-red-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
        >
          Disconnect
        </button>
      </div>
    </CardSection>
  );
}
