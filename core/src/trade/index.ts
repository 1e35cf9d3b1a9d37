/**
 * Trading maths: the bonding curve, the graduated pool, slippage and the pricing of concurrent firm quotes;
 * a position's cost basis and profit and loss.
 */
export * from './market';
export * from './pnl';
