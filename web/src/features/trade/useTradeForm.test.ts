import { ERROR_MESSAGES } from '@solpad/core/errors';
import { describe, expect, it } from 'vitest';
import type { PreviewResult } from './preview';
import { shortfallOf } from './useTradeForm';

/** A preview that says the trade takes `sol` lamports and moves `tokens` base units. */
const quote = (sol: bigint, tokens: bigint) =>
  ({ ok: true, preview: { solLamports: sol, tokenAmount: tokens } }) as unknown as PreviewResult;

const wallet = { sol: 1_000n, tokens: 500n };

describe('shortfallOf', () => {
  it('checks a buy typed in SOL against the SOL balance', () => {
    const base = { side: 'buy', unit: 'sol', preview: null, fresh: false, ...wallet } as const;
    expect(shortfallOf({ ...base, amount: 1_000n })).toBeNull();
    expect(shortfallOf({ ...base, amount: 1_001n })).toBe(ERROR_MESSAGES.TX__INSUFFICIENT_SOL);
  });

  it('checks a buy typed in tokens by what the fresh preview says it costs', () => {
    const base = { side: 'buy', unit: 'token', amount: 10n, ...wallet } as const;
    expect(shortfallOf({ ...base, preview: quote(1_001n, 10n), fresh: true })).toBe(
      ERROR_MESSAGES.TX__INSUFFICIENT_SOL,
    );
    expect(shortfallOf({ ...base, preview: quote(999n, 10n), fresh: true })).toBeNull();
    // A stale preview or none says nothing yet.
    expect(shortfallOf({ ...base, preview: quote(1_001n, 10n), fresh: false })).toBeNull();
    expect(shortfallOf({ ...base, preview: null, fresh: true })).toBeNull();
  });

  it('checks a sell typed in tokens against the token balance, never against SOL', () => {
    const base = { side: 'sell', unit: 'token', preview: null, fresh: false, ...wallet } as const;
    expect(shortfallOf({ ...base, amount: 500n })).toBeNull();
    expect(shortfallOf({ ...base, amount: 501n })).toBe('Insufficient token balance');
    expect(shortfallOf({ ...base, amount: 400n, sol: 0n })).toBeNull();
  });

  it('checks a sell typed in SOL by the tokens the fresh preview says it takes', () => {
    const base = { side: 'sell', unit: 'sol', amount: 10n, fresh: true, ...wallet } as const;
    expect(shortfallOf({ ...base, preview: quote(10n, 501n) })).toBe('Insufficient token balance');
    expect(shortfallOf({ ...base, preview: quote(10n, 500n) })).toBeNull();
  });

  it('says nothing while a balance is not read yet', () => {
    expect(
      shortfallOf({
        side: 'buy',
        unit: 'sol',
        amount: 5n,
        preview: null,
        fresh: false,
        sol: undefined,
        tokens: 0n,
      }),
    ).toBeNull();
  });
});
