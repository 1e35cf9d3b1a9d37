/**
 * Trading maths: the bonding curve, the graduated pool, slippage, the pricing of quotes and trades in flight;
 * a position's cost basis and profit and loss.
 */
export * from './market';
export * from './pnl';
