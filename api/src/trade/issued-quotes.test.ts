// A quote is submitted as the process that issued it stored it (issued-quotes.ts), without reading it back; what
// may have changed around it since is read under the venue's lock. These are the cases where the kept quote and the
// database differ, and the submit must answer as the database says.
import { describe, expect, it } from 'vitest';
import { appBeside } from '../../test/support';
import { VENUE_TEST_SECRET, venueClient } from '../../test/trade-harness';
import { curveChecks, useVenueTestApp } from '../../test/venue-test-file';
import { createIssuedQuotes } from './issued-quotes';
import type { QuoteRow, TokenRow } from './records';
import { OPEN_QUOTES_PER_CALLER } from './service';

const t = useVenueTestApp();
const c = venueClient(t);
const { expectVaultMatchesDb } = curveChecks(t, c);
const SOL = 1_000_000_000n;
const buy = (mint: string, lamports = SOL / 10n) => ({
  mint,
  side: 'buy' as const,
  amount: lamports.toString(),
  amountIs: 'sol' as const,
  slippageBps: 500,
});

describe('a quote submitted as it was issued', () => {
  it('pushed out by its caller’s newer quotes as it was stored: not found, nothing bought', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const trader = await c.wallet(2);
    const first = await c.quote(trader, buy(mint));
    for (let i = 1; i <= OPEN_QUOTES_PER_CALLER; i++) await c.quote(trader, buy(mint, SOL / 10n + BigInt(i)));
    const submitted = await c.submit(trader, first);
    expect(submitted).toMatchObject({ status: 404, body: { error: { code: 'TRADE__QUOTE_NOT_FOUND' } } });
    expect(await c.tokenBalance(trader.address, mint)).toBe(0n);
    await expectVaultMatchesDb(mint);
  });

  it('issued by another replica: read from the database, and it lands', async () => {
    const other = venueClient({
      app: appBeside(t, { PLATFORM_SECRET: VENUE_TEST_SECRET, RPC_RATE_LIMIT_PER_MINUTE: '0' }),
    });
    const { mint } = await c.launch(await c.wallet(2));
    const trader = await c.wallet(2);
    const quote = await other.quote(trader, buy(mint));
    const landed = await c.submit(trader, quote);
    expect(landed.status, JSON.stringify(landed.body)).toBe(200);
    expect(await c.tokenBalance(trader.address, mint)).toBe(BigInt(quote.tokenAmount));
    // Submitted again through the replica that issued it: it is no longer open there either.
    const again = await other.submit(trader, quote);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(landed.body);
    await expectVaultMatchesDb(mint);
  });
});

describe('the issued quotes', () => {
  const quote = (id: string) => ({ id }) as QuoteRow;
  const token = {} as TokenRow;

  it('give a quote once, and keep the newest when full', () => {
    const issued = createIssuedQuotes(2);
    for (const id of ['a', 'b', 'c']) issued.add(quote(id), token);
    expect(issued.take('a')).toBeUndefined();
    expect(issued.take('b')?.quote.id).toBe('b');
    expect(issued.take('b')).toBeUndefined();
    expect(issued.take('c')?.quote.id).toBe('c');
  });

  it('past the bound, let the oldest eighth go at once', () => {
    const issued = createIssuedQuotes(16);
    const ids = Array.from({ length: 17 }, (_, i) => `q${i}`);
    for (const id of ids) issued.add(quote(id), token);
    expect(ids.map((id) => issued.take(id) !== undefined)).toEqual(ids.map((_, i) => i >= 2));
  });
});
