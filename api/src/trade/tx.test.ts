import { address, createNoopSigner } from '@solana/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepData, stepInstruction, tradeSteps } from './tx';

const W = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
const M = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
const V = address('So11111111111111111111111111111111111111112');
const T = address('Vote111111111111111111111111111111111111111');

describe('stepData', () => {
  it("writes each step's instruction data as kit's program clients do, for any amounts up to u64", () => {
    const u64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'sell' as const),
        u64,
        u64,
        u64,
        u64,
        (side, sol, fee, back, tokens) => {
          const steps = tradeSteps({
            side,
            user: W,
            mint: M,
            venue: createNoopSigner(V),
            treasury: T,
            venueSol: sol,
            treasuryFee: fee,
            userSol: back,
            tokens,
            memo: `solpad curve ${side} a-quote-id`,
          });
          for (const step of steps)
            expect(Buffer.from(stepData(step))).toEqual(Buffer.from(stepInstruction(step).data ?? []));
        },
      ),
      { numRuns: 300 },
    );
  });
});
