// The cleanup's scan and price rules against the real app (PGlite, or Postgres in the api-postgres project): the
// scanner's recent scans (`recent_scans`) and the price candles (`price_candles`, but not the daily ones) older
// than the chosen age are counted in the preview, and deleted only once the admin confirms those counts; newer
// ones stay, and so does every trade.
import { generateKeyPairSigner } from '@solana/kit';
import { CleanupPreviewSchema, CleanupResultSchema } from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../test/use-test-app';
import { schema } from '../db';
import { recordCandles } from '../trade/candles';

const DAY = 24 * 60 * 60 * 1000;

const t = useAdminTestApp();

async function api(method: string, path: string, body?: unknown) {
  const res = await t.app.request(`http://localhost:8787${path}`, {
    method,
    headers: { cookie: t.adminCookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** A recent scan of `wallet`, run `ageDays` ago. */
async function scan(wallet: string, query: string, ageDays: number) {
  await t.database.db.insert(schema.recentScans).values({
    wallet,
    targetKey: `token:solana:${query}`,
    type: 'token',
    query,
    chain: 'solana',
    risk: 'low',
    score: 90,
    scannedAt: new Date(Date.now() - ageDays * DAY),
  });
}

const scansLeft = async (wallet: string) =>
  (
    await t.database.db
      .select({ q: schema.recentScans.query })
      .from(schema.recentScans)
      .where(eq(schema.recentScans.wallet, wallet))
  )
    .map((r) => r.q)
    .sort();

describe('cleanup of recent scans', () => {
  it('counts scans older than the age in the preview, and deletes exactly those after confirming', async () => {
    const [a, b] = [(await generateKeyPairSigner()).address, (await generateKeyPairSigner()).address];
    await scan(a, 'old-1', 45);
    await scan(a, 'old-2', 31);
    await scan(a, 'fresh', 2);
    await scan(b, 'old-3', 100);

    const preview = await api('GET', '/api/admin/cleanup/preview?olderThanDays=30');
    expect(preview.status).toBe(200);
    const counts = CleanupPreviewSchema.parse(preview.body).counts;
    expect(counts.scans).toBe(3);
    // A longer age counts fewer: only the 100-day-old scan is older than 60 days.
    const longer = CleanupPreviewSchema.parse(
      (await api('GET', '/api/admin/cleanup/preview?olderThanDays=60')).body,
    );
    expect(longer.counts.scans).toBe(1);

    // Another old scan arrives between the preview and the confirmation: refused, nothing deleted.
    await scan(b, 'old-4', 40);
    const stale = await api('POST', '/api/admin/cleanup', { olderThanDays: 30, confirmCounts: counts });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'CLEANUP__COUNTS_CHANGED' }, counts: { scans: 4 } });
    expect(await scansLeft(a)).toEqual(['fresh', 'old-1', 'old-2']);

    const again = CleanupPreviewSchema.parse(
      (await api('GET', '/api/admin/cleanup/preview?olderThanDays=30')).body,
    );
    expect(again.counts.scans).toBe(4);
    const done = await api('POST', '/api/admin/cleanup', { olderThanDays: 30, confirmCounts: again.counts });
    expect(done.status).toBe(200);
    expect(CleanupResultSchema.parse(done.body).deleted.scans).toBe(4);
    expect(await scansLeft(a)).toEqual(['fresh']);
    expect(await scansLeft(b)).toEqual([]);

    const [audit] = await t.database.db
      .select()
      .from(schema.adminAudit)
      .where(eq(schema.adminAudit.action, 'cleanup.run'));
    expect(audit?.before).toMatchObject({ counts: { scans: 4 } });
    expect(audit?.after).toMatchObject({ deleted: { scans: 4 } });

    // Nothing old is left to count.
    const after = CleanupPreviewSchema.parse(
      (await api('GET', '/api/admin/cleanup/preview?olderThanDays=30')).body,
    );
    expect(after.counts.scans).toBe(0);
  });
});

describe('cleanup of price history', () => {
  /** A token with one trade `ageDays` ago per entry, folded into its candles as the venue does. */
  async function tradedToken(ages: number[]) {
    const { db } = t.database;
    const mint = (await generateKeyPairSigner()).address;
    await db
      .insert(schema.tokens)
      .values({ address: mint, name: 'Old Coin', symbol: 'OLD', creator: 'creator' });
    for (const [i, age] of ages.entries()) {
      const signature = `${mint}-${i}`;
      await db.transaction(async (tx) => {
        await tx.insert(schema.trades).values({
          signature,
          mint,
          side: 'buy',
          solLamports: 1_000_000_000n,
          tokenAmount: 1_000_000n,
          trader: 'trader',
          slot: BigInt(i + 1),
          priceSol: 0.001 * (i + 1),
          createdAt: new Date(Date.now() - age * DAY),
        });
        await recordCandles(tx, signature);
      });
    }
    return mint;
  }
  const candlesLeft = async (mint: string) =>
    (
      await t.database.db
        .select({ interval: schema.priceCandles.interval })
        .from(schema.priceCandles)
        .where(eq(schema.priceCandles.mint, mint))
    )
      .map((r) => r.interval)
      .sort();
  const tradesLeft = async (mint: string) =>
    (await t.database.db.select().from(schema.trades).where(eq(schema.trades.mint, mint))).length;

  it('counts candles older than the age except the daily ones, and deletes exactly those after confirming', async () => {
    // One candle per interval per trade: 7 rows for each age.
    const mint = await tradedToken([45, 20, 2]);
    expect((await candlesLeft(mint)).length).toBe(21);

    const preview = CleanupPreviewSchema.parse(
      (await api('GET', '/api/admin/cleanup/preview?olderThanDays=10')).body,
    );
    // The 45- and 20-day-old trades' 1s, 1m, 5m, 15m, 1h and 4h candles; their 1d candles stay.
    expect(preview.counts.prices).toBe(12);
    const longer = CleanupPreviewSchema.parse(
      (await api('GET', '/api/admin/cleanup/preview?olderThanDays=30')).body,
    );
    expect(longer.counts.prices).toBe(6);

    // A late trade lands in an old bucket between the preview and the confirmation: refused, nothing deleted.
    const other = await tradedToken([15]);
    const stale = await api('POST', '/api/admin/cleanup', {
      olderThanDays: 10,
      confirmCounts: preview.counts,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'CLEANUP__COUNTS_CHANGED' }, counts: { prices: 18 } });
    expect((await candlesLeft(mint)).length).toBe(21);

    const again = CleanupPreviewSchema.parse(
      (await api('GET', '/api/admin/cleanup/preview?olderThanDays=10')).body,
    );
    const done = await api('POST', '/api/admin/cleanup', { olderThanDays: 10, confirmCounts: again.counts });
    expect(done.status).toBe(200);
    expect(CleanupResultSchema.parse(done.body).deleted.prices).toBe(18);
    // The 2-day-old trade keeps all seven candles; the old ones keep their daily candle only.
    expect(await candlesLeft(mint)).toEqual(['15m', '1d', '1d', '1d', '1h', '1m', '1s', '4h', '5m']);
    expect(await candlesLeft(other)).toEqual(['1d']);
    // The trades ledger is never pruned.
    expect(await tradesLeft(mint)).toBe(3);
    expect(await tradesLeft(other)).toBe(1);

    const audits = await t.database.db
      .select()
      .from(schema.adminAudit)
      .where(eq(schema.adminAudit.action, 'cleanup.run'));
    expect(audits.some((a) => (a.after as { deleted?: { prices?: number } })?.deleted?.prices === 18)).toBe(
      true,
    );
    const after = CleanupPreviewSchema.parse(
      (await api('GET', '/api/admin/cleanup/preview?olderThanDays=10')).body,
    );
    expect(after.counts.prices).toBe(0);
  });
});
