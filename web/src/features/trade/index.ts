// The trade feature as other features see it: they import from here, never from its files.
export { DEFAULT_SLIPPAGE_BPS, formatUnits, parseAmount, SOL_DECIMALS } from './amount';
export { tokenBalanceKey } from './balances';
export { TradePanel } from './TradePanel';
export { executeTrade, needsWalletReset } from './trade-flow';
export { toastTraded, toastTradeFailed } from './trade-toasts';
