import type { TokenSummary } from '@solpad/core/schemas';
import { describe, expect, it } from 'vitest';
import {
  changePct,
  compareBy,
  DEFAULT_SORT,
  type LiveMessage,
  liveTokenOf,
  matchesFilter,
  nextSort,
  type TokenFilter,
  type TokenSort,
  withTrade,
} from './list-model';
import { TokenStore } from './token-store';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function mintOf(i: number): string {
  let s = '';
  let n = i + 1;
  while (n > 0) {
    s = BASE58[n % 58] + s;
    n = Math.floor(n / 58);
  }
  return s.padStart(44, '1');
}

function summary(i: number, over: Partial<TokenSummary> = {}): TokenSummary {
  return {
    address: mintOf(i),
    name: `Token ${i}`,
    symbol: `T${i}`,
    description: '',
    image: null,
    links: {},
    platform: 'PumpFun',
    creator: mintOf(100_000 + i),
    status: 'active',
    venue: 'curve',
    poolAddress: null,
    migrationTx: null,
    isDemo: false,
    createdAt: new Date(1_700_000_000_000 + i * 1000).toISOString(),
    priceSol: 0.00000003 * (1 + i / 1000),
    marketCapLamports: String(28_000_000_000 + i),
    curveProgressBps: i % 10_000,
    volume24hLamports: String(i * 1000),
    trades24h: i,
    priceRefSol: { m5: 0.00000003, h1: 0.00000003, h24: 0.00000003 },
    holders: null,
    risk: null,
    ...over,
  };
}

/** A store whose batches are flushed by hand (no animation frames in node). */
function manualStore() {
  const flushes: (() => void)[] = [];
  const store = new TokenStore(DEFAULT_SORT, (f) => flushes.push(f));
  return {
    store,
    flush: () => {
      for (const f of flushes.splice(0)) f();
    },
  };
}

describe('TokenStore', () => {
  it('orders newest first and re-renders only the row a price update touches', () => {
    const { store, flush } = manualStore();
    store.setAll([summary(1), summary(2), summary(3)]);
    expect(store.getOrder()).toEqual([mintOf(3), mintOf(2), mintOf(1)]);
    let row2 = 0;
    let row3 = 0;
    let list = 0;
    store.subscribeRow(mintOf(2), () => row2++);
    store.subscribeRow(mintOf(3), () => row3++);
    store.subscribeList(() => list++);
    store.push({ type: 'price', token: mintOf(2), priceSol: 0.001, at: 1 });
    store.push({ type: 'price', token: mintOf(2), priceSol: 0.002, at: 2 });
    expect(row2).toBe(0); // queued until the frame
    flush();
    expect(row2).toBe(1); // two messages, one notification
    expect(row3).toBe(0);
    expect(list).toBe(0);
    expect(store.getRow(mintOf(2))?.priceSol).toBe(0.002);
    expect(store.getRow(mintOf(2))?.tick).toBe('up');
    expect(store.getRow(mintOf(2))?.marketCapSol).toBeCloseTo(2_000_000);
  });

  it('moves a row under a live sort only when the list re-sorts', () => {
    const { store } = manualStore();
    store.setAll([summary(1), summary(2)]);
    store.setView({}, { key: 'price', dir: 'desc' });
    expect(store.getOrder()[0]).toBe(mintOf(2));
    store.apply([{ type: 'price', token: mintOf(1), priceSol: 1, at: 1 }]);
    expect(store.getOrder()[0]).toBe(mintOf(2));
    expect(store.resortIfNeeded()).toBe(true);
    expect(store.getOrder()[0]).toBe(mintOf(1));
    expect(store.resortIfNeeded()).toBe(false);
  });

  it('follows holder and scan figures live, and sorts by them with unknown figures last either way', () => {
    const { store } = manualStore();
    const risk = (score: number) => ({
      score,
      level: score > 70 ? ('low' as const) : ('medium' as const),
      scannedAt: new Date(0).toISOString(),
    });
    store.setAll([
      summary(1, { holders: 10, risk: risk(80) }),
      summary(2, { holders: null, risk: null }),
      summary(3, { holders: 3, risk: risk(50) }),
    ]);
    store.setView({}, { key: 'holders', dir: 'desc' });
    expect(store.getOrder()).toEqual([mintOf(1), mintOf(3), mintOf(2)]);
    store.setView({}, { key: 'holders', dir: 'asc' });
    expect(store.getOrder()).toEqual([mintOf(3), mintOf(1), mintOf(2)]);
    // The indexer counted token 2 and rescanned token 3: the rows and, at the next re-sort, the order follow.
    store.apply([
      { type: 'stats', token: mintOf(2), holders: 5, risk: risk(95), at: 1 },
      { type: 'stats', token: mintOf(3), holders: 30, risk: risk(40), at: 1 },
    ]);
    expect(store.getRow(mintOf(2))).toMatchObject({ holders: 5, risk: { score: 95, level: 'low' } });
    expect(store.resortIfNeeded()).toBe(true);
    expect(store.getOrder()).toEqual([mintOf(2), mintOf(1), mintOf(3)]);
    store.setView({}, { key: 'risk', dir: 'desc' });
    expect(store.getOrder()).toEqual([mintOf(2), mintOf(1), mintOf(3)]);
    // The same figures again change nothing.
    store.apply([{ type: 'stats', token: mintOf(2), holders: 5, risk: risk(95), at: 2 }]);
    expect(store.resortIfNeeded()).toBe(false);
  });

  it("measures price change from the window's reference price and follows the live price", () => {
    const { store } = manualStore();
    const refs = { m5: 0.002, h1: 0.001, h24: 0.004 };
    store.setAll([summary(1, { priceSol: 0.002, priceRefSol: refs }), summary(2, { priceSol: 0.001 })]);
    const row = () => store.getRow(mintOf(1));
    const pct = (k: 'c5m' | 'c1h' | 'c24h') => {
      const r = row();
      return r ? changePct(r, k) : null;
    };
    expect(pct('c5m')).toBe(0);
    expect(pct('c1h')).toBeCloseTo(100);
    expect(pct('c24h')).toBeCloseTo(-50);
    store.apply([{ type: 'price', token: mintOf(1), priceSol: 0.003, at: 1 }]);
    expect(pct('c5m')).toBeCloseTo(50);
    expect(pct('c1h')).toBeCloseTo(200);
    expect(pct('c24h')).toBeCloseTo(-25);
    // Token 2 is far above its references (3e-8): it leads a descending sort by the 1 h change.
    store.setView({}, { key: 'c1h', dir: 'desc' });
    expect(store.getOrder()[0]).toBe(mintOf(2));
    store.setView({}, { key: 'c1h', dir: 'asc' });
    expect(store.getOrder()[0]).toBe(mintOf(1));
  });

  it('moves a graduated token from the curve (Pump.fun) list to the pool (Raydium) list on its migration', () => {
    const { store } = manualStore();
    store.setAll([summary(1), summary(2)]);
    store.setView({ venue: 'curve' }, DEFAULT_SORT);
    expect(store.getOrder()).toEqual([mintOf(2), mintOf(1)]);
    const pool = mintOf(9_000);
    store.apply([{ type: 'migration', token: mintOf(2), poolAddress: pool, migrationTx: 'sig', at: 1 }]);
    expect(store.resortIfNeeded()).toBe(true);
    expect(store.getOrder()).toEqual([mintOf(1)]);
    const row = store.getRow(mintOf(2));
    expect(row?.summary).toMatchObject({
      status: 'graduated',
      venue: 'pool',
      poolAddress: pool,
      migrationTx: 'sig',
    });
    expect(row?.progressBps).toBe(10_000);
    store.setView({ venue: 'pool' }, DEFAULT_SORT);
    expect(store.getOrder()).toEqual([mintOf(2)]);
    // A repeated message changes nothing.
    store.apply([{ type: 'migration', token: mintOf(2), poolAddress: pool, migrationTx: 'sig', at: 2 }]);
    expect(store.resortIfNeeded()).toBe(false);
  });

  it('adds volume, a trade and curve progress from a live trade', () => {
    const { store } = manualStore();
    store.setAll([summary(0, { curveProgressBps: 0, volume24hLamports: '0', trades24h: 0 })]);
    store.apply([
      {
        type: 'trade',
        token: mintOf(0),
        signature: 's',
        side: 'buy',
        solLamports: '1000000000',
        tokenAmount: String(79_310_000n * 1_000_000n), // 10 % of the 793.1 M for sale
        trader: mintOf(9),
        at: 1,
      },
    ]);
    const row = store.getRow(mintOf(0));
    expect(row?.volume24hLamports).toBe(1_000_000_000n);
    expect(row?.trades24h).toBe(1);
    expect(row?.progressBps).toBe(1000);
  });

  it('ignores live messages for tokens it does not list, and lists an upserted launch at the top', () => {
    const { store } = manualStore();
    store.setAll([summary(1)]);
    store.apply([{ type: 'price', token: mintOf(5), priceSol: 1, at: 1 }]);
    expect(store.has(mintOf(5))).toBe(false);
    store.upsert(summary(5));
    expect(store.getOrder()[0]).toBe(mintOf(5));
  });

  it('keeps 100 updates on a 5,000-row list far under a 50 ms task', () => {
    const { store } = manualStore();
    store.setAll(Array.from({ length: 5000 }, (_, i) => summary(i)));
    store.setView({ venue: 'curve' }, { key: 'marketCap', dir: 'desc' });
    for (let i = 0; i < 30; i++) store.subscribeRow(mintOf(i), () => {});
    const batch = Array.from({ length: 100 }, (_, i) => ({
      type: 'price' as const,
      token: mintOf((i * 37) % 5000),
      priceSol: 0.0001 + i / 1e6,
      at: i,
    }));
    const t0 = performance.now();
    store.apply(batch);
    const applyMs = performance.now() - t0;
    const t1 = performance.now();
    store.resortIfNeeded();
    const resortMs = performance.now() - t1;
    expect(applyMs).toBeLessThan(10);
    expect(resortMs).toBeLessThan(50);
  });
});

describe('list model', () => {
  it('filters like the API: venue, category and search by name, symbol or exact address', () => {
    const curve = liveTokenOf(summary(1, { name: 'Moon Dog', symbol: 'MDOG', curveProgressBps: 6000 }));
    const pool = liveTokenOf(summary(2, { status: 'graduated', venue: 'pool', curveProgressBps: 10_000 }));
    expect(matchesFilter(curve, { venue: 'curve' })).toBe(true);
    expect(matchesFilter(pool, { venue: 'curve' })).toBe(false);
    expect(matchesFilter(curve, { category: 'graduating' })).toBe(true);
    expect(
      matchesFilter(liveTokenOf(summary(3, { curveProgressBps: 100 })), { category: 'graduating' }),
    ).toBe(false);
    expect(matchesFilter(pool, { category: 'graduated' })).toBe(true);
    expect(matchesFilter(pool, { category: 'new' })).toBe(false);
    expect(matchesFilter(curve, { search: 'dog' })).toBe(true);
    expect(matchesFilter(curve, { search: 'mdo' })).toBe(true);
    expect(matchesFilter(curve, { search: mintOf(1) })).toBe(true);
    expect(matchesFilter(curve, { search: 'cat' })).toBe(false);
  });

  it('sorts by a column both ways and toggles direction on the same header', () => {
    const rows = [summary(1, { volume24hLamports: '5' }), summary(2, { volume24hLamports: '9' })].map(
      liveTokenOf,
    );
    expect([...rows].sort(compareBy({ key: 'volume', dir: 'desc' }))[0]?.summary.address).toBe(mintOf(2));
    expect([...rows].sort(compareBy({ key: 'volume', dir: 'asc' }))[0]?.summary.address).toBe(mintOf(1));
    expect(nextSort({ key: 'volume', dir: 'desc' }, 'volume')).toEqual({ key: 'volume', dir: 'asc' });
    expect(nextSort({ key: 'volume', dir: 'desc' }, 'marketCap')).toEqual({ key: 'marketCap', dir: 'desc' });
  });

  it("never moves a graduated token's progress with pool trades", () => {
    const pool = liveTokenOf(summary(2, { status: 'graduated', venue: 'pool', curveProgressBps: 10_000 }));
    const after = withTrade(pool, { side: 'sell', solLamports: '10', tokenAmount: '1000000000000' });
    expect(after.progressBps).toBe(10_000);
    expect(after.trades24h).toBe(pool.trades24h + 1);
  });
});

describe('TokenStore reloads', () => {
  it('merges a first page without dropping rows, and a full load prunes the ones gone', () => {
    const store = new TokenStore(DEFAULT_SORT, () => {});
    store.setAll([summary(1), summary(2), summary(3)]);
    store.merge([summary(3, { name: 'Renamed' })]);
    expect(store.size).toBe(3);
    expect(store.getRow(mintOf(3))?.summary.name).toBe('Renamed');
    store.setAll([summary(3)]);
    expect(store.getOrder()).toEqual([mintOf(3)]);
  });
});

describe('TokenStore incremental re-sort', () => {
  it('puts moved rows exactly where a full sort would, across filters and sorts', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const views: [TokenFilter, TokenSort][] = [
      [{}, { key: 'price', dir: 'desc' }],
      [{ category: 'graduating' }, { key: 'progress', dir: 'asc' }],
      [{ search: 'Token 1' }, { key: 'volume', dir: 'desc' }],
    ];
    for (const [filter, sort] of views) {
      const rows = Array.from({ length: 400 }, (_, i) => summary(i));
      const incremental = new TokenStore(sort, () => {});
      const full = new TokenStore(sort, () => {});
      for (const s of [incremental, full]) {
        s.setAll(rows);
        s.setView(filter, sort);
      }
      for (let round = 0; round < 20; round++) {
        const batch: LiveMessage[] = Array.from({ length: 1 + Math.floor(rand() * 40) }, () => {
          const token = mintOf(Math.floor(rand() * 400));
          return rand() < 0.5
            ? { type: 'price', token, priceSol: rand() / 1e6, at: round }
            : {
                type: 'trade',
                token,
                signature: 's',
                side: rand() < 0.7 ? 'buy' : 'sell',
                solLamports: String(Math.floor(rand() * 1e9)),
                tokenAmount: String(Math.floor(rand() * 4e13)),
                trader: mintOf(9999),
                at: round,
              };
        });
        incremental.apply(batch);
        full.apply(batch);
        incremental.resortIfNeeded();
        full.setView(filter, sort);
        expect(incremental.getOrder()).toEqual(full.getOrder());
      }
    }
  });
});
