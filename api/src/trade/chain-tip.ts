// The chain's tip as a quote needs it: the latest blockhash (its transactions' lifetime) and the block height
// (which trades in flight are past theirs). Under a rush every caller asks at once; a quote that asks while an
// answer is on its way shares that answer (asked for before it, so no older than a round trip to the RPC), and the
// RPC is asked once per round trip rather than twice per quote. Nothing is kept once answered: the next question
// asks again, so a quote never prices on a height older than the round trip it waited for.
import type { ChainRpc } from '../lib/chain-rpc';
import type { Lifetime } from './tx';

/** The latest blockhash with the block height it was read at. */
export interface ChainTip {
  latest: Lifetime;
  height: bigint;
}

/** Reads the chain's tip, sharing a read in flight (see the module comment). */
export function createChainTip(rpc: Pick<ChainRpc, 'getLatestBlockhash' | 'getBlockHeight'>) {
  let flight: Promise<ChainTip> | null = null;
  return function tip(): Promise<ChainTip> {
    if (flight) return flight;
    const asked = Promise.all([rpc.getLatestBlockhash().send(), rpc.getBlockHeight().send()]).then(
      ([{ value: latest }, height]) => ({ latest, height }),
    );
    flight = asked;
    const landed = () => {
      if (flight === asked) flight = null;
    };
    asked.then(landed, landed);
    return asked;
  };
}
