// A trade submit sent, on a chain whose notice of it does not come in time (a remote chain's subscription lagging):
// submit records it from what it knows — its message, its fee payer, the slot the chain's status gives — without
// reading the transaction back, once.
import type { TradeRecord } from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venueClient } from '../../test/trade-harness';
import { useVenueTestApp } from '../../test/venue-test-file';
import { schema } from '../db';

const t = useVenueTestApp({ unannounced: true });
const c = venueClient(t);

describe('a sent trade the chain does not announce', () => {
  it('is recorded by submit once, in the slot the chain processed it, and /trade/settle answers the same trade', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const w = await c.wallet(3);
    const { trade, signature } = await c.trade(w, {
      mint,
      side: 'buy',
      amount: '250000000',
      amountIs: 'sol',
      slippageBps: 500,
    });
    const status = await c.rpc<{ value: ({ slot: number } | null)[] }>('getSignatureStatuses', [[signature]]);
    expect(trade.signature).toBe(signature);
    expect(trade.trader).toBe(w.address);
    expect(trade.slot).toBe(String(status.value[0]?.slot));
    const rows = await t.database.db
      .select()
      .from(schema.trades)
      .where(eq(schema.trades.signature, signature));
    expect(rows).toHaveLength(1);
    const [quote] = await t.database.db
      .select()
      .from(schema.quotes)
      .where(eq(schema.quotes.signature, signature));
    expect(quote?.status).toBe('settled');
    // The client whose submit was cut off settles by signature: the same trade, not a second one.
    const again = await c.post('/api/trade/settle', { signature });
    expect(again.status).toBe(200);
    expect((again.body as { trade: TradeRecord }).trade).toEqual(trade);
    const after = await t.database.db.select().from(schema.trades).where(eq(schema.trades.mint, mint));
    expect(after.filter((r) => r.signature === signature)).toHaveLength(1);
  });
});
