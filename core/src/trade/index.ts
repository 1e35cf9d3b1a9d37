/**
 * Trading maths: the bonding curve, the graduated pool, slippage, the pricing of quotes and trades in flight, the
 * versions of a quoted trade; a position's cost basis and profit and loss.
 */
export * from './market';
export * from './pnl';
export * from './versions';
