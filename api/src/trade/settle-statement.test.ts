// The one-statement settlement against the transaction it stands for: the same rows (trade, spot price, reserves,
// candles), and nothing done twice.
import { spotPriceSol } from '@solpad/core/trade';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venueClient } from '../../test/trade-harness';
import { curveChecks, useVenueTestApp } from '../../test/venue-test-file';
import { schema } from '../db';
import { curveReserves } from './records';
import { settleAtOnce } from './settle-statement';

const t = useVenueTestApp();
const c = venueClient(t);

const SOL = 1_000_000_000n;
const { curveOf } = curveChecks(t, c);

describe('settleAtOnce', () => {
  it('records each trade with the spot price core computes from the reserves after it, and moves them by its delta', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const [a, b] = [await c.wallet(20), await c.wallet(20)];
    const steps = [
      { w: a, side: 'buy', amount: (3n * SOL) / 7n, amountIs: 'sol' },
      { w: b, side: 'buy', amount: SOL + 12_345n, amountIs: 'sol' },
      { w: a, side: 'sell', amount: 1_234_567_891n, amountIs: 'token' },
      { w: b, side: 'buy', amount: (5n * SOL) / 3n, amountIs: 'sol' },
      { w: b, side: 'sell', amount: 98_765_432_109n, amountIs: 'token' },
    ] as const;
    for (const step of steps) {
      const before = await curveOf(mint);
      const trade = await c.trade(step.w, {
        mint,
        side: step.side,
        amount: step.amount.toString(),
        amountIs: step.amountIs,
        slippageBps: 500,
      });
      const after = await curveOf(mint);
      const [row] = await t.database.db
        .select()
        .from(schema.trades)
        .where(eq(schema.trades.signature, trade.signature));
      const [quote] = await t.database.db
        .select()
        .from(schema.quotes)
        .where(eq(schema.quotes.signature, trade.signature));
      if (!row || !quote) throw new Error('trade or quote not recorded');
      expect(quote.status).toBe('settled');
      expect(row.quoteId).toBe(quote.id);
      expect(row.spotPriceSol).toBe(spotPriceSol(curveReserves(after)));
      expect(after.virtualSolReserves - before.virtualSolReserves).toBe(quote.deltaSol);
      expect(after.realTokenReserves - before.realTokenReserves).toBe(quote.deltaToken);
      expect(after.virtualTokenReserves - before.virtualTokenReserves).toBe(quote.deltaToken);
    }
    const candles = await t.database.db
      .select()
      .from(schema.priceCandles)
      .where(eq(schema.priceCandles.mint, mint));
    const trades = await t.database.db.select().from(schema.trades).where(eq(schema.trades.mint, mint));
    const daily = candles.filter((k) => k.interval === '1d');
    expect(daily.reduce((n, k) => n + k.trades, 0)).toBe(trades.length);
    expect(daily.reduce((n, k) => n + k.volumeLamports, 0n)).toBe(
      trades.reduce((n, r) => n + r.solLamports, 0n),
    );
  });

  it('changes nothing for a quote settled already: the transaction path answers it', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const w = await c.wallet(5);
    const trade = await c.trade(w, {
      mint,
      side: 'buy',
      amount: SOL.toString(),
      amountIs: 'sol',
      slippageBps: 500,
    });
    const [quote] = await t.database.db
      .select()
      .from(schema.quotes)
      .where(eq(schema.quotes.signature, trade.signature));
    if (!quote) throw new Error('no quote');
    const before = await curveOf(mint);
    const landed = {
      signature: trade.signature,
      feePayer: w.address,
      slot: BigInt(trade.trade.slot),
      blockTime: null,
    };
    expect(
      await settleAtOnce(t.database.db, { ...landed, messageHash: '', succeeded: true }, quote),
    ).toBeNull();
    expect(await curveOf(mint)).toEqual(before);
    const trades = await t.database.db.select().from(schema.trades).where(eq(schema.trades.mint, mint));
    expect(trades.filter((r) => r.signature === trade.signature)).toHaveLength(1);
  });
});
