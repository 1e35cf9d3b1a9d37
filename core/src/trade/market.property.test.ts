import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SOL as SOL } from '../constants';
import {
  applyDelta,
  checkQuotedTrade,
  curveMarket,
  initialCurveReserves,
  type Market,
  type OpenReservation,
  poolMarket,
  quoteBuy,
  quoteSell,
  type Reserves,
  reservesForQuote,
  TOKEN_UNIT,
  type TradeQuote,
} from './market';

/** One trade a user may ask for. */
type Ask =
  | { side: 'buy'; by: 'sol' | 'token'; amount: bigint }
  | { side: 'sell'; by: 'sol' | 'token'; amount: bigint };

const askArb: fc.Arbitrary<Ask> = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  by: fc.constantFrom('sol' as const, 'token' as const),
  // From dust to more than the whole curve, in lamports or base units.
  amount: fc.oneof(
    fc.bigInt({ min: 1n, max: 10_000n }),
    fc.bigInt({ min: 1n, max: 100n * SOL }),
    fc.bigInt({ min: 1n, max: 900_000_000n * TOKEN_UNIT }),
  ),
});

function price(m: Market, ask: Ask): TradeQuote | null {
  const r =
    ask.side === 'buy'
      ? quoteBuy(m, ask.by === 'sol' ? { solIn: ask.amount } : { tokensOut: ask.amount })
      : quoteSell(m, ask.by === 'sol' ? { solOut: ask.amount } : { tokensIn: ask.amount });
  return r.ok ? r.quote : null;
}

const venueArb = fc.constantFrom('curve' as const, 'pool' as const);
const marketOf = (venue: 'curve' | 'pool', r: Reserves): Market =>
  venue === 'curve' ? curveMarket(r) : poolMarket(r.sol, r.token);
const startOf = (venue: 'curve' | 'pool'): Reserves =>
  venue === 'curve'
    ? initialCurveReserves()
    : {
        sol: 85n * SOL,
        token: 206_900_000n * TOKEN_UNIT,
        realSol: 85n * SOL,
        realToken: 206_900_000n * TOKEN_UNIT,
      };

/** A trade priced earlier that is yet to land (or never will). */
type Pending = OpenReservation & { lands: boolean };

/**
 * `venue`'s settled reserves as trades land on them, one at a time: every landing keeps the real reserves
 * non-negative (the vault never pays out more than it holds), then runs `check` on the reserves it left.
 */
function settlement(venue: 'curve' | 'pool', check: (settled: Reserves, start: Reserves) => void = () => {}) {
  const start = startOf(venue);
  const ledger = {
    start,
    settled: start,
    settle(o: OpenReservation) {
      ledger.settled = applyDelta(ledger.settled, o.delta);
      expect(ledger.settled.realSol).toBeGreaterThanOrEqual(0n);
      expect(ledger.settled.realToken).toBeGreaterThanOrEqual(0n);
      check(ledger.settled, start);
    },
    /** Lands those of `trades` that land, newest first (the worst order for the pricing argument). */
    landAll(trades: Pending[]) {
      for (const o of [...trades].reverse()) if (o.lands) ledger.settle(o);
    },
  };
  return ledger;
}

describe('venue invariants (fast-check)', () => {
  it('no sequence of trades lets the vault pay out more than it holds, and k never decreases', () => {
    fc.assert(
      fc.property(venueArb, fc.array(askArb, { maxLength: 60 }), (venue, asks) => {
        let r = startOf(venue);
        // What the vault account really holds, tracked from the transfers alone.
        let vaultSol = r.realSol;
        let vaultTokens = r.realToken;
        for (const ask of asks) {
          const q = price(marketOf(venue, r), ask);
          if (!q) continue;
          const k = r.sol * r.token;
          if (q.side === 'buy') {
            vaultSol += q.venueSol;
            vaultTokens -= q.tokenAmount;
          } else {
            vaultSol -= q.venueSol;
            vaultTokens += q.tokenAmount;
          }
          r = applyDelta(r, q.delta);
          expect(vaultSol).toBeGreaterThanOrEqual(0n);
          expect(vaultTokens).toBeGreaterThanOrEqual(0n);
          expect(vaultSol).toBe(r.realSol);
          expect(vaultTokens).toBe(r.realToken);
          expect(r.sol * r.token).toBeGreaterThanOrEqual(k);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('buying then selling the same tokens never profits', () => {
    fc.assert(
      fc.property(
        venueArb,
        fc.array(askArb, { maxLength: 10 }),
        fc.bigInt({ min: 1n, max: 120n * SOL }),
        (venue, history, spend) => {
          let r = startOf(venue);
          for (const ask of history) {
            const q = price(marketOf(venue, r), ask);
            if (q) r = applyDelta(r, q.delta);
          }
          const buy = price(marketOf(venue, r), { side: 'buy', by: 'sol', amount: spend });
          if (!buy) return;
          const after = applyDelta(r, buy.delta);
          const sell = price(marketOf(venue, after), { side: 'sell', by: 'token', amount: buy.tokenAmount });
          if (!sell) return;
          expect(sell.solAmount).toBeLessThanOrEqual(buy.solAmount);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('trades priced against settled + in-flight are safe whichever subset lands, in whatever order', () => {
    // Quotes are created one after another against reservesForQuote(settled, open); meanwhile some settle and
    // some expire. Whatever lands, the real reserves stay non-negative and k does not fall below the start.
    const step = fc.record({
      ask: askArb,
      // What happens to the quote: it lands now, later (stays open), or never.
      fate: fc.constantFrom('now' as const, 'later' as const, 'never' as const),
      // Settle some of the quotes left open before this step's quote is priced.
      flush: fc.boolean(),
    });
    fc.assert(
      fc.property(venueArb, fc.array(step, { maxLength: 40 }), (venue, steps) => {
        const ledger = settlement(venue);
        let open: Pending[] = [];
        for (const s of steps) {
          if (s.flush) {
            // Land the open quotes that will land and drop the ones that expire.
            ledger.landAll(open);
            open = [];
          }
          const q = price(marketOf(venue, reservesForQuote(ledger.settled, open, s.ask.side)), s.ask);
          if (!q) continue;
          const o = { side: q.side, delta: q.delta, lands: s.fate !== 'never' };
          if (s.fate === 'now') ledger.settle(o);
          else open.push(o);
        }
        ledger.landAll(open);
        const { settled, start } = ledger;
        expect(settled.sol * settled.token).toBeGreaterThanOrEqual(start.sol * start.token);
      }),
      { numRuns: 400 },
    );
  });

  it('a quote holds on the reserves it was priced on', () => {
    fc.assert(
      fc.property(venueArb, fc.array(askArb, { maxLength: 10 }), askArb, (venue, history, ask) => {
        let r = startOf(venue);
        for (const a of history) {
          const q = price(marketOf(venue, r), a);
          if (q) r = applyDelta(r, q.delta);
        }
        const q = price(marketOf(venue, r), ask);
        if (!q) return;
        expect(checkQuotedTrade(marketOf(venue, r), q).holds).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('quotes co-signed only at submission are safe whichever subset lands, in whatever order', () => {
    // The submit path: quotes are priced against settled + in-flight; each is submitted later, after other
    // quotes were submitted, landed or failed, and the venue co-signs it only if checkQuotedTrade holds against
    // settled + in-flight at that moment. Whatever lands, the real reserves stay non-negative and k never falls.
    const step = fc.record({
      ask: askArb,
      // How many other steps pass before this quote is submitted (it may never be).
      delay: fc.integer({ min: 0, max: 4 }),
      submitted: fc.boolean(),
      lands: fc.boolean(),
      // Land (or fail) the in-flight trades before this step.
      flush: fc.boolean(),
    });
    fc.assert(
      fc.property(venueArb, fc.array(step, { maxLength: 40 }), (venue, steps) => {
        // k never falls, at any landing.
        const ledger = settlement(venue, (settled, start) =>
          expect(settled.sol * settled.token).toBeGreaterThanOrEqual(start.sol * start.token),
        );
        let inFlight: Pending[] = [];
        const pending: { q: TradeQuote; at: number; lands: boolean }[] = [];
        const submitDue = (i: number) => {
          for (const p of pending.filter((x) => x.at <= i)) {
            pending.splice(pending.indexOf(p), 1);
            const m = marketOf(venue, reservesForQuote(ledger.settled, inFlight, p.q.side));
            if (checkQuotedTrade(m, p.q).holds)
              inFlight.push({ side: p.q.side, delta: p.q.delta, lands: p.lands });
          }
        };
        steps.forEach((s, i) => {
          if (s.flush) {
            ledger.landAll(inFlight);
            inFlight = [];
          }
          submitDue(i);
          const q = price(marketOf(venue, reservesForQuote(ledger.settled, inFlight, s.ask.side)), s.ask);
          if (q && s.submitted) pending.push({ q, at: i + s.delay, lands: s.lands });
        });
        submitDue(Number.POSITIVE_INFINITY);
        ledger.landAll(inFlight);
      }),
      { numRuns: 400 },
    );
  });
});
