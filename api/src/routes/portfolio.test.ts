// GET /api/portfolio/{address}: a wallet's tokens, average-cost ledgers and trades, from real launches and trades
// on the test localnet.
import { generateKeyPairSigner } from '@solana/kit';
import { ApiErrorSchema, PortfolioResponseSchema } from '@solpad/core/schemas';
import { averageCostLedger, initialCurveReserves, PUMP_FUN_CURVE, spotPriceSol } from '@solpad/core/trade';
import { describe, expect, it } from 'vitest';
import { venueClient } from '../../test/trade-harness';
import { useVenueTestApp } from '../../test/venue-test-file';

const t = useVenueTestApp();
const c = venueClient(t);

async function portfolio(path: string) {
  const res = await t.app.request(`/api/portfolio/${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('GET /api/portfolio/{address}', () => {
  it('prices what the wallet traded and launched, with its average-cost ledger and trades newest first', async () => {
    const creator = await c.wallet(5);
    const trader = await c.wallet(5);
    const { mint } = await c.launch(creator, { initialBuyLamports: '500000000', symbol: 'PF1' });
    const b1 = await c.trade(trader, { mint, side: 'buy', amount: '1000000000', amountIs: 'sol' });
    const b2 = await c.trade(trader, { mint, side: 'buy', amount: '300000000', amountIs: 'sol' });
    const half = BigInt(b1.quote.tokenAmount) / 2n;
    const s1 = await c.trade(trader, { mint, side: 'sell', amount: half.toString(), amountIs: 'token' });

    const { status, body } = await portfolio(trader.address);
    expect(status).toBe(200);
    const p = PortfolioResponseSchema.parse(body);
    expect(p.wallet).toBe(trader.address);
    expect(p.solUsd).toBe(150);
    expect(p.launched).toEqual([]);
    expect(p.trades.map((x) => x.signature)).toEqual([s1.signature, b2.signature, b1.signature]);
    const [token] = p.tokens;
    expect(token?.address).toBe(mint);
    // The ledger is core's average-cost replay of exactly these trades (amounts as the venue settled them).
    const expected = averageCostLedger([
      { side: 'buy', solLamports: BigInt(b1.quote.solLamports), tokenAmount: BigInt(b1.quote.tokenAmount) },
      { side: 'buy', solLamports: BigInt(b2.quote.solLamports), tokenAmount: BigInt(b2.quote.tokenAmount) },
      { side: 'sell', solLamports: BigInt(s1.quote.solLamports), tokenAmount: half },
    ]);
    expect(token?.ledger).toEqual({
      tokens: expected.tokens.toString(),
      costLamports: expected.costLamports.toString(),
      realizedLamports: expected.realizedLamports.toString(),
      boughtLamports: expected.boughtLamports.toString(),
      soldLamports: expected.soldLamports.toString(),
      buys: 2,
      sells: 1,
    });
    // Held tokens on chain match what the trades explain.
    expect(await c.tokenBalance(trader.address, mint)).toBe(expected.tokens);
    // The sell realized proceeds minus half of the first buy's share of the average cost.
    expect(expected.realizedLamports).toBe(
      BigInt(s1.quote.solLamports) - (expected.boughtLamports - expected.costLamports),
    );
    // A token launched within 24 h: its change is against the launch price, and it went up.
    expect(token?.priceSol24hAgo).toBe(spotPriceSol(initialCurveReserves(PUMP_FUN_CURVE)));
    expect(token?.change24hBps ?? 0).toBeGreaterThan(0);
    expect(BigInt(token?.spot.sol ?? 0)).toBeGreaterThan(PUMP_FUN_CURVE.initialVirtualSolReserves);

    const mine = PortfolioResponseSchema.parse((await portfolio(creator.address)).body);
    expect(mine.launched).toEqual([mint]);
    expect(mine.tokens[0]?.ledger.buys).toBe(1); // the launch's initial buy is the creator's trade
    expect(mine.tokens[0]?.creator).toBe(creator.address);
  });

  it('pages the trades and prices extra mints it is asked about', async () => {
    const creator = await c.wallet(5);
    const { mint } = await c.launch(creator, { symbol: 'PF2' });
    const trader = await c.wallet(3);
    for (const amount of ['100000000', '110000000', '120000000'])
      await c.trade(trader, { mint, side: 'buy', amount, amountIs: 'sol' });
    const first = PortfolioResponseSchema.parse((await portfolio(`${trader.address}?limit=2`)).body);
    expect(first.trades).toHaveLength(2);
    expect(first.nextBefore).not.toBeNull();
    const rest = PortfolioResponseSchema.parse(
      (await portfolio(`${trader.address}?limit=2&before=${encodeURIComponent(first.nextBefore ?? '')}`))
        .body,
    );
    expect(rest.trades).toHaveLength(1);
    expect(rest.nextBefore).toBeNull();

    const stranger = await generateKeyPairSigner();
    const asked = PortfolioResponseSchema.parse((await portfolio(`${stranger.address}?mints=${mint}`)).body);
    expect(asked.tokens.map((x) => x.address)).toEqual([mint]);
    expect(asked.tokens[0]?.ledger).toMatchObject({ tokens: '0', costLamports: '0', buys: 0 });
    expect(asked.trades).toEqual([]);
  });

  it('refuses a malformed address or mint list with a 400 in the API error shape', async () => {
    for (const path of ['not-an-address', `${(await generateKeyPairSigner()).address}?mints=xyz`]) {
      const { status, body } = await portfolio(path);
      expect(status).toBe(400);
      expect(ApiErrorSchema.parse(body).error.code).toBe('INVALID_REQUEST');
    }
  });
});
