import type { Address } from '@solana/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message';
import { solBalanceKey } from '../wallet';
import { DEV_WALLET_AIRDROP_SOL } from './constants';

/** "Airdrop 5 SOL" from the localnet faucet to `address`, then a fresh balance. */
export function AirdropButton({ address }: { address: Address }) {
  const queryClient = useQueryClient();
  const airdrop = useMutation({
    mutationFn: async () => {
      const { requestDevAirdrop } = await import('./airdrop');
      await requestDevAirdrop(address);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: solBalanceKey(address) }),
  });
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => airdrop.mutate()}
        disabled={airdrop.isPending}
        aria-busy={airdrop.isPending}
        className="rounded-xl border border-emerald-400/30 bg-emerald-500/10 px-3.5 py-2 font-semibold text-emerald-300 text-sm transition hover:bg-emerald-500/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400 disabled:cursor-wait disabled:opacity-60"
      >
        {`Airdrop ${DEV_WALLET_AIRDROP_SOL} SOL`}
      </button>
      {airdrop.isPending && (
        <p role="status" className="text-muted text-xs">
          Requesting airdrop…
        </p>
      )}
      {airdrop.isError && (
        <p role="alert" className="text-red-300 text-xs">
          {errorMessage(airdrop.error)}
        </p>
      )}
    </div>
  );
}
