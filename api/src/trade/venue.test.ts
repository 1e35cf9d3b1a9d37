// The venue end to end on a real LiteSVM localnet: launch, buy, sell, tampering, staleness, expiry, duplicates.
import {
  address,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';
import { getMintDecoder } from '@solana-program/token-2022';
import { LAUNCH_FEES_LAMPORTS } from '@solpad/core';
import { TokenDetailSchema, TradeQuoteResponseSchema, TradeStaleQuoteSchema } from '@solpad/core/schemas';
import {
  curveCompletionLamports,
  curveReserveTokens,
  PUMP_FUN_CURVE,
  TOKEN_TOTAL_SUPPLY,
} from '@solpad/core/trade';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVenueTestApp, type VenueTestApp, venueClient } from '../../test/trade-harness';
import { schema } from '../db';
import { createPlatformKeys } from '../keys';
import type { AppEvent } from '../lib/events';

let t: VenueTestApp;
let c: ReturnType<typeof venueClient>;
const keys = createPlatformKeys('venue-test-secret-0123456789abcdef0123456789');
const SOL = 1_000_000_000n;

beforeAll(async () => {
  t = await startVenueTestApp();
  c = venueClient(t);
});
afterAll(() => t.close());

const detail = async (mint: string) => TokenDetailSchema.parse(await c.get(`/api/tokens/${mint}`));

/** Rent of a zero-data system account (the vault's and the pool's floor). */
const rent0 = async () => BigInt(await c.rpc<number>('getMinimumBalanceForRentExemption', [0]));

describe('launch', () => {
  it('creates a Token-2022 mint with on-chain metadata, the supply in the vault and no authorities', async () => {
    const creator = await c.wallet(5);
    const treasury = (await keys.treasury()).address;
    const treasuryBefore = await c.balance(treasury);
    const { mint, signature } = await c.launch(creator, {
      name: 'Moon Cat',
      symbol: 'MCAT',
      links: { website: 'https://mooncat.example', x: 'https://x.com/mooncat' },
    });
    const account = await c.rpc<{ value: { data: [string, string]; owner: string } }>('getAccountInfo', [
      mint,
      { encoding: 'base64' },
    ]);
    expect(account.value.owner).toBe('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
    const decoded = getMintDecoder().decode(Buffer.from(account.value.data[0], 'base64'));
    expect(decoded.decimals).toBe(6);
    expect(decoded.supply).toBe(TOKEN_TOTAL_SUPPLY);
    expect(decoded.mintAuthority).toEqual({ __option: 'None' });
    expect(decoded.freezeAuthority).toEqual({ __option: 'None' });
    const extensions = decoded.extensions.__option === 'Some' ? decoded.extensions.value : [];
    const metadata = extensions.find((e) => e.__kind === 'TokenMetadata');
    const pointer = extensions.find((e) => e.__kind === 'MetadataPointer');
    expect(pointer).toMatchObject({ metadataAddress: { __option: 'Some', value: mint } });
    expect(metadata).toMatchObject({
      name: 'Moon Cat',
      symbol: 'MCAT',
      uri: `http://localhost/api/tokens/${mint}/metadata.json`,
      updateAuthority: { __option: 'None' },
    });
    // The whole supply sits in the vault; the fee reached the treasury.
    const vault = (await keys.vault(address(mint))).address;
    expect(await c.tokenBalance(vault, mint)).toBe(TOKEN_TOTAL_SUPPLY);
    expect(await c.balance(vault)).toBe(await rent0());
    expect((await c.balance(treasury)) - treasuryBefore).toBe(LAUNCH_FEES_LAMPORTS.PumpFun);
    // Indexed, with the off-chain JSON the uri points to.
    const token = await detail(mint);
    expect(token).toMatchObject({
      name: 'Moon Cat',
      symbol: 'MCAT',
      status: 'active',
      venue: 'curve',
      vault,
    });
    expect(token.launchSignature).toBe(signature);
    expect(token.curve.realTokenReserves).toBe(PUMP_FUN_CURVE.initialRealTokenReserves.toString());
    const json = await c.get<Record<string, unknown>>(`/api/tokens/${mint}/metadata.json`);
    expect(json).toMatchObject({ name: 'Moon Cat', symbol: 'MCAT', external_url: 'https://mooncat.example' });
    // Confirming again changes nothing.
    const again = await c.post('/api/launch/confirm', { signature });
    expect(again.status).toBe(200);
    expect(
      (await t.database.db.select().from(schema.tokens).where(eq(schema.tokens.address, mint))).length,
    ).toBe(1);
  });

  it('carries an initial buy that the vault co-signs, recorded as the first trade', async () => {
    const creator = await c.wallet(5);
    const { mint, prepared } = await c.launch(creator, {
      platform: 'Raydium',
      initialBuyLamports: '1010000000',
    });
    const initial = prepared.initialBuy as { tokenAmount: string; solLamports: string };
    expect(initial.tokenAmount).toBe('34612903225806');
    expect(await c.tokenBalance(creator.address, mint)).toBe(34_612_903_225_806n);
    const vault = (await keys.vault(address(mint))).address;
    expect((await c.balance(vault)) - (await rent0())).toBe(SOL);
    const token = await detail(mint);
    expect(token.platform).toBe('Raydium');
    expect(token.curve.realSolReserves).toBe(SOL.toString());
    const trades = await c.get<{ trades: { side: string; tokenAmount: string }[] }>(
      `/api/tokens/${mint}/trades`,
    );
    expect(trades.trades).toEqual([expect.objectContaining({ side: 'buy', tokenAmount: '34612903225806' })]);
  });
});

describe('trading', () => {
  let mint: string;
  let vault: string;
  beforeAll(async () => {
    const creator = await c.wallet(2);
    mint = (await c.launch(creator)).mint;
    vault = (await keys.vault(address(mint))).address;
  });

  /** The vault on chain holds exactly the reserves the database records. */
  async function expectVaultMatchesDb() {
    const [curve] = await t.database.db.select().from(schema.curves).where(eq(schema.curves.mint, mint));
    expect(curve).toBeDefined();
    expect((await c.balance(vault)) - (await rent0())).toBe(curve?.realSolReserves);
    expect(await c.tokenBalance(vault, mint)).toBe((curve?.realTokenReserves ?? 0n) + curveReserveTokens());
  }

  it('buys and sells: balances on chain move by the quoted amounts, fees reach the treasury', async () => {
    const trader = await c.wallet(5);
    const treasury = (await keys.treasury()).address;
    const published: AppEvent[] = [];
    const stop = t.events.subscribe((e) => published.push(e));
    const treasuryBefore = await c.balance(treasury);
    const before = await c.balance(trader.address);
    const buy = await c.trade(trader, { mint, side: 'buy', amount: (SOL / 2n).toString(), amountIs: 'sol' });
    TradeQuoteResponseSchema.parse(buy.quote);
    const tokens = BigInt(buy.quote.tokenAmount);
    expect(tokens).toBeGreaterThan(0n);
    expect(buy.quote.expected).toBe(buy.quote.tokenAmount);
    expect(BigInt(buy.quote.minimum)).toBeLessThanOrEqual(tokens);
    expect(await c.tokenBalance(trader.address, mint)).toBe(tokens);
    const ataRent = BigInt(await c.rpc<number>('getMinimumBalanceForRentExemption', [170]));
    expect(before - (await c.balance(trader.address))).toBe(
      BigInt(buy.quote.solLamports) + 10_000n + ataRent,
    );
    await expectVaultMatchesDb();

    const sell = await c.trade(trader, { mint, side: 'sell', amount: tokens.toString(), amountIs: 'token' });
    expect(await c.tokenBalance(trader.address, mint)).toBe(0n);
    const received = BigInt(sell.quote.solLamports);
    expect(received).toBeLessThan(BigInt(buy.quote.solLamports)); // no round trip profits
    expect((await c.balance(treasury)) - treasuryBefore).toBe(
      BigInt(buy.quote.feeLamports) + BigInt(sell.quote.feeLamports),
    );
    await expectVaultMatchesDb();
    stop();
    expect(
      published.filter((e) => e.type === 'trade').map((e) => (e as { signature: string }).signature),
    ).toEqual([buy.signature, sell.signature]);
    expect(published.some((e) => e.type === 'price' && e.token === mint)).toBe(true);
    const trades = await c.get<{ trades: { signature: string }[] }>(`/api/tokens/${mint}/trades`);
    expect(trades.trades.map((x) => x.signature)).toEqual([sell.signature, buy.signature]);
    const candles = await c.get<{ candles: { trades: number; open: number; close: number }[] }>(
      `/api/tokens/${mint}/candles?interval=1m`,
    );
    expect(candles.candles.reduce((n, k) => n + k.trades, 0)).toBe(2);
  });

  it('a quote cannot land without the venue, and the venue co-signs no altered transaction', async () => {
    const trader = await c.wallet(3);
    const q = await c.quote(trader, { mint, side: 'buy', amount: SOL.toString(), amountIs: 'sol' });
    // The venue's signature slot is empty: signed by the wallet alone, the cluster refuses it.
    await expect(c.signAndSend(q.transaction, [trader])).rejects.toThrow(/signature/i);
    const tx = getTransactionDecoder().decode(Buffer.from(q.transaction, 'base64'));
    // Ask for 10x the tokens: find the transferChecked amount (u64 LE) in the message and rewrite it.
    const bytes = Buffer.from(tx.messageBytes);
    const amount = Buffer.alloc(8);
    amount.writeBigUInt64LE(BigInt(q.tokenAmount));
    const at = bytes.indexOf(amount);
    expect(at).toBeGreaterThan(0);
    bytes.writeBigUInt64LE(BigInt(q.tokenAmount) * 10n, at);
    const altered = await partiallySignTransaction([trader.keyPair], {
      ...tx,
      messageBytes: new Uint8Array(bytes) as never,
    });
    const reply = await c.post('/api/trade/submit', {
      quoteId: q.quoteId,
      transaction: getBase64EncodedWireTransaction(altered),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.code).toBe('TRADE__NOT_THE_QUOTE');
    expect(await c.tokenBalance(trader.address, mint)).toBe(0n);
    await expectVaultMatchesDb();
  });

  it('records a trade once, however often its transaction is submitted', async () => {
    const trader = await c.wallet(2);
    const q = await c.quote(trader, { mint, side: 'buy', amount: '100000000', amountIs: 'sol' });
    const transaction = await c.sign(q.transaction, [trader]);
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map(() => c.post('/api/trade/submit', { quoteId: q.quoteId, transaction })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const signatures = new Set(replies.map((r) => (r.body.trade as { signature: string }).signature));
    expect(signatures.size).toBe(1);
    const [signature] = [...signatures];
    const again = await c.post('/api/trade/submit', { quoteId: q.quoteId, transaction });
    expect(again.status).toBe(200);
    expect(await c.post('/api/trade/settle', { signature })).toMatchObject({ status: 200 });
    const rows = await t.database.db
      .select()
      .from(schema.trades)
      .where(eq(schema.trades.signature, signature as string));
    expect(rows).toHaveLength(1);
    expect(await c.tokenBalance(trader.address, mint)).toBe(BigInt(q.tokenAmount));
    await expectVaultMatchesDb();
  });

  it('refuses to settle a transaction that is not a quoted trade', async () => {
    const someone = await c.wallet(1);
    const transfer = await c.post('/api/solana/transfer', {
      senderPublicKey: someone.address,
      recipientPublicKey: (await c.wallet(0)).address,
      amount: '0.01',
    });
    const signature = await c.signAndSend(transfer.body.transaction as string, [someone]);
    const reply = await c.post('/api/trade/settle', { signature });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.code).toBe('TRADE__NOT_A_QUOTE');
    await expect(c.post('/api/trade/settle', { signature: '1'.repeat(64) })).resolves.toMatchObject({
      status: 404,
    });
  });
});

describe('quotes and submissions', () => {
  it('an unsent quote reserves nothing; the venue refuses it once stale or expired', async () => {
    const creator = await c.wallet(2);
    const { mint } = await c.launch(creator);
    const whale = await c.wallet(100);
    const other = await c.wallet(10);
    // A quote for nearly everything for sale, never submitted: the other wallet still buys at the fresh price.
    const left = PUMP_FUN_CURVE.initialRealTokenReserves;
    const big = await c.quote(whale, {
      mint,
      side: 'buy',
      amount: (left - 1_000_000n).toString(),
      amountIs: 'token',
    });
    const bought = await c.trade(other, { mint, side: 'buy', amount: '5000000', amountIs: 'token' });
    expect(bought.trade.tokenAmount).toBe('5000000');
    expect(bought.attempts).toBe(1);
    // The big quote now asks for more than is left: the venue refuses to co-sign it, and says what it can do.
    const stale = await c.submit(whale, big);
    expect(stale.status).toBe(409);
    expect(TradeStaleQuoteSchema.parse(stale.body).stale).toMatchObject({
      quoteId: big.quoteId,
      current: null,
    });
    // A fresh quote, submitted after its blockhash expired: refused, nothing moves.
    const late = await c.quote(whale, { mint, side: 'buy', amount: SOL.toString(), amountIs: 'sol' });
    t.advance(70_000); // 175 slots: past the blockhash's 150
    const expired = await c.submit(whale, late);
    expect(expired.status).toBe(409);
    expect(expired.body.error?.code).toBe('TRADE__QUOTE_EXPIRED');
    expect(await c.tokenBalance(whale.address, mint)).toBe(0n);
    const [row] = await t.database.db.select().from(schema.quotes).where(eq(schema.quotes.id, late.quoteId));
    expect(row?.status).toBe('open');
  });

  it('keeps the vault equal to the database through 100 concurrent trades, refusing only stale ones', async () => {
    const creator = await c.wallet(2);
    const { mint } = await c.launch(creator);
    const vault = (await keys.vault(address(mint))).address;
    const traders = await Promise.all(Array.from({ length: 20 }, () => c.wallet(3)));
    /** Every trade is quoted, signed and submitted once: it lands, or is refused because another came first. */
    const settle = async (runs: Promise<unknown>[]) => {
      const results = await Promise.allSettled(runs);
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(refused.filter((reason) => !reason.includes('TRADE__SLIPPAGE'))).toEqual([]);
      return results.length - refused.length;
    };
    // Round 1: 100 concurrent buys (5 per trader); round 2: each trader sells part of what it got, concurrently
    // with more buys.
    const buys = await settle(
      Array.from({ length: 100 }, (_, i) =>
        c.trade(
          traders[i % 20]!,
          {
            mint,
            side: 'buy',
            amount: (50_000_000n + BigInt(i) * 1_000_000n).toString(),
            amountIs: 'sol',
            slippageBps: 5000,
          },
          1,
        ),
      ),
    );
    expect(buys).toBeGreaterThan(0);
    const holders: KeyPairSigner[] = [];
    for (const w of traders) if ((await c.tokenBalance(w.address, mint)) > 0n) holders.push(w);
    const mixed = await settle(
      traders.flatMap((w, i) => [
        ...(holders.includes(w)
          ? [
              (async () => {
                const held = await c.tokenBalance(w.address, mint);
                return c.trade(
                  w,
                  {
                    mint,
                    side: 'sell',
                    amount: (held / 3n).toString(),
                    amountIs: 'token',
                    slippageBps: 5000,
                  },
                  1,
                );
              })(),
            ]
          : []),
        c.trade(
          w,
          {
            mint,
            side: 'buy',
            amount: (10_000_000n * BigInt(i + 1)).toString(),
            amountIs: 'sol',
            slippageBps: 5000,
          },
          1,
        ),
      ]),
    );
    const [curve] = await t.database.db.select().from(schema.curves).where(eq(schema.curves.mint, mint));
    expect((await c.balance(vault)) - (await rent0())).toBe(curve?.realSolReserves);
    expect(await c.tokenBalance(vault, mint)).toBe((curve?.realTokenReserves ?? 0n) + curveReserveTokens());
    const trades = await t.database.db.select().from(schema.trades).where(eq(schema.trades.mint, mint));
    expect(trades).toHaveLength(buys + mixed);
    // Nothing is left reserved once every submission has answered.
    const inFlight = await t.database.db
      .select()
      .from(schema.quotes)
      .where(and(eq(schema.quotes.mint, mint), eq(schema.quotes.status, 'submitted')));
    expect(inFlight).toEqual([]);
    // k never fell below the launch's.
    const k0 = PUMP_FUN_CURVE.initialVirtualSolReserves * PUMP_FUN_CURVE.initialVirtualTokenReserves;
    expect((curve?.virtualSolReserves ?? 0n) * (curve?.virtualTokenReserves ?? 0n)).toBeGreaterThanOrEqual(
      k0,
    );
  }, 120_000);
});

describe('graduation', () => {
  it('moves the reserves into the pool when the curve completes; trading goes on against the pool', async () => {
    const creator = await c.wallet(2);
    const { mint } = await c.launch(creator);
    const whale = await c.wallet(95);
    const published: AppEvent[] = [];
    const stop = t.events.subscribe((e) => published.push(e));
    await c.trade(whale, { mint, side: 'buy', amount: (60n * SOL).toString(), amountIs: 'sol' });
    // A buy of the curve quoted before it completes and submitted after: graduation deleted the curve's unsent
    // quotes, also where the quote is still kept by the process that issued it (issued-quotes.ts).
    const late = await c.wallet(2);
    const curveQuote = await c.quote(late, {
      mint,
      side: 'buy',
      amount: (SOL / 10n).toString(),
      amountIs: 'sol',
    });
    // The rest: a SOL amount larger than needed buys exactly what is left and completes the curve.
    const last = await c.trade(whale, { mint, side: 'buy', amount: (30n * SOL).toString(), amountIs: 'sol' });
    const token = await detail(mint);
    expect(token.status).toBe('graduated');
    expect(token.venue).toBe('pool');
    expect(token.curveProgressBps).toBe(10_000);
    expect(token.migrationTx).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    const pool = (await keys.pool(address(mint))).address;
    expect(token.poolAddress).toBe(pool);
    expect(await c.submit(late, curveQuote)).toMatchObject({
      status: 404,
      body: { error: { code: 'TRADE__QUOTE_NOT_FOUND' } },
    });
    expect(await c.tokenBalance(late.address, mint)).toBe(0n);
    // Subscribers hear it once: the migration update (spec §4) names the pool and the migration transaction.
    stop();
    expect(published.filter((e) => e.type === 'migration')).toEqual([
      {
        type: 'migration',
        token: mint,
        poolAddress: pool,
        migrationTx: token.migrationTx,
        at: expect.any(Number),
      },
    ]);
    expect(await c.tokenBalance(whale.address, mint)).toBe(PUMP_FUN_CURVE.initialRealTokenReserves);
    expect(BigInt(last.quote.tokenAmount)).toBeGreaterThan(0n);
    // Pool reserves on chain equal the recorded ones: ≈ 85 SOL and the 206.9 M seed.
    expect(token.pool?.solReserves).toBe(curveCompletionLamports().toString());
    expect(token.pool?.tokenReserves).toBe(curveReserveTokens().toString());
    expect((await c.balance(pool)) - (await rent0())).toBe(BigInt(token.pool?.solReserves ?? 0));
    expect(await c.tokenBalance(pool, mint)).toBe(BigInt(token.pool?.tokenReserves ?? 0));
    const vault = (await keys.vault(address(mint))).address;
    expect(await c.balance(vault)).toBe(await rent0());
    expect(await c.tokenBalance(vault, mint)).toBe(0n);
    // The next trade goes against the pool (0.25 % fee kept in the pool).
    const sell = await c.trade(whale, {
      mint,
      side: 'sell',
      amount: (10_000_000n * 1_000_000n).toString(),
      amountIs: 'token',
    });
    expect(sell.quote.venue).toBe('pool');
    const after = await detail(mint);
    expect((await c.balance(pool)) - (await rent0())).toBe(BigInt(after.pool?.solReserves ?? 0));
    expect(await c.tokenBalance(pool, mint)).toBe(BigInt(after.pool?.tokenReserves ?? 0));
    const list = await c.get<{ tokens: { address: string }[] }>('/api/tokens?category=graduated');
    expect(list.tokens.map((x) => x.address)).toContain(mint);
  }, 60_000);
});
