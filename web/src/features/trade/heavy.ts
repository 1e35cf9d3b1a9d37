// The trade feature's heavier parts (screen parts, chain and wallet code) for the screens that use them; kept out of
// ./index so that importing the light part does not pull these into a route's JS.
export { TradePanel } from './TradePanel';
export { executeTrade, needsWalletReset } from './trade-flow';
export { toastTraded, toastTradeFailed } from './trade-toasts';
