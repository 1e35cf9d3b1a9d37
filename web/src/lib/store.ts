/**
 * The web app's one door to jotai: features import atoms and hooks from here, never from 'jotai' directly,
 * so the store (and any future devtools or persistence) is configured in one place.
 */
import { createStore } from 'jotai';

export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { atom, Provider as StoreProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';

/** The app's store, also reachable outside React (event handlers of non-React code, tests). */
export const appStore = createStore();
