import { lazy, Suspense } from 'react';

/*
 * The wallet feature (Wallet Standard discovery, the dev wallet, dialogs, @solana/kit's RPC client) is not
 * needed to paint a page, so the shell loads it as its own chunk right after the entry instead of inside
 * it. Until it arrives, the wallet button's place holds a same-sized, non-interactive skeleton.
 */

const WalletButton = lazy(() =>
  import('../../features/wallet/WalletButton').then((m) => ({ default: m.WalletButton })),
);

/** The wallet's dialogs, session restore and event followers (mount once). */
export const WalletLayerLazy = lazy(() =>
  import('../../features/wallet/WalletLayer').then((m) => ({ default: m.WalletLayer })),
);

const ConnectedAddressLazy = lazy(() => import('./ConnectedAddress'));

/** `<WalletButton />`, loaded on demand. */
export function WalletSlot() {
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className="block h-9 w-[8.75rem] animate-pulse rounded-xl bg-surface-2" />
      }
    >
      <WalletButton />
    </Suspense>
  );
}

/** The connected wallet's shortened address, or "Not connected". */
export function ConnectedAddress() {
  return (
    <Suspense fallback="…">
      <ConnectedAddressLazy />
    </Suspense>
  );
}
