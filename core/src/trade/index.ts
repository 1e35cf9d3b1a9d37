/**
 * Trading maths: the bonding curve, the graduated pool, slippage and the pricing of concurrent firm quotes.
 */
export * from './market';
