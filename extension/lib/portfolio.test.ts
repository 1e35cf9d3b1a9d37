import { createMemoryStorage } from '@solpad/core/storage';
import { describe, expect, it } from 'vitest';
import { addToWatchlist, loadWatchlist, removeFromWatchlist, WATCHLIST_STORAGE_KEY } from './portfolio';

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
