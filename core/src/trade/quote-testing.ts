// What the trade tests share: a fresh curve's market, and a quote that must succeed.
import { curveMarket, initialCurveReserves, type quoteBuy, type TradeQuote } from './market';

/** A fresh bonding curve's market (no trade on it yet). */
export const freshCurveMarket = () => curveMarket(initialCurveReserves());

/** The quote of `r`, or a throw naming the refusal: for a test whose quote must succeed. */
export function quoteOf(r: ReturnType<typeof quoteBuy>): TradeQuote {
  if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
  return r.quote;
}
