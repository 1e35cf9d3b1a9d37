import { atom } from '../../lib/store';

/** Whether the wallet picker is open (the header, the sidebar, pages and the welcome dialog open it). */
export const walletDialogOpenAtom = atom(false);

/** Whether the welcome dialog "Welcome to the Platform" is open. */
export const welcomeDialogOpenAtom = atom(false);
