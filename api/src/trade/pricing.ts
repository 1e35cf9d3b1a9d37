// The venue's pricing of a quote request: the quote on the settled and in-flight reserves, the user's tolerance and
// the slippage bound its versions step towards, and whether the wallet can pay for it.
import type { TradeQuoteRequest } from '@solpad/core/schemas';
import {
  type Market,
  maximumWithSlippage,
  minimumWithSlippage,
  type QuoteResult,
  quoteBuy,
  quoteSell,
  type SlippageBound,
  type TradeQuote,
} from '@solpad/core/trade';
import { TWO_SIGNATURE_FEE } from '../chain/constants';
import { catalogued } from '../lib/errors';

function refuse(result: QuoteResult & { ok: false }): never {
  const { refusal } = result;
  const max = 'max' in refusal && refusal.max !== undefined ? ` (at most ${refusal.max} base units)` : '';
  throw catalogued(`TRADE__${refusal.code}`, `${refusal.message}${max}`);
}

function price(m: Market, req: Pick<TradeQuoteRequest, 'side' | 'amountIs'>, amount: bigint): QuoteResult {
  if (req.side === 'buy')
    return quoteBuy(m, req.amountIs === 'sol' ? { solIn: amount } : { tokensOut: amount });
  return quoteSell(m, req.amountIs === 'sol' ? { solOut: amount } : { tokensIn: amount });
}

/**
 * Prices `req` on `pricing` (settled + in flight) and applies the user's tolerance, measured against `settled`
 * (the price with nothing pending): what the user is told to expect, the least they accept, and the slippage bound
 * the quote's versions step towards (the least output of an exact-input trade, the most input of an exact-output
 * one).
 */
export function priceWithinTolerance(
  settled: Market,
  pricing: Market,
  req: TradeQuoteRequest,
  amount: bigint,
) {
  const firm = price(pricing, req, amount);
  if (!firm.ok) refuse(firm);
  const q = firm.quote;
  const indicative = price(settled, req, amount);
  const slippage = BigInt(req.slippageBps);
  // What the user pays and receives of a quote on this side; the tolerance is measured against the indicative one.
  const paidOf = (x: TradeQuote) => (req.side === 'buy' ? x.solAmount : x.tokenAmount);
  const receivedOf = (x: TradeQuote) => (req.side === 'buy' ? x.tokenAmount : x.solAmount);
  if (req.amountIs === (req.side === 'buy' ? 'sol' : 'token')) {
    // Exact input: the output may be lower than the indicative one, down to the minimum.
    const expected = receivedOf(q);
    const minimum = minimumWithSlippage(indicative.ok ? receivedOf(indicative.quote) : expected, slippage);
    if (expected < minimum) throw catalogued('TRADE__SLIPPAGE');
    return { q, expected, minimum, bound: { minOut: minimum } as SlippageBound };
  }
  // Exact output: the user receives exactly the amount; the input may be higher, up to the maximum.
  const paid = paidOf(q);
  const maximum = maximumWithSlippage(indicative.ok ? paidOf(indicative.quote) : paid, slippage);
  if (paid > maximum) throw catalogued('TRADE__SLIPPAGE');
  return { q, expected: amount, minimum: amount, bound: { maxIn: maximum } as SlippageBound };
}

/** Refuses a quote the wallet cannot pay for (the chain would refuse its transaction anyway). */
export function assertAffordable(q: TradeQuote, balance: bigint, tokensHeld: bigint, ataRent: bigint | null) {
  if (q.side === 'buy') {
    if (balance < q.solAmount + TWO_SIGNATURE_FEE + (ataRent ?? 0n)) throw catalogued('TX__INSUFFICIENT_SOL');
    return;
  }
  if (tokensHeld < q.tokenAmount) throw catalogued('TRADE__INSUFFICIENT_TOKENS');
  if (balance < TWO_SIGNATURE_FEE) throw catalogued('TX__INSUFFICIENT_SOL');
}
