import { describe, expect, it } from 'vitest';
import { createEventBus } from '../lib/events';
import { createHotCache } from '../lib/hot-cache';
import { createQuoteStateCache } from './quote-state';
import type { QuoteState } from './records';

const MINT = 'Mint1111111111111111111111111111111111111111';
const OTHER = 'Mint2222222222222222222222222222222222222222';

/** A database read that counts its calls and answers with the reserves it holds when called. */
function countingReader() {
  const reserves = new Map<string, bigint>([
    [MINT, 1_000n],
    [OTHER, 5_000n],
  ]);
  const calls: string[] = [];
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  return {
    calls,
    reserves,
    /** Holds the next reads until `go()` (a read the database is still running). */
    hold() {
      held = new Promise((r) => (release = r));
    },
    go: () => release(),
    async read(mint: string): Promise<QuoteState | null> {
      calls.push(mint);
      const sol = reserves.get(mint);
      if (held) await held;
      if (sol === undefined) return null;
      return { market: { reserves: { sol } } } as unknown as QuoteState;
    },
  };
}

function setup(ttlMs = 1000) {
  const events = createEventBus();
  const hot = createHotCache({ events });
  const db = countingReader();
  let clock = 0;
  const cache = createQuoteStateCache({ read: db.read, hot, ttlMs, now: () => clock });
  return { events, hot, db, cache, tick: (ms: number) => (clock += ms) };
}
const solOf = (s: QuoteState | null) => s?.market.reserves.sol;

describe('quote state per mint', () => {
  it('fifty quotes of one token at once read the database once, and each gets the same state', async () => {
    const { db, cache } = setup();
    db.hold();
    const all = Promise.all(Array.from({ length: 50 }, () => cache.read(MINT)));
    db.go();
    expect((await all).map(solOf)).toEqual(Array(50).fill(1_000n));
    expect(db.calls).toEqual([MINT]);
    // Later quotes of it, with nothing changed, read nothing; another token is read on its own.
    expect(solOf(await cache.read(MINT))).toBe(1_000n);
    expect(solOf(await cache.read(OTHER))).toBe(5_000n);
    expect(db.calls).toEqual([MINT, OTHER]);
  });

  it('a settled trade of the token (its market event, from any replica) makes the next quote read the new reserves', async () => {
    const { events, db, cache } = setup();
    await cache.read(MINT);
    await cache.read(OTHER);
    db.reserves.set(MINT, 1_100n);
    events.publish({ type: 'price', token: MINT, priceSol: 1, at: 0 });
    expect(solOf(await cache.read(MINT))).toBe(1_100n);
    // The other token's state was not touched by that trade.
    expect(solOf(await cache.read(OTHER))).toBe(5_000n);
    expect(db.calls).toEqual([MINT, OTHER, MINT]);
  });

  it('a reservation or release made here, and a moderator hiding the token, make the next quote read again', async () => {
    const { hot, db, cache } = setup();
    await cache.read(MINT);
    cache.touch(MINT);
    await cache.read(MINT);
    hot.invalidate(MINT);
    await cache.read(MINT);
    expect(db.calls).toEqual([MINT, MINT, MINT]);
  });

  it('a read that began before a change is not kept as current: the next quote reads again', async () => {
    const { db, cache } = setup();
    db.hold();
    const before = cache.read(MINT);
    cache.touch(MINT); // a reservation committed while the read ran
    db.reserves.set(MINT, 900n);
    // A quote arriving after the change does not join the earlier read.
    const after = cache.read(MINT);
    db.go();
    expect(solOf(await before)).toBe(1_000n); // the state as that read saw it
    expect(solOf(await after)).toBe(900n);
    expect(db.calls).toEqual([MINT, MINT]);
    expect(solOf(await cache.read(MINT))).toBe(900n);
    expect(db.calls).toHaveLength(2);
  });

  it('what no event announces (another replica’s reservations) is read again after the time-to-live', async () => {
    const { db, cache, tick } = setup(1000);
    await cache.read(MINT);
    tick(999);
    await cache.read(MINT);
    expect(db.calls).toHaveLength(1);
    db.reserves.set(MINT, 1_234n);
    tick(1);
    expect(solOf(await cache.read(MINT))).toBe(1_234n);
    expect(db.calls).toHaveLength(2);
  });

  it('a failed read is not kept: the next quote tries again', async () => {
    const { db, cache } = setup();
    let fail = true;
    const flaky = createQuoteStateCache({
      read: async (mint) => {
        if (fail) throw new Error('connection lost');
        return db.read(mint);
      },
      hot: createHotCache({ events: createEventBus() }),
    });
    await expect(flaky.read(MINT)).rejects.toThrow('connection lost');
    fail = false;
    expect(solOf(await flaky.read(MINT))).toBe(1_000n);
    expect(solOf(await cache.read(MINT))).toBe(1_000n);
  });
});
