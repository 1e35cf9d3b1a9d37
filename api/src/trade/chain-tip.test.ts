import { describe, expect, it } from 'vitest';
import { createChainTip } from './chain-tip';

/** An RPC whose answers wait until `answer()`; it counts the questions and answers the height it then holds. */
function heldRpc() {
  let height = 100n;
  let release: () => void = () => {};
  let held = new Promise<void>((r) => (release = r));
  const asked = { blockhash: 0, height: 0 };
  const later = <T>(value: () => T) => ({ send: () => held.then(value) });
  return {
    asked,
    rpc: {
      getLatestBlockhash: () => {
        asked.blockhash++;
        return later(() => ({ value: { blockhash: `hash-${height}`, lastValidBlockHeight: height + 150n } }));
      },
      getBlockHeight: () => {
        asked.height++;
        return later(() => height);
      },
    },
    answer() {
      release();
      held = new Promise<void>((r) => (release = r));
    },
    grow: () => {
      height += 1n;
    },
  };
}

describe('createChainTip', () => {
  it('quotes asking while an answer is on its way share it: one question to the RPC', async () => {
    const chain = heldRpc();
    const tip = createChainTip(chain.rpc as unknown as Parameters<typeof createChainTip>[0]);
    const waiting = [tip(), tip(), tip()];
    chain.answer();
    const tips = await Promise.all(waiting);
    expect(chain.asked).toEqual({ blockhash: 1, height: 1 });
    expect(tips.map((t) => t.height)).toEqual([100n, 100n, 100n]);
    expect(tips[0]?.latest).toEqual({ blockhash: 'hash-100', lastValidBlockHeight: 250n });
  });

  it('keeps nothing once answered: the next quote asks again and sees the chain move', async () => {
    const chain = heldRpc();
    const tip = createChainTip(chain.rpc as unknown as Parameters<typeof createChainTip>[0]);
    const first = tip();
    chain.answer();
    expect((await first).height).toBe(100n);
    chain.grow();
    const second = tip();
    chain.answer();
    expect((await second).height).toBe(101n);
    expect(chain.asked).toEqual({ blockhash: 2, height: 2 });
  });
});
