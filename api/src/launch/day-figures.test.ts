// The 24 h figures across replicas, with two stores on one bus (as two replicas hear each other through
// Postgres): the leader computes and publishes, the follower applies without a query of its own, a trade the
// follower hears is in its figures at once and never counted twice, and a follower left without a leader
// computes again. The computation itself is the real query: the token list tests cover it on both databases.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db';
import { type AppEvent, createEventBus } from '../lib/events';
import type { Leadership } from '../lib/leader';
import { createDayFigures, DAY_FIGURES_TTL_MS, type DayFigure, FOLLOWER_FALLBACK_MS } from './day-figures';

const MINT = 'Mint111111111111111111111111111111111111111';
const fig = (volume: bigint, trades: number): DayFigure => ({
  volume,
  trades,
  m5: null,
  h1: 1e-8,
  h24: null,
});

function leadership(id: string, leader: boolean): Leadership & { set(v: boolean): void } {
  const fns = new Set<(l: boolean) => void>();
  return {
    replicaId: id,
    isLeader: () => leader,
    onChange(fn) {
      fns.add(fn);
      fn(leader);
      return () => fns.delete(fn);
    },
    set(v) {
      leader = v;
      for (const fn of fns) fn(v);
    },
    async close() {},
  };
}

const trade = (signature: string, sol: bigint): AppEvent => ({
  type: 'trade',
  token: MINT,
  signature,
  side: 'buy',
  solLamports: sol.toString(),
  tokenAmount: '1',
  trader: MINT,
  at: 0,
});

afterEach(() => vi.useRealTimers());

describe('24 h figures shared by replicas', () => {
  it('is computed by the leader alone and applied by the follower, a heard trade counted once', async () => {
    vi.useFakeTimers();
    const bus = createEventBus();
    const db = {} as Db;
    let table = new Map([[MINT, fig(100n, 1)]]);
    const leaderCompute = vi.fn(async () => new Map(table));
    const followerCompute = vi.fn(async () => new Map(table));
    const a = createDayFigures({ db, events: bus, compute: leaderCompute });
    const b = createDayFigures({ db, events: bus, compute: followerCompute });
    const stopA = a.lead(leadership('A', true));
    const stopB = b.lead(leadership('B', false));
    await vi.advanceTimersByTimeAsync(0);
    expect((await b.read())(MINT)).toEqual(fig(100n, 1));
    expect(followerCompute).not.toHaveBeenCalled();

    // A trade settles: the follower hears it before the leader has computed again, and shows it at once.
    bus.publish(trade('sig-1'.padEnd(88, 'x'), 50n));
    expect((await b.read())(MINT)).toEqual(fig(150n, 2));
    // The leader's next computation counts it (it heard it before its query): not added twice.
    table = new Map([[MINT, fig(150n, 2)]]);
    await vi.advanceTimersByTimeAsync(DAY_FIGURES_TTL_MS);
    expect((await b.read())(MINT)).toEqual(fig(150n, 2));
    expect((await a.read())(MINT)).toEqual(fig(150n, 2));
    // The windows slide: the trades leave the 24 h window, the leader says so, the follower follows.
    table = new Map();
    await vi.advanceTimersByTimeAsync(DAY_FIGURES_TTL_MS);
    expect((await b.read())(MINT)).toEqual({ volume: 0n, trades: 0, m5: null, h1: null, h24: null });
    expect(followerCompute).not.toHaveBeenCalled();
    expect(leaderCompute.mock.calls.length).toBeGreaterThanOrEqual(3);
    await stopA();
    await stopB();
  });

  it('keeps a trade the leader had not heard when its figures were computed', async () => {
    vi.useFakeTimers();
    const bus = createEventBus();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    // The leader's second query runs while a trade settles: the trade is not in it (committed after it began).
    const compute = async () => {
      calls++;
      if (calls === 2) await gate;
      return new Map([[MINT, fig(100n, 1)]]);
    };
    const a = createDayFigures({ db: {} as Db, events: bus, compute });
    const b = createDayFigures({ db: {} as Db, events: bus, compute: async () => new Map() });
    const stopA = a.lead(leadership('A', true));
    const stopB = b.lead(leadership('B', false));
    await vi.advanceTimersByTimeAsync(DAY_FIGURES_TTL_MS);
    bus.publish(trade('late', 7n));
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect((await b.read())(MINT)).toEqual(fig(107n, 2));
    expect((await a.read())(MINT)).toEqual(fig(107n, 2));
    await stopA();
    await stopB();
  });

  it('computes on the follower once no leader has published for a while, and after a missed delta', async () => {
    vi.useFakeTimers();
    const bus = createEventBus();
    const a = createDayFigures({
      db: {} as Db,
      events: bus,
      compute: async () => new Map([[MINT, fig(1n, 1)]]),
    });
    const followerCompute = vi.fn(async () => new Map([[MINT, fig(2n, 2)]]));
    const b = createDayFigures({ db: {} as Db, events: bus, compute: followerCompute });
    const la = leadership('A', true);
    const stopA = a.lead(la);
    const stopB = b.lead(leadership('B', false));
    await vi.advanceTimersByTimeAsync(0);
    expect((await b.read())(MINT)).toEqual(fig(1n, 1));
    // The leader is gone (no one leads): past the fallback the follower computes itself.
    la.set(false);
    await vi.advanceTimersByTimeAsync(FOLLOWER_FALLBACK_MS + 1);
    expect((await b.read())(MINT)).toEqual(fig(2n, 2));
    expect(followerCompute).toHaveBeenCalledTimes(1);
    // A delta whose predecessor never arrived: the follower rebuilds its base itself.
    bus.publish({ type: 'day-figures', origin: 'C', seq: 5, full: false, rows: [], counted: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(followerCompute).toHaveBeenCalledTimes(2);
    await stopA();
    await stopB();
  });

  it('without leadership (one process on PGlite) computes when read and the figures are older than the TTL', async () => {
    vi.useFakeTimers();
    const compute = vi.fn(async () => new Map([[MINT, fig(5n, 1)]]));
    const store = createDayFigures({ db: {} as Db, events: createEventBus(), compute });
    await Promise.all([store.read(), store.read()]);
    expect(compute).toHaveBeenCalledTimes(1);
    await store.read();
    expect(compute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DAY_FIGURES_TTL_MS);
    expect((await store.read())(MINT)).toEqual(fig(5n, 1));
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
