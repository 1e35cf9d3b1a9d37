// The reservation a Postgres server writes without the venue's lock (reserve.ts): written only if the venue's version
// is still the one it priced at, and every write that changes what the venue's trades are priced on moves that
// version. (Under load, replicas.test.ts's concurrent submits over two replicas check the curve never oversells.)
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venueClient } from '../../test/trade-harness';
import { useVenueTestApp } from '../../test/venue-test-file';
import { schema } from '../db';
import { versionsOf } from './quote-versions';
import { releaseReservation, reserveAt, type SignedVersion } from './reserve';

const t = useVenueTestApp();
const c = venueClient(t);

const curveVersion = async (mint: string) => {
  const [row] = await t.database.db.select().from(schema.curves).where(eq(schema.curves.mint, mint));
  return row?.version ?? -1n;
};
const quoteRow = async (id: string) => {
  const [row] = await t.database.db.select().from(schema.quotes).where(eq(schema.quotes.id, id));
  if (!row) throw new Error(`no quote ${id}`);
  return row;
};

describe('a reservation written without the venue lock', () => {
  it('is refused when the venue moved since it was priced, and written at the version it moved to', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const buy = {
      mint,
      side: 'buy' as const,
      amount: '100000000',
      amountIs: 'sol' as const,
      slippageBps: 500,
    };
    const waiting = await c.quote(await c.wallet(1), buy);
    const priced = await curveVersion(mint);
    // Another trade reserves and settles in between: the venue's version moves.
    await c.trade(await c.wallet(1), buy);
    const moved = await curveVersion(mint);
    expect(moved).toBeGreaterThan(priced);

    const q = await quoteRow(waiting.quoteId);
    const fair: SignedVersion = {
      version: versionsOf(q)[0] as SignedVersion['version'],
      index: 0,
      signature: new Uint8Array(64).fill(7),
      tx: undefined as unknown as SignedVersion['tx'],
      key: undefined as unknown as SignedVersion['key'],
    };
    expect(await reserveAt(t.database.db, q, fair, priced)).toBe('moved');
    expect((await quoteRow(q.id)).status).toBe('open');
    expect(await curveVersion(mint)).toBe(moved);

    const reserved = await reserveAt(t.database.db, q, fair, moved);
    expect(reserved).toMatchObject({ status: 'submitted', tokenAmount: fair.version.tokenAmount });
    expect((await quoteRow(q.id)).status).toBe('submitted');
    expect(await curveVersion(mint)).toBe(moved + 1n);
    // Taken already: nothing written again.
    expect(await reserveAt(t.database.db, q, fair, moved + 1n)).toBe('gone');

    // Its release moves the version too (a reservation priced with it in flight must not be written), once.
    expect(await releaseReservation(t.database.db, q, 'failed')).toBe(true);
    expect((await quoteRow(q.id)).status).toBe('failed');
    expect(await curveVersion(mint)).toBe(moved + 2n);
    expect(await releaseReservation(t.database.db, q, 'failed')).toBe(false);
    expect(await curveVersion(mint)).toBe(moved + 2n);
  });
});
