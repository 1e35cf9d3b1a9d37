import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SOL as SOL } from '../constants';
import {
  applyDelta,
  checkQuotedTrade,
  curveMarket,
  initialCurveReserves,
  type Market,
  maximumWithSlippage,
  minimumWithSlippage,
  poolMarket,
  quoteBuy,
  quoteSell,
  type Reserves,
  TOKEN_UNIT,
  type TradeQuote,
} from './market';
import { freshCurveMarket, quoteOf } from './quote-testing';
import {
  MAX_QUOTE_VERSIONS,
  pickVersion,
  QUOTE_VERSIONS,
  quoteVersions,
  type SlippageBound,
  versionSteps,
} from './versions';

/** `m` after `q` landed. */
const after = (m: Market, q: TradeQuote): Market => ({ ...m, reserves: applyDelta(m.reserves, q.delta) });

describe('versionSteps', () => {
  it('halves from the bound towards the fair amount: fine near it, coarse near the bound', () => {
    // 1 % of a fair amount of 640,000: the first step (100) is within 10 bps of it (640).
    expect(versionSteps(6400n, 640_000n)).toEqual([0n, 100n, 200n, 400n, 800n, 1600n, 3200n, 6400n]);
    expect(versionSteps(6400n, 640_000n)).toHaveLength(QUOTE_VERSIONS);
  });

  it('with a wide slippage, adds halvings until the first step is within 10 bps of the fair amount', () => {
    // 50 % of 1,000,000: eight versions would start at 7,812 (0.78 %); eleven start at 976.
    const steps = versionSteps(500_000n, 1_000_000n);
    expect(steps).toHaveLength(11);
    expect(steps[1]).toBe(976n);
    expect(steps.at(-1)).toBe(500_000n);
    // And never more than MAX_QUOTE_VERSIONS, however wide.
    expect(versionSteps(10n ** 15n, 1_000_000n)).toHaveLength(MAX_QUOTE_VERSIONS);
  });

  it('gives one version when there is no room, fewer when the span is tiny', () => {
    expect(versionSteps(0n, 100n)).toEqual([0n]);
    expect(versionSteps(-5n, 100n)).toEqual([0n]);
    expect(versionSteps(3n, 100_000n)).toEqual([0n, 1n, 3n]);
    expect(versionSteps(6400n, 640_000n, { min: 1 })).toEqual([0n]);
  });
});

describe('quoteVersions', () => {
  it('a buy of SOL: the same SOL in every version, tokens out stepping down to the minimum', () => {
    const m = freshCurveMarket();
    const fair = quoteOf(quoteBuy(m, { solIn: SOL }));
    const minOut = minimumWithSlippage(fair.tokenAmount, 500n);
    const versions = quoteVersions(m, fair, { minOut });
    expect(versions).toHaveLength(QUOTE_VERSIONS);
    expect(versions[0]).toBe(fair);
    expect(versions.at(-1)?.tokenAmount).toBe(minOut);
    for (const [i, v] of versions.entries()) {
      expect(v.solAmount).toBe(fair.solAmount);
      expect(v.feeLamports).toBe(fair.feeLamports);
      expect(v.delta).toEqual({ sol: fair.venueSol, token: -v.tokenAmount });
      if (i > 0) expect(v.tokenAmount).toBeLessThan(versions[i - 1]?.tokenAmount as bigint);
      // On the reserves it was priced on, every version is one the venue may co-sign.
      expect(checkQuotedTrade(m, v).holds).toBe(true);
    }
  });

  it('a sell of tokens: the same tokens in every version, SOL out stepping down to the minimum', () => {
    const bought = quoteOf(quoteBuy(freshCurveMarket(), { solIn: 5n * SOL }));
    const m = after(freshCurveMarket(), bought);
    const fair = quoteOf(quoteSell(m, { tokensIn: bought.tokenAmount / 2n }));
    const minOut = minimumWithSlippage(fair.solAmount, 300n);
    const versions = quoteVersions(m, fair, { minOut });
    expect(versions[0]).toBe(fair);
    for (const v of versions) {
      expect(v.tokenAmount).toBe(fair.tokenAmount);
      expect(v.solAmount).toBeGreaterThanOrEqual(minOut);
      expect(v.solAmount).toBeLessThanOrEqual(fair.solAmount);
      expect(checkQuotedTrade(m, v).holds).toBe(true);
    }
    // The last is the least gross that still pays the minimum after the fee.
    const last = versions.at(-1) as TradeQuote;
    expect(last.solAmount - minOut).toBeLessThanOrEqual(1n);
  });

  it('exact output: the same output, the input stepping up to the maximum (buy and sell)', () => {
    const m = freshCurveMarket();
    const buy = quoteOf(quoteBuy(m, { tokensOut: 10_000_000n * TOKEN_UNIT }));
    const maxIn = maximumWithSlippage(buy.solAmount, 200n);
    const buys = quoteVersions(m, buy, { maxIn });
    expect(buys).toHaveLength(QUOTE_VERSIONS);
    for (const v of buys) {
      expect(v.tokenAmount).toBe(buy.tokenAmount);
      expect(v.solAmount).toBeLessThanOrEqual(maxIn);
    }
    expect(maxIn - (buys.at(-1) as TradeQuote).solAmount).toBeLessThanOrEqual(1n);

    const held = after(m, quoteOf(quoteBuy(m, { solIn: 5n * SOL })));
    const sell = quoteOf(quoteSell(held, { solOut: SOL }));
    const maxTokens = maximumWithSlippage(sell.tokenAmount, 200n);
    const sells = quoteVersions(held, sell, { maxIn: maxTokens });
    for (const v of sells) {
      expect(v.solAmount).toBe(sell.solAmount);
      expect(v.tokenAmount).toBeLessThanOrEqual(maxTokens);
    }
    expect(sells.at(-1)?.tokenAmount).toBe(maxTokens);
  });
});

describe('pickVersion', () => {
  it('after another buy lands first, picks the best version that is no better than the new fair price', () => {
    const m = freshCurveMarket();
    const fair = quoteOf(quoteBuy(m, { solIn: SOL }));
    const versions = quoteVersions(m, fair, { minOut: minimumWithSlippage(fair.tokenAmount, 500n) });
    const moved = after(m, quoteOf(quoteBuy(m, { solIn: SOL / 5n })));
    const fairNow = quoteOf(quoteBuy(moved, { solIn: SOL }));
    const pick = pickVersion(moved, versions);
    if (!pick.chosen) throw new Error('no version fits a 0.2 SOL move at 5 %');
    expect(pick.index).toBeGreaterThan(0);
    // Never more than fair now, and the version just above it would have been.
    expect(pick.chosen.tokenAmount).toBeLessThanOrEqual(fairNow.tokenAmount);
    expect(versions[pick.index - 1]?.tokenAmount).toBeGreaterThan(fairNow.tokenAmount);
  });

  it('picks none when the price moved beyond the slippage, and says what the first version costs now', () => {
    const m = freshCurveMarket();
    const fair = quoteOf(quoteBuy(m, { solIn: SOL }));
    const versions = quoteVersions(m, fair, { minOut: minimumWithSlippage(fair.tokenAmount, 500n) });
    const moved = after(m, quoteOf(quoteBuy(m, { solIn: SOL })));
    const pick = pickVersion(moved, versions);
    expect(pick.chosen).toBeNull();
    if (pick.chosen) return;
    expect(pick.current?.tokenAmount).toBe(fair.tokenAmount);
    expect(pick.current?.solAmount).toBeGreaterThan(fair.solAmount);
  });
});

// Random venues, trades and moves: the version the venue picks is safe for it (checkQuotedTrade holds), never more
// than fair for the user, never past the user's bound, and the best one that is.
describe('versions (fast-check)', () => {
  const venueArb = fc.constantFrom('curve' as const, 'pool' as const);
  const marketOf = (venue: 'curve' | 'pool', r: Reserves): Market =>
    venue === 'curve' ? curveMarket(r) : poolMarket(r.sol, r.token);
  const startOf = (venue: 'curve' | 'pool'): Reserves =>
    venue === 'curve'
      ? applyDelta(initialCurveReserves(), { sol: 10n * SOL, token: -250_000_000n * TOKEN_UNIT })
      : {
          sol: 85n * SOL,
          token: 206_900_000n * TOKEN_UNIT,
          realSol: 85n * SOL,
          realToken: 206_900_000n * TOKEN_UNIT,
        };
  const askArb = fc.record({
    side: fc.constantFrom('buy' as const, 'sell' as const),
    by: fc.constantFrom('sol' as const, 'token' as const),
    amount: fc.oneof(
      fc.bigInt({ min: 1n, max: 5n * SOL }),
      fc.bigInt({ min: 1n, max: 50_000_000n * TOKEN_UNIT }),
    ),
  });
  type Ask = { side: 'buy' | 'sell'; by: 'sol' | 'token'; amount: bigint };
  const price = (m: Market, a: Ask) => {
    const r =
      a.side === 'buy'
        ? quoteBuy(m, a.by === 'sol' ? { solIn: a.amount } : { tokensOut: a.amount })
        : quoteSell(m, a.by === 'sol' ? { solOut: a.amount } : { tokensIn: a.amount });
    return r.ok ? r.quote : null;
  };
  const exactInput = (a: Ask) => (a.side === 'buy') === (a.by === 'sol');

  it('picks a safe version within the bound, never better than fair, the best that fits', () => {
    fc.assert(
      fc.property(
        venueArb,
        askArb,
        fc.array(askArb, { maxLength: 4 }),
        fc.integer({ min: 0, max: 5000 }),
        (venue, ask, between, slippageBps) => {
          const m = marketOf(venue, startOf(venue));
          const fair = price(m, ask);
          if (!fair) return;
          const exactIn = exactInput(ask);
          const out = ask.side === 'buy' ? fair.tokenAmount : fair.solAmount;
          const paid = ask.side === 'buy' ? fair.solAmount : fair.tokenAmount;
          const bound: SlippageBound = exactIn
            ? { minOut: minimumWithSlippage(out, BigInt(slippageBps)) }
            : { maxIn: maximumWithSlippage(paid, BigInt(slippageBps)) };
          const versions = quoteVersions(m, fair, bound);
          let now = m;
          for (const a of between) {
            const q = price(now, a);
            if (q) now = after(now, q);
          }
          const pick = pickVersion(now, versions);
          if (!pick.chosen) {
            for (const v of versions) expect(checkQuotedTrade(now, v).holds).toBe(false);
            return;
          }
          const v = pick.chosen;
          expect(checkQuotedTrade(now, v).holds).toBe(true);
          for (const above of versions.slice(0, pick.index))
            expect(checkQuotedTrade(now, above).holds).toBe(false);
          const landed = applyDelta(now.reserves, v.delta);
          expect(landed.realSol).toBeGreaterThanOrEqual(0n);
          expect(landed.realToken).toBeGreaterThanOrEqual(0n);
          expect(landed.sol * landed.token).toBeGreaterThanOrEqual(now.reserves.sol * now.reserves.token);
          if ('minOut' in bound) {
            const got = ask.side === 'buy' ? v.tokenAmount : v.solAmount;
            expect(got).toBeGreaterThanOrEqual(bound.minOut);
            // The same input priced now gives at least as much: never more than fair.
            const fairNow = price(now, ask);
            if (fairNow)
              expect(got).toBeLessThanOrEqual(ask.side === 'buy' ? fairNow.tokenAmount : fairNow.solAmount);
          } else {
            const cost = ask.side === 'buy' ? v.solAmount : v.tokenAmount;
            expect(cost).toBeLessThanOrEqual(bound.maxIn);
            const fairNow = price(now, ask);
            if (fairNow)
              expect(cost).toBeGreaterThanOrEqual(
                ask.side === 'buy' ? fairNow.solAmount : fairNow.tokenAmount,
              );
          }
        },
      ),
      { numRuns: 600 },
    );
  });
});
