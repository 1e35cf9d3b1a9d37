// The token-stats indexer against the real thing: tokens launched and traded through the API on a LiteSVM
// localnet, scanned in-process. The stored figures must equal what the token page's scan (core's engine over
// the app's JSON-RPC and market endpoints, as a browser runs it) reports, and follow trades.
import { createSolanaRpcFromTransport } from '@solana/kit';
import { createApiMarketSource, createBatchingTransport, scan, type TokenReport } from '@solpad/core/scanner';
import { type TokenDetail, TokenListResponseSchema, type TokenSummary } from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVenueTestApp, type VenueTestApp, venueClient } from '../../test/trade-harness';
import { schema } from '../db';
import type { AppEvent } from '../lib/events';
import { createLogger } from '../lib/logger';
import { createTokenStatsIndexer, type TokenStatsIndexer } from './token-stats';

let t: VenueTestApp;
let c: ReturnType<typeof venueClient>;
let indexer: TokenStatsIndexer;
const published: Extract<AppEvent, { type: 'stats' }>[] = [];
beforeAll(async () => {
  t = await startVenueTestApp();
  c = venueClient(t);
  indexer = createTokenStatsIndexer({
    db: t.database.db,
    chain: t.chain,
    events: t.events,
    logger: createLogger('silent'),
    solUsd: async () => 150,
    minIntervalMs: 0,
  });
  t.events.subscribe((e) => {
    if (e.type === 'stats') published.push(e);
  });
}, 60_000);
afterAll(async () => {
  await indexer.close();
  await t.close();
});

/** The scan a browser runs on the token page. */
async function browserScan(mint: string): Promise<TokenReport> {
  const rpc = createSolanaRpcFromTransport(
    createBatchingTransport((body) => t.chain.handleRpc(body, { clientId: 'token-stats-test' })),
  );
  const market = createApiMarketSource('http://localhost', ((input: string, init?: RequestInit) =>
    t.app.request(input, init)) as typeof fetch);
  return (await scan({ type: 'token', query: mint, chain: 'solana' }, { rpc, market })) as TokenReport;
}

const listed = async (sort = 'new'): Promise<TokenSummary[]> =>
  TokenListResponseSchema.parse(await c.get(`/api/tokens?limit=200&sort=${sort}`)).tokens;
const rowOf = async (mint: string) => (await listed()).find((x) => x.address === mint);

describe('token stats indexer', () => {
  it('counts holders and stores the scan score after a launch and after each trade, as the page scan sees them', async () => {
    const creator = await c.wallet(5);
    const { mint } = await c.launch(creator, { initialBuyLamports: '100000000' });
    await indexer.idle();
    // Before the launch event was handled nothing was listed; now the vault and the creator hold it.
    let row = await rowOf(mint);
    const first = await browserScan(mint);
    expect(row?.holders).toBe(2);
    expect(row?.holders).toBe(first.holders.count);
    expect(row?.risk).toMatchObject({ score: first.score, level: first.riskLevel });

    const buyers = await Promise.all([c.wallet(3), c.wallet(3)]);
    for (const b of buyers) await c.trade(b, { mint, side: 'buy', amount: '200000000', amountIs: 'sol' });
    await indexer.idle();
    row = await rowOf(mint);
    expect(row?.holders).toBe(4);
    const after = await browserScan(mint);
    expect(row?.risk).toMatchObject({ score: after.score, level: after.riskLevel });

    // Selling everything leaves an empty account: no longer a holder.
    const [seller] = buyers;
    if (!seller) throw new Error('no buyer');
    const all = await c.tokenBalance(seller.address, mint);
    await c.trade(seller, { mint, side: 'sell', amount: all.toString(), amountIs: 'token' });
    await indexer.idle();
    expect((await rowOf(mint))?.holders).toBe(3);
    // The page's live count agrees.
    expect((await c.get<TokenDetail>(`/api/tokens/${mint}`)).holders).toBe(3);
    // Each change was announced to the token's subscribers.
    const last = published.filter((e) => e.token === mint).at(-1);
    expect(last?.holders).toBe(3);
  }, 120_000);

  it('sorts the list by holders and by risk score, unscanned tokens last', async () => {
    const creator = await c.wallet(5);
    const { mint: many } = await c.launch(creator, { name: 'Many Holders', symbol: 'MANY' });
    const { mint: unscanned } = await c.launch(creator, { name: 'Not Scanned', symbol: 'NOSC' });
    await indexer.idle();
    // Forget one token's stats: it must sort after every scanned one.
    await t.database.db.delete(schema.tokenStats).where(eq(schema.tokenStats.mint, unscanned));
    for (let i = 0; i < 3; i++) {
      const b = await c.wallet(2);
      await c.trade(b, { mint: many, side: 'buy', amount: '50000000', amountIs: 'sol' });
    }
    await indexer.idle();
    const byHolders = await listed('holders');
    const counts = byHolders.map((x) => x.holders);
    const scanned = counts.filter((n): n is number => n !== null);
    expect(scanned).toEqual([...scanned].sort((a, b) => b - a));
    expect(byHolders.at(-1)?.address).toBe(unscanned);
    expect(byHolders.find((x) => x.address === many)?.holders).toBe(4);
    const byRisk = await listed('risk');
    const scores = byRisk.flatMap((x) => (x.risk ? [x.risk.score] : []));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(byRisk.at(-1)?.risk).toBeNull();
  }, 120_000);

  it('the job rescans tokens that were never scanned', async () => {
    const [before] = await t.database.db.select().from(schema.tokens).limit(1);
    if (!before) throw new Error('no token');
    await t.database.db.delete(schema.tokenStats);
    const summary = await indexer.refreshStale(100);
    const tokens = await t.database.db.select().from(schema.tokens);
    expect(summary).toBe(`rescanned ${tokens.length} of ${tokens.length} tokens`);
    expect((await listed()).every((x) => x.holders !== null && x.risk !== null)).toBe(true);
  }, 120_000);
});

describe('price change references', () => {
  it('measures 5 m, 1 h and 24 h change from the spot after the last trade before each moment, else the launch price', async () => {
    const creator = await c.wallet(5);
    const { mint } = await c.launch(creator, { name: 'Changes', symbol: 'CHG' });
    const launchPrice = (await rowOf(mint))?.priceSol ?? 0;
    // A fresh token: every reference is its launch price, so a buy shows as a rise on all three.
    const buyer = await c.wallet(5);
    await c.trade(buyer, { mint, side: 'buy', amount: '500000000', amountIs: 'sol' });
    let row = await rowOf(mint);
    expect(row?.priceRefSol).toEqual({ m5: launchPrice, h1: launchPrice, h24: launchPrice });
    expect(row?.priceSol).toBeGreaterThan(launchPrice);
    const afterBuy = row?.priceSol ?? 0;

    // Move that buy 30 minutes into the past: it is now before the 5-minute mark but inside the hour.
    await t.database.db
      .update(schema.trades)
      .set({ createdAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(schema.trades.mint, mint));
    await c.trade(buyer, { mint, side: 'buy', amount: '300000000', amountIs: 'sol' });
    row = await rowOf(mint);
    expect(row?.priceRefSol.m5).toBeCloseTo(afterBuy, 15);
    expect(row?.priceRefSol.h1).toBe(launchPrice);
    expect(row?.priceRefSol.h24).toBe(launchPrice);
    expect(row?.priceSol).toBeGreaterThan(afterBuy);
  }, 120_000);
});
