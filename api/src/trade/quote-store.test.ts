// Quotes made at the same moment are stored together (quote-store.ts): the bound on a caller's unsent quotes holds
// for a burst as for a sequence, and everyone else's quotes are kept and can be submitted.
import type { KeyPairSigner } from '@solana/kit';
import { TradeQuoteResponseSchema } from '@solpad/core/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVenueTestApp, type VenueTestApp, venueClient } from '../../test/trade-harness';
import { schema } from '../db';
import { OPEN_QUOTES_PER_CALLER } from './service';

const SOL = 1_000_000_000n;
let t: VenueTestApp;
let c: ReturnType<typeof venueClient>;
let mint: string;

beforeAll(async () => {
  t = await startVenueTestApp();
  c = venueClient(t);
  ({ mint } = await c.launch(await c.wallet(2)));
});
afterAll(() => t.close());

const quoteFrom = async (ip: string, wallet: KeyPairSigner, lamports: bigint) => {
  const reply = await venueClient(t, { ip }).post('/api/trade/quote', {
    mint,
    side: 'buy',
    amount: lamports.toString(),
    amountIs: 'sol',
    slippageBps: 5000,
    wallet: wallet.address,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return TradeQuoteResponseSchema.parse(reply.body);
};
const openQuotesOf = (wallet: KeyPairSigner) =>
  t.database.db
    .select({ id: schema.quotes.id })
    .from(schema.quotes)
    .where(and(eq(schema.quotes.wallet, wallet.address), eq(schema.quotes.status, 'open')));

describe('quotes stored together', () => {
  it('a burst of 30 quotes at once from one caller leaves at most its bound open; a later quote is kept', async () => {
    const spammer = await c.wallet(5);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => quoteFrom('203.0.113.7', spammer, SOL + BigInt(i))),
    );
    expect(new Set(burst.map((q) => q.quoteId)).size).toBe(30);
    expect(await openQuotesOf(spammer)).toHaveLength(OPEN_QUOTES_PER_CALLER);
    const later = await quoteFrom('203.0.113.7', spammer, 2n * SOL);
    const open = (await openQuotesOf(spammer)).map((r) => r.id);
    expect(open).toHaveLength(OPEN_QUOTES_PER_CALLER);
    expect(open).toContain(later.quoteId);
  });

  it('twenty wallets quoting at once each get a stored quote that lands when submitted', async () => {
    const wallets = await Promise.all(Array.from({ length: 20 }, () => c.wallet(1)));
    const quotes = await Promise.all(wallets.map((w, i) => quoteFrom(`198.51.100.${i + 1}`, w, SOL / 100n)));
    const stored = await t.database.db
      .select({ id: schema.quotes.id })
      .from(schema.quotes)
      .where(
        inArray(
          schema.quotes.id,
          quotes.map((q) => q.quoteId),
        ),
      );
    expect(stored).toHaveLength(20);
    // One of them, submitted: the stored quote is the one the venue co-signs.
    const [wallet, quote] = [wallets[7] as KeyPairSigner, quotes[7] as (typeof quotes)[number]];
    const done = await c.submit(wallet, quote);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const trade = done.body.trade as { trader: string; solLamports: string };
    expect(trade.trader).toBe(wallet.address);
    expect(BigInt(trade.solLamports)).toBe(SOL / 100n);
  });
});
