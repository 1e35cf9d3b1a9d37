// The tokens feature as other features see it, light: what a screen needs without its heavier parts (those are in
// ./heavy). Other features import from here or from ./heavy, never from its files.
export { changeText, marketCapSolAt, NOT_AVAILABLE, tokenPath } from './format';
export { changePct, liveTokenOf } from './list-model';
