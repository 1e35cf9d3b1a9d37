// The quote state read by its kept statement against drizzle's typed rows of the same tables: every column of the
// token and of its venue, as the rest of the venue reads them (dates, bigints, booleans, nulls).
import { curveMarket } from '@solpad/core/trade';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venueClient } from '../../test/trade-harness';
import { useVenueTestApp } from '../../test/venue-test-file';
import { schema } from '../db';
import { curveReserves, readQuoteState } from './records';

const t = useVenueTestApp();
const c = venueClient(t);

describe('readQuoteState', () => {
  it('reads the token, its curve and its trades in flight as drizzle types them', async () => {
    const { mint } = await c.launch(await c.wallet(2), { links: { website: 'https://example.com/x' } });
    await c.trade(await c.wallet(2), {
      mint,
      side: 'buy',
      amount: '100000000',
      amountIs: 'sol',
      slippageBps: 500,
    });
    const db = t.database.db;
    await db
      .update(schema.tokens)
      .set({ flagged: true, moderationReason: null })
      .where(eq(schema.tokens.address, mint));
    const state = await readQuoteState(db, mint);
    const [token] = await db.select().from(schema.tokens).where(eq(schema.tokens.address, mint));
    const [curve] = await db.select().from(schema.curves).where(eq(schema.curves.mint, mint));
    if (!state || !token || !curve) throw new Error('not read');
    expect(state.token).toEqual(token);
    expect(state.token.createdAt).toBeInstanceOf(Date);
    expect(typeof state.token.totalSupply).toBe('bigint');
    expect(state.token.flagged).toBe(true);
    expect(state.token.hidden).toBe(false);
    expect(state.market).toEqual(curveMarket(curveReserves(curve)));
    expect(state.complete).toBe(false);
    expect(state.inFlight).toEqual([]);
    expect(await readQuoteState(db, 'So11111111111111111111111111111111111111112')).toBeNull();
  });
});
