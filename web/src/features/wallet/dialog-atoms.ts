import { atom } from '../../lib/store';

/** Whether the wallet picker is open (the header and the home page both open it). */
export const walletDialogOpenAtom = atom(false);
