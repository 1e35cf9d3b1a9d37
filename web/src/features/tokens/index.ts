// The tokens feature as other features see it: they import from here, never from its files.
export { changeText, marketCapSolAt, NOT_AVAILABLE, tokenPath } from './format';
export { changePct, liveTokenOf } from './list-model';
export { tokenDetailQuery } from './queries';
export { TokenAvatar } from './TokenAvatar';
