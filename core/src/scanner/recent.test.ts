import { describe, expect, it } from 'vitest';
import { type RecentScan, ScanFiltersSchema } from '../schemas/scanner';
import {
  addRecentScan,
  filterRecentScans,
  mergeRecentScans,
  parseUsdBound,
  readRecentScans,
  recentScanKey,
  scanTiles,
} from './recent';

const ADDRESS = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const scanItem = (over: Partial<RecentScan> = {}): RecentScan => ({
  type: 'token',
  query: ADDRESS,
  chain: 'solana',
  risk: 'low',
  timestamp: Date.UTC(2026, 0, 2, 12),
  score: 90,
  address: ADDRESS,
  checks: { verified: true, noHoneypot: true, noRugPull: true, contractVerified: true },
  marketCapUsd: 50_000,
  ...over,
});
const filters = (over: Partial<ReturnType<typeof ScanFiltersSchema.parse>> = {}) => ({
  ...ScanFiltersSchema.parse({}),
  ...over,
});

describe('recent scans storage', () => {
  it('keeps valid items and drops invalid ones one by one', () => {
    const text = JSON.stringify([scanItem(), { type: 'token', score: 500 }, scanItem({ type: 'wallet' })]);
    expect(readRecentScans(text).map((s) => s.type)).toEqual(['token', 'wallet']);
  });
  it('reads garbage and nothing as an empty list', () => {
    expect(readRecentScans('{not json')).toEqual([]);
    expect(readRecentScans(null)).toEqual([]);
    expect(readRecentScans('{"a":1}')).toEqual([]);
  });
  it('puts a new scan first and replaces an older scan of the same target', () => {
    const older = scanItem({ timestamp: 1, score: 10 });
    const other = scanItem({ address: undefined, query: 'BONK', timestamp: 2 });
    const next = addRecentScan([other, older], scanItem({ timestamp: 3 }));
    expect(next.map((s) => s.timestamp)).toEqual([3, 2]);
  });
});

describe('advanced filters', () => {
  const list = [
    scanItem({ query: 'a', address: undefined }),
    scanItem({
      query: 'b',
      address: undefined,
      checks: { verified: null, noHoneypot: false, noRugPull: true, contractVerified: true },
      marketCapUsd: null,
      risk: 'high',
    }),
    scanItem({ query: 'c', address: undefined, marketCapUsd: 2_000_000 }),
  ];
  it('a ticked check keeps only scans where it passed (unknown is not a pass)', () => {
    expect(filterRecentScans(list, filters({ verified: true })).map((s) => s.query)).toEqual(['a', 'c']);
    expect(filterRecentScans(list, filters({ noHoneypot: true })).map((s) => s.query)).toEqual(['a', 'c']);
  });
  it('market cap bounds keep only known caps inside them, with K/M suffixes', () => {
    expect(filterRecentScans(list, filters({ minMarketCap: '100K' })).map((s) => s.query)).toEqual(['c']);
    expect(filterRecentScans(list, filters({ maxMarketCap: '$1,000,000' })).map((s) => s.query)).toEqual([
      'a',
    ]);
    expect(filterRecentScans(list, filters({ minMarketCap: 'abc' }))).toHaveLength(3);
  });
  it('filters by risk level', () => {
    expect(filterRecentScans(list, filters({ riskLevel: 'high' })).map((s) => s.query)).toEqual(['b']);
  });
  it('parses bounds', () => {
    expect(parseUsdBound('')).toBeNull();
    expect(parseUsdBound('1.5m')).toBe(1_500_000);
    expect(parseUsdBound('2B')).toBe(2e9);
    expect(parseUsdBound('-5')).toBeUndefined();
  });
});

describe('tiles', () => {
  it('counts today, high risk, safe tokens and all scans from the stored list', () => {
    const now = new Date(2026, 0, 2, 15);
    const list = [
      scanItem({ timestamp: new Date(2026, 0, 2, 9).getTime() }),
      scanItem({ timestamp: new Date(2026, 0, 2, 1).getTime(), risk: 'high' }),
      scanItem({ timestamp: new Date(2026, 0, 1, 23).getTime(), type: 'wallet' }),
    ];
    expect(scanTiles(list, now)).toEqual({ scansToday: 2, highRisk: 1, safeTokens: 1, yourScans: 3 });
  });
});

describe('merging recent scans', () => {
  it('keeps one entry per target, the newest scan of it, newest first, up to the limit', () => {
    const old = scanItem({ timestamp: 1_000, score: 40, risk: 'high' });
    const fresh = scanItem({ timestamp: 3_000, score: 90 });
    const symbol = scanItem({ query: 'BONK', address: undefined, timestamp: 2_000 });
    const wallet = scanItem({ type: 'wallet', timestamp: 500 });
    const merged = mergeRecentScans(
      [
        [old, symbol],
        [fresh, wallet],
      ],
      3,
    );
    expect(merged).toEqual([fresh, symbol, wallet]);
    expect(mergeRecentScans([[old], [fresh]], 1)).toEqual([fresh]);
  });
  it('treats a query and its surrounding spaces as one target', () => {
    expect(recentScanKey({ type: 'token', chain: 'solana', query: ' BONK ' })).toBe(
      recentScanKey({ type: 'token', chain: 'solana', query: 'BONK' }),
    );
  });
});
