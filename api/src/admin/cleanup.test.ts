// The cleanup's scan rule against the real app (PGlite, or Postgres in the api-postgres project): the scanner's
// recent scans (`recent_scans`) older than the chosen age are counted in the preview, and deleted only once the
// admin confirms those counts; newer ones stay.
import { generateKeyPairSigner } from '@solana/kit';
import { CleanupPreviewSchema, CleanupResultSchema } from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { signInAs, startTestApp, type TestApp } from '../test-support';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  const admin = await generateKeyPairSigner();
  t = await startTestApp({ ADMIN_WALLETS: admin.address });
  adminCookie = await signInAs(t.app, admin);
});
afterAll(() => t.close());

async function api(method: string, path: string, body?: unknown) {
  const res = await t.app.request(`http://localhost:8787${path}`, {
    method,
    headers: { cookie: adminCookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
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
