import type { PortfolioToken } from '@solpad/core/schemas';
import { createMemoryStorage } from '@solpad/core/storage';
import { averageCostLedger, ledgerToWire } from '@solpad/core/trade';
import { describe, expect, it } from 'vitest';
import {
  addToWatchlist,
  holdingValueUsd,
  loadWatchlist,
  removeFromWatchlist,
  WATCHLIST_STORAGE_KEY,
} from './portfolio';

const A = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const B = 'So11111111111111111111111111111111111111112';

describe('watchlist', () => {
  it('adds valid addresses newest first, refuses duplicates and non-addresses, removes', async () => {
    const storage = createMemoryStorage();
    expect(await addToWatchlist(storage, ` ${A} `)).toEqual({ ok: true, list: [A] });
    expect(await addToWatchlist(storage, B)).toEqual({ ok: true, list: [B, A] });
    expect(await addToWatchlist(storage, A)).toEqual({
      ok: false,
      error: 'This address is already watched.',
    });
    expect(await addToWatchlist(storage, 'hello')).toEqual({
      ok: false,
      error: '“hello” is not a Solana address.',
    });
    expect(await removeFromWatchlist(storage, B)).toEqual([A]);
    expect(await loadWatchlist(storage)).toEqual([A]);
  });

  it('treats a corrupt stored list as empty', async () => {
    expect(await loadWatchlist(createMemoryStorage({ [WATCHLIST_STORAGE_KEY]: '{oops' }))).toEqual([]);
    expect(await loadWatchlist(createMemoryStorage({ [WATCHLIST_STORAGE_KEY]: '["nope"]' }))).toEqual([]);
  });
});

describe('holdingValueUsd', () => {
  const ledger = ledgerToWire(averageCostLedger([]));
  const token = (sol: string, tok: string) =>
    ({ spot: { sol, token: tok }, ledger }) as unknown as PortfolioToken;

  it('values a holding at the spot reserves, in SOL at the API price', () => {
    // 30 SOL against 1,000,000,000 base units: 1,000,000 units are worth 0.03 SOL, $4.50 at $150.
    expect(holdingValueUsd(token('30000000000', '1000000000'), 1_000_000n, 150)).toBeCloseTo(4.5, 10);
  });

  it('says unknown for a token the platform does not price, or has no reserves for', () => {
    expect(holdingValueUsd(undefined, 5n, 150)).toBeNull();
    expect(holdingValueUsd(token('1', '0'), 5n, 150)).toBeNull();
  });
});
