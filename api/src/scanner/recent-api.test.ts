import { ApiErrorSchema, type RecentScan, RecentScansResponseSchema } from '@solpad/core/schemas';
import { count, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInFresh } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';
import { schema } from '../db';

const t = useTestApp();
let alice: string;
let bob: string;
beforeAll(async () => {
  [alice, bob] = [await signInFresh(t.app), await signInFresh(t.app)];
});

const MINT = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const T0 = Date.UTC(2026, 0, 2, 12);
const scanOf = (over: Partial<RecentScan> = {}): RecentScan => ({
  type: 'token',
  query: MINT,
  chain: 'solana',
  risk: 'low',
  timestamp: T0,
  score: 90,
  address: MINT,
  label: 'CLEAN',
  checks: { verified: true, noHoneypot: true, noRugPull: null, contractVerified: true },
  marketCapUsd: 50_000,
  liquidityUsd: null,
  ...over,
});

async function list(cookie?: string) {
  return t.app.request('/api/scanner/recent', { headers: cookie ? { cookie } : {} });
}
async function add(scans: unknown[], cookie?: string) {
  return t.app.request('/api/scanner/recent', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ scans }),
  });
}
const scansOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return RecentScansResponseSchema.parse(await res.json()).scans;
};

describe('recent scans per wallet', () => {
  it('starts empty, stores a scan with every field, and keeps each wallet to its own', async () => {
    expect(await scansOf(await list(alice))).toEqual([]);
    const stored = await scansOf(await add([scanOf()], alice));
    expect(stored).toEqual([scanOf()]);
    expect(await scansOf(await list(alice))).toEqual([scanOf()]);
    expect(await scansOf(await list(bob))).toEqual([]);
  });

  it('keeps one entry per target: a newer scan replaces it, an older one (a stale merge) does not', async () => {
    const newer = scanOf({ timestamp: T0 + 60_000, score: 40, risk: 'high', label: 'CLEAN2' });
    expect(await scansOf(await add([newer], alice))).toEqual([newer]);
    // The browser's older local copy, merged at sign-in, changes nothing.
    expect(await scansOf(await add([scanOf()], alice))).toEqual([newer]);
    // The same target twice in one request: the newest wins.
    const batch = await scansOf(
      await add([scanOf({ timestamp: T0 + 120_000, score: 70, risk: 'medium' }), scanOf()], alice),
    );
    expect(batch).toEqual([scanOf({ timestamp: T0 + 120_000, score: 70, risk: 'medium' })]);
    // A symbol query and a wallet scan of the same address are other targets.
    const symbol = scanOf({ query: 'BONK', address: undefined, label: undefined, timestamp: T0 + 180_000 });
    const wallet = scanOf({ type: 'wallet', label: undefined, checks: undefined, timestamp: T0 + 240_000 });
    const all = await scansOf(await add([symbol, wallet], alice));
    expect(all.map((s) => `${s.type}:${s.query}`)).toEqual([`wallet:${MINT}`, 'token:BONK', `token:${MINT}`]);
  });

  it('keeps only the newest 20, newest first', async () => {
    const cookie = await signInFresh(t.app);
    const many = Array.from({ length: 25 }, (_, i) =>
      scanOf({ query: `SYM${i}`, address: undefined, timestamp: T0 + i * 1000 }),
    );
    // Sent in two requests, the second holding the older ones: still the newest 20 overall.
    await scansOf(await add(many.slice(10), cookie));
    const kept = await scansOf(await add(many.slice(0, 10), cookie));
    expect(kept.map((s) => s.query)).toEqual(
      many
        .slice(5)
        .reverse()
        .map((s) => s.query),
    );
    // The older rows are gone from the table, not just left out of the list.
    const [row] = await t.database.db
      .select({ n: count() })
      .from(schema.recentScans)
      .where(like(schema.recentScans.query, 'SYM%'));
    expect(row?.n).toBe(20);
  });

  it('stores a scan time from a clock in the future as now', async () => {
    const cookie = await signInFresh(t.app);
    const before = Date.now();
    const [stored] = await scansOf(await add([scanOf({ timestamp: before + 86_400_000 })], cookie));
    expect(stored?.timestamp).toBeGreaterThanOrEqual(before);
    expect(stored?.timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('answers 401 without a session and 400 naming the field for a bad scan', async () => {
    for (const res of [await list(), await add([scanOf()])]) {
      expect(res.status).toBe(401);
      expect(ApiErrorSchema.parse(await res.json()).error.code).toBe('UNAUTHENTICATED');
    }
    const bad = await add([scanOf({ score: 101 })], alice);
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).error.message).toMatch(/^scans\.0\.score/);
    const empty = await add([], alice);
    expect(empty.status).toBe(400);
    expect(ApiErrorSchema.parse(await empty.json()).error.message).toMatch(/^scans/);
  });
});
