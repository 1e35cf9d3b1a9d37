// The trade feature as other features see it, light: what a screen needs without its heavier parts (those are in
// ./heavy). Other features import from here or from ./heavy, never from its files.
export { DEFAULT_SLIPPAGE_BPS, formatUnits, parseAmount, SOL_DECIMALS } from './amount';
export { tokenBalanceKey } from './balances';
