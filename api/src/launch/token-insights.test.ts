// GET /api/tokens/{mint}/holders and /traders: the token page's Holders and Top traders tabs, after real launches
// and trades through the trade API on the test localnet.
import { generateKeyPairSigner } from '@solana/kit';
import { ApiErrorSchema, TokenHoldersResponseSchema, TokenTradersResponseSchema } from '@solpad/core/schemas';
import { averageCostLedger, type PnlTrade } from '@solpad/core/trade';
import { describe, expect, it } from 'vitest';
import { venueClient } from '../../test/trade-harness';
import { useVenueTestApp } from '../../test/venue-test-file';

const t = useVenueTestApp();
const c = venueClient(t);

async function get(path: string) {
  const res = await t.app.request(path);
  return { status: res.status, body: (await res.json()) as unknown };
}
const pnlOf = (r: {
  trade: { side: 'buy' | 'sell'; solLamports: string; tokenAmount: string };
}): PnlTrade => ({
  side: r.trade.side,
  solLamports: BigInt(r.trade.solLamports),
  tokenAmount: BigInt(r.trade.tokenAmount),
});

describe('GET /api/tokens/{mint}/holders and /traders', () => {
  it('lists the largest holders with their share, the vault and the creator labelled, and the traders by PnL', async () => {
    const creator = await c.wallet(5);
    const early = await c.wallet(5);
    const late = await c.wallet(5);
    const { mint } = await c.launch(creator, { initialBuyLamports: '300000000', symbol: 'HLD' });
    const e1 = await c.trade(early, { mint, side: 'buy', amount: '1000000000', amountIs: 'sol' });
    const l1 = await c.trade(late, { mint, side: 'buy', amount: '2000000000', amountIs: 'sol' });
    // The early buyer sells everything after the late buy moved the price up: a profit.
    const e2 = await c.trade(early, { mint, side: 'sell', amount: e1.trade.tokenAmount, amountIs: 'token' });
    // The late buyer sells a third at a lower price than it paid: a loss.
    const third = BigInt(l1.trade.tokenAmount) / 3n;
    const l2 = await c.trade(late, { mint, side: 'sell', amount: third.toString(), amountIs: 'token' });

    const h = await get(`/api/tokens/${mint}/holders`);
    expect(h.status).toBe(200);
    const holders = TokenHoldersResponseSchema.parse(h.body);
    const supply = BigInt(holders.totalSupply);
    expect(supply).toBe(1_000_000_000_000_000n);
    // The early buyer sold out: holds nothing, so it is not a holder. The vault holds the curve's tokens.
    expect(holders.holders.map((x) => [x.owner, x.role])).toEqual([
      [expect.any(String), 'vault'],
      [late.address, 'wallet'],
      [creator.address, 'creator'],
    ]);
    expect(holders.holderCount).toBe(3);
    for (const x of holders.holders) {
      // Balances are the chain's, shares are of the supply in parts per million.
      expect(BigInt(x.amount)).toBe(await c.tokenBalance(x.owner, mint));
      expect(x.sharePpm).toBe(Number((BigInt(x.amount) * 1_000_000n) / supply));
    }
    expect(holders.holders.reduce((s, x) => s + BigInt(x.amount), 0n)).toBe(supply);
    expect(BigInt(holders.holders[1]?.amount ?? 0)).toBe(BigInt(l1.trade.tokenAmount) - third);

    const tr = await get(`/api/tokens/${mint}/traders`);
    expect(tr.status).toBe(200);
    const traders = TokenTradersResponseSchema.parse(tr.body);
    expect(traders.traderCount).toBe(3);
    const earlyLedger = averageCostLedger([pnlOf(e1), pnlOf(e2)]);
    const lateLedger = averageCostLedger([pnlOf(l1), pnlOf(l2)]);
    expect(earlyLedger.realizedLamports).toBeGreaterThan(0n);
    expect(lateLedger.realizedLamports).toBeLessThan(0n);
    // Best PnL first: the early seller's profit, the creator (no sells: 0), the late seller's loss.
    expect(traders.traders.map((x) => x.wallet)).toEqual([early.address, creator.address, late.address]);
    expect(traders.traders[0]).toEqual({
      wallet: early.address,
      isCreator: false,
      buys: 1,
      sells: 1,
      boughtLamports: e1.trade.solLamports,
      soldLamports: e2.trade.solLamports,
      netTokens: '0',
      realizedLamports: earlyLedger.realizedLamports.toString(),
    });
    expect(traders.traders[1]).toMatchObject({ isCreator: true, buys: 1, sells: 0, realizedLamports: '0' });
    expect(traders.traders[2]).toMatchObject({
      wallet: late.address,
      boughtLamports: l1.trade.solLamports,
      soldLamports: l2.trade.solLamports,
      netTokens: (BigInt(l1.trade.tokenAmount) - third).toString(),
      realizedLamports: lateLedger.realizedLamports.toString(),
    });

    const one = TokenTradersResponseSchema.parse((await get(`/api/tokens/${mint}/traders?limit=1`)).body);
    expect(one.traders.map((x) => x.wallet)).toEqual([early.address]);
    expect(one.traderCount).toBe(3);
  });

  it('answers a new trade at once (the cached answer is dropped by the trade event)', async () => {
    const creator = await c.wallet(3);
    const buyer = await c.wallet(3);
    const { mint } = await c.launch(creator, { symbol: 'HL2' });
    const before = TokenHoldersResponseSchema.parse((await get(`/api/tokens/${mint}/holders`)).body);
    expect(before.holders.map((x) => x.role)).toEqual(['vault']);
    const b = await c.trade(buyer, { mint, side: 'buy', amount: '500000000', amountIs: 'sol' });
    const after = TokenHoldersResponseSchema.parse((await get(`/api/tokens/${mint}/holders`)).body);
    expect(after.holders.map((x) => [x.owner, x.amount])).toContainEqual([
      buyer.address,
      b.trade.tokenAmount,
    ]);
    const traders = TokenTradersResponseSchema.parse((await get(`/api/tokens/${mint}/traders`)).body);
    expect(traders.traders.map((x) => x.wallet)).toEqual([buyer.address]);
  });

  it('refuses a bad mint or limit with 400 and an unknown token with 404', async () => {
    for (const tab of ['holders', 'traders']) {
      const bad = await get(`/api/tokens/not-a-mint/${tab}`);
      expect(bad.status).toBe(400);
      expect(ApiErrorSchema.parse(bad.body).error.code).toBeTruthy();
      const unknown = await get(`/api/tokens/${(await generateKeyPairSigner()).address}/${tab}`);
      expect(unknown.status).toBe(404);
      expect(ApiErrorSchema.parse(unknown.body).error.code).toBe('TOKEN__NOT_FOUND');
    }
    const { mint } = await c.launch(await c.wallet(2), { symbol: 'HL3' });
    for (const q of ['limit=101', 'limit=0', 'limit=x'])
      expect((await get(`/api/tokens/${mint}/holders?${q}`)).status).toBe(400);
    expect((await get(`/api/tokens/${mint}/traders?limit=100`)).status).toBe(200);
  });
});
