// The scanner feature as other features see it: they import from here, never from its files.
export { CHECK_KEYS, checkTitle } from './checks';
export { scoreColor, tokenAmount } from './format';
export { loadScanEngine } from './load-engine';
