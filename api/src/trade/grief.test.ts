// Quotes that cannot be used to grief (issue 20), through the real API on a LiteSVM localnet: a wallet with 10 SOL
// tries every way it can to stop others from buying at the price they were shown, and an honest 0.1 SOL buy at
// 5 % slippage still gets its quote and lands. Also: a stale submission is refused with nothing moved, and a
// hidden token cannot be quoted or submitted.
import {
  appendTransactionMessageInstruction,
  blockhash,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  lamports,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signBytes,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  type TradeQuoteRequest,
  type TradeQuoteResponse,
  TradeQuoteResponseSchema,
  type TradeRecord,
  TradeStaleQuoteSchema,
} from '@solpad/core/schemas';
import { curveMarket, quoteBuy } from '@solpad/core/trade';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/support';
import { venueClient } from '../../test/trade-harness';
import { curveChecks, useVenueTestApp } from '../../test/venue-test-file';
import { schema } from '../db';
import { curveReserves, OPEN_QUOTES_PER_CALLER } from './service';

const SOL = 1_000_000_000n;
let admin: KeyPairSigner;
const t = useVenueTestApp(async () => {
  admin = await generateKeyPairSigner();
  return { env: { ADMIN_WALLETS: admin.address } };
});
const c = venueClient(t);
const { curveOf, expectVaultMatchesDb } = curveChecks(t, c);

const ATTACKER_IP = '203.0.113.66';
/** A request from the attacker's client address (its own rate-limit and open-quote buckets). */
const fromAttacker = (pathname: string, body: unknown) =>
  venueClient(t, { ip: ATTACKER_IP }).post(pathname, body);
const buy = (mint: string, lamports: bigint): Omit<TradeQuoteRequest, 'wallet' | 'slippageBps'> => ({
  mint,
  side: 'buy',
  amount: lamports.toString(),
  amountIs: 'sol',
});

const inFlight = async (mint: string) =>
  t.database.db
    .select()
    .from(schema.quotes)
    .where(and(eq(schema.quotes.mint, mint), eq(schema.quotes.status, 'submitted')));

describe('a wallet with 10 SOL tries every way it can to block buying', () => {
  it('and an honest 0.1 SOL buy at 5 % slippage still gets its quote and lands', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const attacker = await c.wallet(10);
    const honest = await c.wallet(1);
    const sink = await c.wallet(0);
    const quoteAs = async (w: KeyPairSigner, lamports: bigint, named = w.address) => {
      const reply = await fromAttacker('/api/trade/quote', {
        ...buy(mint, lamports),
        slippageBps: 5000,
        wallet: named,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return TradeQuoteResponseSchema.parse(reply.body);
    };

    // 1. Forty unsent quotes of 9 SOL each (30.8 % of a new curve each, under the old design): kept at most
    //    OPEN_QUOTES_PER_CALLER, and none moves the price.
    for (let i = 0; i < 40; i++) await quoteAs(attacker, 9n * SOL);
    const open = await t.database.db
      .select()
      .from(schema.quotes)
      .where(and(eq(schema.quotes.wallet, attacker.address), eq(schema.quotes.status, 'open')));
    expect(open).toHaveLength(OPEN_QUOTES_PER_CALLER);

    // 2. Quotes naming the honest wallet (no signature needed to ask for one): they reserve nothing either.
    for (let i = 0; i < 20; i++) await quoteAs(attacker, (9n * SOL) / 10n, honest.address);

    // 3. Signed but never submitted: useless on its own, the cluster refuses it without the venue's signature.
    const signedOnly = await quoteAs(attacker, 9n * SOL);
    await expect(c.signAndSend(signedOnly.transaction, [attacker])).rejects.toThrow(/signature/i);

    // 4. Tampered submissions: more tokens for the same SOL; another quote's transaction; a quote naming the
    //    honest wallet, signed by the attacker.
    const target = await quoteAs(attacker, 9n * SOL);
    const tx = getTransactionDecoder().decode(Buffer.from(target.transaction, 'base64'));
    const bytes = Buffer.from(tx.messageBytes);
    const amount = Buffer.alloc(8);
    amount.writeBigUInt64LE(BigInt(target.tokenAmount));
    bytes.writeBigUInt64LE(BigInt(target.tokenAmount) * 2n, bytes.indexOf(amount));
    const tampered = await partiallySignTransaction([attacker.keyPair], {
      ...tx,
      messageBytes: new Uint8Array(bytes) as never,
    });
    const refusedTamper = await fromAttacker('/api/trade/submit', {
      quoteId: target.quoteId,
      transaction: getBase64EncodedWireTransaction(tampered),
    });
    expect(refusedTamper).toMatchObject({ status: 400, body: { error: { code: 'TRADE__NOT_THE_QUOTE' } } });
    const swapped = await fromAttacker('/api/trade/submit', {
      quoteId: target.quoteId,
      transaction: await c.sign(signedOnly.transaction, [attacker]),
    });
    expect(swapped).toMatchObject({ status: 400, body: { error: { code: 'TRADE__NOT_THE_QUOTE' } } });
    const namingHonest = await quoteAs(attacker, SOL / 10n, honest.address);
    const unsigned = getTransactionDecoder().decode(Buffer.from(namingHonest.transaction, 'base64'));
    const forgedTx = {
      ...unsigned,
      signatures: {
        ...unsigned.signatures,
        [honest.address]: await signBytes(attacker.keyPair.privateKey, unsigned.messageBytes),
      },
    };
    const forged = await fromAttacker('/api/trade/submit', {
      quoteId: namingHonest.quoteId,
      transaction: getBase64EncodedWireTransaction(forgedTx as never),
    });
    expect(forged).toMatchObject({ status: 400, body: { error: { code: 'TRADE__SIGNATURE_INVALID' } } });

    // 5. Replaying a submitted trade: a real 0.5 SOL buy, submitted again and again, and its landed transaction
    //    (now carrying the venue's signature) sent to the chain again: one trade, once.
    const real = await quoteAs(attacker, SOL / 2n);
    const realWire = await c.sign(real.transaction, [attacker]);
    const first = await fromAttacker('/api/trade/submit', {
      quoteId: real.quoteId,
      transaction: realWire,
    });
    expect(first.status).toBe(200);
    const landedTrade = first.body.trade as TradeRecord;
    for (let i = 0; i < 3; i++) {
      const again = await fromAttacker('/api/trade/submit', {
        quoteId: real.quoteId,
        transaction: realWire,
      });
      expect(again.status).toBe(200);
      expect((again.body.trade as TradeRecord).signature).toBe(landedTrade.signature);
    }
    const landed = await c.rpc<{ transaction: [string, string] }>('getTransaction', [
      landedTrade.signature,
      { encoding: 'base64', maxSupportedTransactionVersion: 0 },
    ]);
    await expect(c.rpc('sendTransaction', [landed.transaction[0], { encoding: 'base64' }])).rejects.toThrow(
      /already/i,
    );
    expect(await c.tokenBalance(attacker.address, mint)).toBe(BigInt(real.tokenAmount));
    const replayed = await t.database.db
      .select()
      .from(schema.trades)
      .where(eq(schema.trades.signature, landedTrade.signature));
    expect(replayed).toHaveLength(1);

    // 6. A submission whose transfer cannot be paid: quote and sign 9 SOL, move the SOL away, then submit. The
    //    chain refuses it, its in-flight reservation is released at once, and it cannot be submitted again.
    const drained = await quoteAs(attacker, 9n * SOL);
    const drainedWire = await c.sign(drained.transaction, [attacker]);
    // Keep the rent-exempt minimum (a system account may not drop below it) and the fees: the trade's own
    // 9 SOL transfer is what cannot be paid.
    const away = (await c.balance(attacker.address)) - 1_000_000n;
    const { value: latest } = await c.rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
      'getLatestBlockhash',
      [],
    );
    const drain = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 'legacy' }),
        (m) => setTransactionMessageFeePayerSigner(attacker, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            {
              blockhash: blockhash(latest.blockhash),
              lastValidBlockHeight: BigInt(latest.lastValidBlockHeight),
            },
            m,
          ),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: attacker,
              destination: sink.address,
              amount: lamports(away),
            }),
            m,
          ),
      ),
    );
    await c.rpc('sendTransaction', [getBase64EncodedWireTransaction(drain), { encoding: 'base64' }]);
    expect(await c.balance(attacker.address)).toBeLessThan(SOL / 100n);
    const unpaid = await fromAttacker('/api/trade/submit', {
      quoteId: drained.quoteId,
      transaction: drainedWire,
    });
    expect(unpaid).toMatchObject({ status: 400, body: { error: { code: 'TX__INSUFFICIENT_SOL' } } });
    const [drainedRow] = await t.database.db
      .select()
      .from(schema.quotes)
      .where(eq(schema.quotes.id, drained.quoteId));
    expect(drainedRow?.status).toBe('failed');
    const retried = await fromAttacker('/api/trade/submit', {
      quoteId: drained.quoteId,
      transaction: drainedWire,
    });
    expect(retried).toMatchObject({ status: 409, body: { error: { code: 'TRADE__QUOTE_USED' } } });
    expect(await inFlight(mint)).toEqual([]);

    // The honest buy: its quote is the fresh curve price (nothing the attacker did is priced in), and the
    // attacker's quotes in between (some naming the honest wallet) neither push it out nor make it stale.
    const fair = quoteBuy(curveMarket(curveReserves(await curveOf(mint))), { solIn: SOL / 10n });
    if (!fair.ok) throw new Error('the curve cannot fill 0.1 SOL');
    const honestQuote: TradeQuoteResponse = await c.quote(honest, {
      ...buy(mint, SOL / 10n),
      slippageBps: 500,
    });
    expect(honestQuote.tokenAmount).toBe(fair.quote.tokenAmount.toString());
    expect(honestQuote.expected).toBe(honestQuote.tokenAmount);
    for (let i = 0; i < 10; i++) {
      // (The drained SOL sits in the attacker's second wallet, which quotes 9 SOL from the same address.)
      await quoteAs(sink, 9n * SOL);
      await quoteAs(attacker, (9n * SOL) / 10n, honest.address);
    }
    const done = await c.submit(honest, honestQuote);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const trade = done.body.trade as TradeRecord;
    expect(trade).toMatchObject({
      side: 'buy',
      trader: honest.address,
      tokenAmount: honestQuote.tokenAmount,
    });
    expect(await c.tokenBalance(honest.address, mint)).toBe(BigInt(honestQuote.tokenAmount));
    const [row] = await t.database.db
      .select()
      .from(schema.trades)
      .where(eq(schema.trades.signature, trade.signature));
    expect(row).toMatchObject({ trader: honest.address, tokenAmount: BigInt(honestQuote.tokenAmount) });
    await expectVaultMatchesDb(mint);
  }, 120_000);
});

describe('submission', () => {
  it('refuses a quote made stale by a trade that landed first, moving nothing; a fresh one lands', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const slow = await c.wallet(3);
    const fast = await c.wallet(3);
    const stale = await c.quote(slow, { ...buy(mint, SOL), slippageBps: 500 });
    await c.trade(fast, buy(mint, SOL));
    const solBefore = await c.balance(slow.address);

    const refused = await c.submit(slow, stale);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('TRADE__SLIPPAGE');
    const { stale: terms } = TradeStaleQuoteSchema.parse(refused.body);
    expect(terms).toMatchObject({ quoteId: stale.quoteId, mint, side: 'buy' });
    expect(terms.quoted).toEqual({ solLamports: stale.solLamports, tokenAmount: stale.tokenAmount });
    // The same tokens cost more now: the quote was better than fair, so the venue did not sign it.
    expect(BigInt(terms.current?.solLamports ?? 0)).toBeGreaterThan(BigInt(stale.solLamports));
    expect(await c.tokenBalance(slow.address, mint)).toBe(0n);
    expect(await c.balance(slow.address)).toBe(solBefore);
    await expectVaultMatchesDb(mint);

    const fresh = await c.quote(slow, { ...buy(mint, SOL), slippageBps: 500 });
    expect(BigInt(fresh.tokenAmount)).toBeLessThan(BigInt(stale.tokenAmount));
    const landed = await c.submit(slow, fresh);
    expect(landed.status).toBe(200);
    expect(await c.tokenBalance(slow.address, mint)).toBe(BigInt(fresh.tokenAmount));
    await expectVaultMatchesDb(mint);
  });

  it('a hidden token cannot be quoted or submitted', async () => {
    const { mint } = await c.launch(await c.wallet(2));
    const trader = await c.wallet(2);
    const before = await c.quote(trader, { ...buy(mint, SOL / 10n), slippageBps: 500 });
    const cookie = await signInAs(t.app, admin);
    const hide = await t.app.request(`/api/admin/tokens/${mint}/flag`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ hidden: true, reason: 'scam reported' }),
    });
    expect(hide.status).toBe(200);

    const quoted = await c.post('/api/trade/quote', {
      ...buy(mint, SOL / 10n),
      slippageBps: 500,
      wallet: trader.address,
    });
    expect(quoted).toMatchObject({ status: 409, body: { error: { code: 'TOKEN__HIDDEN' } } });
    const submitted = await c.submit(trader, before);
    expect(submitted).toMatchObject({ status: 409, body: { error: { code: 'TOKEN__HIDDEN' } } });
    expect(await c.tokenBalance(trader.address, mint)).toBe(0n);
    await expectVaultMatchesDb(mint);
  });
});
