// Submitting a quote's versions (core/trade's versions.ts), through the real API on a LiteSVM localnet: a trade
// that lands between a user's quote and their submission moves them down to the best version that still fits,
// within their slippage, with the one set of signatures they gave; beyond the slippage they get the slippage
// error; only the quote's own versions, each once and signed by its wallet, are accepted.
import {
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import { type TradeQuoteResponse, type TradeRecord, TradeStaleQuoteSchema } from '@solpad/core/schemas';
import {
  curveMarket,
  MAX_QUOTE_VERSIONS,
  QUOTE_VERSIONS,
  quoteBuy,
  quoteSell,
  type TradeQuote,
} from '@solpad/core/trade';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venueClient } from '../../test/trade-harness';
import { curveChecks, useVenueTestApp } from '../../test/venue-test-file';
import { schema } from '../db';
import { curveReserves } from './service';

const SOL = 1_000_000_000n;
/** The two signatures' network fee the trader pays on every trade. */
const FEE = 10_000n;
const t = useVenueTestApp();
const c = venueClient(t);
const { curveOf, expectVaultMatchesDb } = curveChecks(t, c);

/** The curve's market as the database has it now (nothing in flight between the tests' steps). */
const marketOf = async (mint: string) => curveMarket(curveReserves(await curveOf(mint)));
function ok(r: ReturnType<typeof quoteBuy>): TradeQuote {
  if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
  return r.quote;
}

/**
 * Submits `q` after the market moved and expects it to land at a version after the first, in what the trader
 * receives (`received`): never more than the fair amount when it landed (`fairNow`), never less than the
 * minimum, and the best version that fits.
 */
async function expectLandsAtBestVersion(
  w: KeyPairSigner,
  q: TradeQuoteResponse,
  received: 'tokenAmount' | 'solLamports',
  fairNow: bigint,
) {
  const done = await c.submit(w, q);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const trade = done.body.trade as TradeRecord;
  const got = BigInt(trade[received]);
  const index = q.versions.findIndex((v) => v[received] === trade[received]);
  expect(index).toBeGreaterThan(0);
  expect(got).toBeLessThanOrEqual(fairNow);
  expect(got).toBeGreaterThanOrEqual(BigInt(q.minimum));
  expect(BigInt(q.versions[index - 1]?.[received] ?? 0)).toBeGreaterThan(fairNow);
  return { trade, got, index };
}

const quoteRow = async (id: string) =>
  (await t.database.db.select().from(schema.quotes).where(eq(schema.quotes.id, id)))[0];
const ataRent = async () => BigInt(await c.rpc<number>('getMinimumBalanceForRentExemption', [170]));
const buySol = (mint: string, lamports: bigint, slippageBps: number) => ({
  mint,
  side: 'buy' as const,
  amount: lamports.toString(),
  amountIs: 'sol' as const,
  slippageBps,
});

describe('a quote signed once, as versions', () => {
  it('a trade that lands first moves the user down to the best version that fits, within the slippage', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const slow = await c.wallet(3);
    const fast = await c.wallet(3);
    const q = await c.quote(slow, buySol(mint, SOL, 500));
    expect(q.versions).toHaveLength(QUOTE_VERSIONS);
    expect(q.versions[0]).toMatchObject({ transaction: q.transaction, tokenAmount: q.tokenAmount });
    expect(q.versions.at(-1)?.tokenAmount).toBe(q.minimum);
    // Every version spends the same SOL; the tokens step down from the fair amount to the minimum.
    for (const v of q.versions) expect(v.solLamports).toBe(q.solLamports);

    // Another buy lands while the slow wallet signs.
    await c.trade(fast, buySol(mint, SOL / 20n, 500));
    const fairNow = ok(quoteBuy(await marketOf(mint), { solIn: SOL })).tokenAmount;
    expect(fairNow).toBeLessThan(BigInt(q.tokenAmount));
    const solBefore = await c.balance(slow.address);

    const { trade, got, index } = await expectLandsAtBestVersion(slow, q, 'tokenAmount', fairNow);
    // The chain moved exactly that version's amounts.
    expect(await c.tokenBalance(slow.address, mint)).toBe(got);
    expect(solBefore - (await c.balance(slow.address))).toBe(BigInt(q.solLamports) + FEE + (await ataRent()));
    expect(await quoteRow(q.quoteId)).toMatchObject({
      status: 'settled',
      signature: trade.signature,
      tokenAmount: got,
      deltaToken: -got,
    });
    await expectVaultMatchesDb(mint);

    // Submitting the same signed versions again answers with the same trade; a set without it is refused.
    const again = await c.submit(slow, q);
    expect((again.body.trade as TradeRecord).signature).toBe(trade.signature);
    const others = q.versions.map((_, i) => i).filter((i) => i !== index);
    expect(await c.submit(slow, q, others)).toMatchObject({
      status: 409,
      body: { error: { code: 'TRADE__QUOTE_USED' } },
    });
  });

  it('a sell lands at a lower SOL version after another sell came first', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const seller = await c.wallet(3);
    const other = await c.wallet(3);
    await c.trade(seller, buySol(mint, 2n * SOL, 500));
    await c.trade(other, buySol(mint, 2n * SOL, 500));
    const held = await c.tokenBalance(seller.address, mint);
    const sell = { mint, side: 'sell' as const, amount: held.toString(), amountIs: 'token' as const };
    const q = await c.quote(seller, { ...sell, slippageBps: 1000 });
    for (const v of q.versions) expect(v.tokenAmount).toBe(held.toString());

    const otherHeld = await c.tokenBalance(other.address, mint);
    await c.trade(other, { ...sell, amount: (otherHeld / 4n).toString(), slippageBps: 1000 });
    const fairNow = ok(quoteSell(await marketOf(mint), { tokensIn: held })).solAmount;
    const solBefore = await c.balance(seller.address);

    const { got } = await expectLandsAtBestVersion(seller, q, 'solLamports', fairNow);
    expect((await c.balance(seller.address)) - solBefore).toBe(got - FEE);
    expect(await c.tokenBalance(seller.address, mint)).toBe(0n);
    await expectVaultMatchesDb(mint);
  });

  it('an exact-tokens buy pays more SOL, up to its maximum, for exactly the tokens it asked for', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const buyer = await c.wallet(3);
    const want = 20_000_000_000_000n; // 20 M tokens
    const q = await c.quote(buyer, {
      mint,
      side: 'buy',
      amount: want.toString(),
      amountIs: 'token',
      slippageBps: 500,
    });
    for (const v of q.versions) expect(v.tokenAmount).toBe(want.toString());
    const maxPaid = BigInt(q.versions.at(-1)?.solLamports ?? 0);
    expect(maxPaid).toBeGreaterThan(BigInt(q.solLamports));
    await c.trade(await c.wallet(2), buySol(mint, SOL / 10n, 500));
    const fairNow = ok(quoteBuy(await marketOf(mint), { tokensOut: want })).solAmount;

    const done = await c.submit(buyer, q);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const trade = done.body.trade as TradeRecord;
    expect(trade.tokenAmount).toBe(want.toString());
    const paid = BigInt(trade.solLamports);
    expect(paid).toBeGreaterThanOrEqual(fairNow);
    expect(paid).toBeLessThanOrEqual(maxPaid);
    expect(await c.tokenBalance(buyer.address, mint)).toBe(want);
    await expectVaultMatchesDb(mint);
  });

  it('beyond the slippage: 409 TRADE__SLIPPAGE, nothing moves, the quote stays open', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const slow = await c.wallet(3);
    const q = await c.quote(slow, buySol(mint, SOL, 100));
    // A 1 SOL buy first moves a 1 SOL buy's tokens by ≈ 6 %: past 1 %.
    await c.trade(await c.wallet(3), buySol(mint, SOL, 500));
    const solBefore = await c.balance(slow.address);

    const refused = await c.submit(slow, q);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('TRADE__SLIPPAGE');
    const { stale } = TradeStaleQuoteSchema.parse(refused.body);
    expect(stale.quoted).toEqual({ solLamports: q.solLamports, tokenAmount: q.tokenAmount });
    expect(BigInt(stale.current?.solLamports ?? 0)).toBeGreaterThan(BigInt(q.solLamports));
    expect(await c.balance(slow.address)).toBe(solBefore);
    expect(await c.tokenBalance(slow.address, mint)).toBe(0n);
    expect((await quoteRow(q.quoteId))?.status).toBe('open');
    await expectVaultMatchesDb(mint);

    // A wider tolerance on a fresh quote lands.
    const wider = await c.quote(slow, buySol(mint, SOL, 1000));
    expect((await c.submit(slow, wider)).status).toBe(200);
    await expectVaultMatchesDb(mint);
  });

  it('one version alone lands only while its own amounts hold', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const slow = await c.wallet(3);
    const q = await c.quote(slow, buySol(mint, SOL, 500));
    await c.trade(await c.wallet(3), buySol(mint, SOL / 20n, 500));
    const fairOnly = await c.post('/api/trade/submit', {
      quoteId: q.quoteId,
      transaction: await c.sign(q.transaction, [slow]),
    });
    expect(fairOnly).toMatchObject({ status: 409, body: { error: { code: 'TRADE__SLIPPAGE' } } });
    // The least favourable version alone fits and lands as it is.
    const last = q.versions.length - 1;
    const landed = await c.submit(slow, q, [last]);
    expect(landed.status, JSON.stringify(landed.body)).toBe(200);
    expect((landed.body.trade as TradeRecord).tokenAmount).toBe(q.minimum);
    await expectVaultMatchesDb(mint);
  });

  it('two submits at the same moment on the same price: the second is priced with the first in flight', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const [one, two] = await Promise.all([c.wallet(3), c.wallet(3)]);
    // Quoted on the same reserves, with no room below the price: one version each.
    const [q1, q2] = await Promise.all([one, two].map((w) => c.quote(w, buySol(mint, SOL / 2n, 0))));
    expect(q1?.tokenAmount).toBe(q2?.tokenAmount);
    const replies = await Promise.all([c.submit(one, q1!), c.submit(two, q2!)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body).toMatchObject({ error: { code: 'TRADE__SLIPPAGE' } });
    await expectVaultMatchesDb(mint);
  });

  it('refuses anything but the quote’s own versions, each once, signed by its wallet; nothing moves', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const user = await c.wallet(3);
    const q = await c.quote(user, buySol(mint, SOL / 2n, 500));
    const otherQuote = await c.quote(user, buySol(mint, SOL / 3n, 500));
    const signed = await Promise.all(q.versions.map((v) => c.sign(v.transaction, [user])));
    const submit = (transactions: string[]) =>
      c.post('/api/trade/submit', { quoteId: q.quoteId, transactions });

    // A version of another quote among this quote's versions.
    const foreign = await c.sign(otherQuote.versions[1]?.transaction as string, [user]);
    expect(await submit([...signed.slice(0, 3), foreign])).toMatchObject({
      status: 400,
      body: { error: { code: 'TRADE__NOT_THE_QUOTE' } },
    });
    // A version whose amounts were rewritten (more tokens for the same SOL).
    const tx = getTransactionDecoder().decode(Buffer.from(q.versions[2]?.transaction as string, 'base64'));
    const bytes = Buffer.from(tx.messageBytes);
    const amount = Buffer.alloc(8);
    amount.writeBigUInt64LE(BigInt(q.versions[2]?.tokenAmount as string));
    bytes.writeBigUInt64LE(BigInt(q.tokenAmount) * 2n, bytes.indexOf(amount));
    const tampered = getBase64EncodedWireTransaction(
      await partiallySignTransaction([user.keyPair], { ...tx, messageBytes: new Uint8Array(bytes) as never }),
    );
    expect(await submit([signed[0] as string, tampered])).toMatchObject({
      status: 400,
      body: { error: { code: 'TRADE__NOT_THE_QUOTE' } },
    });
    // The same version twice.
    expect(await submit([signed[1] as string, signed[1] as string])).toMatchObject({
      status: 400,
      body: { error: { code: 'TRADE__INVALID_TRANSACTION' } },
    });
    // A version carrying another key's signature in the wallet's place.
    const stranger: KeyPairSigner = await c.wallet(0);
    const unsigned = getTransactionDecoder().decode(
      Buffer.from(q.versions[3]?.transaction as string, 'base64'),
    );
    const forged = getBase64EncodedWireTransaction({
      ...unsigned,
      signatures: {
        ...unsigned.signatures,
        [user.address]: await signBytes(stranger.keyPair.privateKey, unsigned.messageBytes),
      },
    } as never);
    // The version the venue would send (nothing moved: the best submitted) carries it: refused, nothing reserved.
    expect(await submit([forged])).toMatchObject({
      status: 400,
      body: { error: { code: 'TRADE__SIGNATURE_INVALID' } },
    });
    // More versions than a quote has, and none at all: refused by the schema.
    expect(
      await submit(Array.from({ length: MAX_QUOTE_VERSIONS + 1 }, () => signed[0] as string)),
    ).toMatchObject({
      status: 400,
    });
    expect(await submit([])).toMatchObject({ status: 400 });
    expect(
      await c.post('/api/trade/submit', { quoteId: q.quoteId, transaction: signed[0], transactions: signed }),
    ).toMatchObject({ status: 400 });

    expect(await c.tokenBalance(user.address, mint)).toBe(0n);
    expect((await quoteRow(q.quoteId))?.status).toBe('open');
    // Its own versions, in any order: the best that fits (the fair one, nothing moved) lands. A forged version
    // behind it is never the one sent, so never co-signed: the trade lands as the fair version the wallet signed.
    const landed = await submit([forged, ...signed.slice(0, 3).reverse()]);
    expect(landed.status, JSON.stringify(landed.body)).toBe(200);
    expect((landed.body.trade as TradeRecord).tokenAmount).toBe(q.tokenAmount);
    await expectVaultMatchesDb(mint);
  });

  it('20 wallets quote, sign once and submit at once: every trade lands at its first submission', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const wallets = await Promise.all(Array.from({ length: 20 }, () => c.wallet(1)));
    const quotes: TradeQuoteResponse[] = await Promise.all(
      wallets.map((w) => c.quote(w, buySol(mint, SOL / 100n, 500))),
    );
    const replies = await Promise.all(wallets.map((w, i) => c.submit(w, quotes[i] as TradeQuoteResponse)));
    expect(replies.map((r) => r.status)).toEqual(wallets.map(() => 200));
    for (const [i, r] of replies.entries()) {
      const got = BigInt((r.body.trade as TradeRecord).tokenAmount);
      expect(got).toBeGreaterThanOrEqual(BigInt(quotes[i]?.minimum ?? 0));
      expect(got).toBeLessThanOrEqual(BigInt(quotes[i]?.tokenAmount ?? 0));
    }
    const trades = await t.database.db.select().from(schema.trades).where(eq(schema.trades.mint, mint));
    expect(trades).toHaveLength(20);
    await expectVaultMatchesDb(mint);
  }, 60_000);
});
