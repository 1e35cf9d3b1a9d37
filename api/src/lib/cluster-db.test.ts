// The rate-limit counters every replica shares (Postgres in production; the same statements on the embedded
// database here): hits that come at once are counted in one statement, each answered as if counted alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db';
import { createSharedRateCounters } from './cluster-db';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(() => database.close());

describe('shared rate counters', () => {
  it('let exactly the limit through when hits come at once, in the order they came, per limit and client', async () => {
    const counters = createSharedRateCounters(database.db, () => 1_000_000);
    const quotes = counters('quote', { limit: 3, windowMs: 60_000 });
    const submits = counters('submit', { limit: 1, windowMs: 60_000 });
    const waits = await Promise.all([
      ...Array.from({ length: 5 }, () => quotes.hit('10.0.0.1')),
      quotes.hit('10.0.0.2'),
      submits.hit('10.0.0.1'),
      submits.hit('10.0.0.1'),
    ]);
    // 10.0.0.1's first three quotes pass, the next two wait for the window's end (1,000 s → 1,020 s: 20 s).
    expect(waits).toEqual([0, 0, 0, 20, 20, 0, 0, 20]);
    // The count holds after the batch: one more quote of 10.0.0.1 waits, 10.0.0.2 has two left.
    expect(await quotes.hit('10.0.0.1')).toBe(20);
    expect(
      await Promise.all([quotes.hit('10.0.0.2'), quotes.hit('10.0.0.2'), quotes.hit('10.0.0.2')]),
    ).toEqual([0, 0, 20]);
  });

  it('weigh a hit by its cost', async () => {
    const counters = createSharedRateCounters(database.db, () => 5_000_000);
    const budget = counters('airdrop', { limit: 10, windowMs: 60_000 });
    expect(await Promise.all([budget.hit('w', 6), budget.hit('w', 4), budget.hit('w', 1)])).toEqual([
      0, 0, 40,
    ]);
  });
});
