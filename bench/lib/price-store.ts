// The subject of bench/price-store.ts: a framework-free live price store (entries keyed by token address with
// `lastUpdated`, max-age eviction 30 s / 5 min, a subscription set, the feed's connection status) as jotai/vanilla
// atoms. It lived in core/src/prices, but nothing in the product used it: the site's token list keeps its live
// prices in its rows (web/src/features/tokens/token-store.ts, batched per frame, one row's listeners per mint),
// its token subscriptions in live.ts and the socket's status in lib/app-socket.ts.

import { PRICE_MAX_AGE_FALLBACK_MS, PRICE_MAX_AGE_MS } from '@solpad/core/constants';
import { atom, createStore } from 'jotai/vanilla';

/** A token's market figures as streamed by the API (SOL-denominated; USD derived for display). */
export interface PriceData {
  /** Price of one whole token in SOL. */
  priceSol: number;
  /** Market cap in SOL. */
  marketCapSol?: number;
  /** 24 h volume in lamports, as a decimal string (integers stay exact). */
  volume24hLamports?: string;
  /** 24 h change in percent. */
  change24hPct?: number;
}

/** A price entry (spec §3): the data and when it arrived, keyed by token address in the store. */
export interface PriceEntry {
  priceData: PriceData;
  lastUpdated: number;
}

/** Live connection status of the price feed (spec §3: default disconnected; set directly by callers). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

/** The price state: entries by token address. Never mutated; every change makes a new map. */
export type PriceState = ReadonlyMap<string, PriceEntry>;

/** One update in a batch. */
export interface PriceUpdate {
  address: string;
  priceData: PriceData;
  /** When the price was observed (ms); defaults to the time the batch is applied. */
  at?: number;
}

/** What the reducer does. */
export type PriceAction =
  | { type: 'update'; updates: readonly PriceUpdate[]; now: number }
  | { type: 'clearOld'; now: number; maxAgeMs?: number }
  | { type: 'remove'; addresses: readonly string[] };

/**
 * The pure price reducer. `update` applies a whole batch into one new map (an entry never goes back in
 * time); `clearOld` drops entries older than `maxAgeMs`, falling back to 5 minutes when none is given
 * (spec §4).
 */
export function pricesReducer(state: PriceState, action: PriceAction): PriceState {
  switch (action.type) {
    case 'update': {
      if (action.updates.length === 0) return state;
      const next = new Map(state);
      for (const u of action.updates) {
        const at = u.at ?? action.now;
        const current = next.get(u.address);
        if (current && current.lastUpdated > at) continue;
        next.set(u.address, { priceData: u.priceData, lastUpdated: at });
      }
      return next;
    }
    case 'clearOld': {
      const cutoff = action.now - (action.maxAgeMs ?? PRICE_MAX_AGE_FALLBACK_MS);
      let next: Map<string, PriceEntry> | undefined;
      for (const [address, entry] of state) {
        if (entry.lastUpdated >= cutoff) continue;
        next ??= new Map(state);
        next.delete(address);
      }
      return next ?? state;
    }
    case 'remove': {
      const next = new Map(state);
      for (const a of action.addresses) next.delete(a);
      return next.size === state.size ? state : next;
    }
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}

/** Price entries by token address. */
export const pricesAtom = atom<PriceState>(new Map());
/** Token addresses the app wants live prices for (spec §3 subscription set). */
export const subscriptionsAtom = atom<ReadonlySet<string>>(new Set<string>());
/** The price feed's connection status, default disconnected. */
export const connectionStatusAtom = atom<ConnectionStatus>('disconnected');

const selectorCache = new Map<string, ReturnType<typeof makePriceSelector>>();
function makePriceSelector(address: string) {
  return atom((get) => get(pricesAtom).get(address));
}
/** An atom of one token's price entry (cached per address, so components can subscribe to just one). */
export function priceAtom(address: string) {
  let a = selectorCache.get(address);
  if (!a) {
    a = makePriceSelector(address);
    selectorCache.set(address, a);
  }
  return a;
}

/** The price store's actions, bound to a jotai store (the app's, or a fresh one). */
export function createPriceStore(
  store: ReturnType<typeof createStore> = createStore(),
  now: () => number = Date.now,
) {
  const dispatch = (action: PriceAction) => store.set(pricesAtom, (s) => pricesReducer(s, action));
  return {
    store,
    /** Applies a batch of updates in one state change. */
    applyUpdates: (updates: readonly PriceUpdate[]) => dispatch({ type: 'update', updates, now: now() }),
    /** The clear-old action: drops prices older than `maxAgeMs` (30 s by default). */
    clearOldPrices: (maxAgeMs: number = PRICE_MAX_AGE_MS) =>
      dispatch({ type: 'clearOld', now: now(), maxAgeMs }),
    remove: (addresses: readonly string[]) => dispatch({ type: 'remove', addresses }),
    getPrice: (address: string) => store.get(pricesAtom).get(address),
    subscribe: (addresses: readonly string[]) =>
      store.set(subscriptionsAtom, (s) =>
        addresses.every((a) => s.has(a)) ? s : new Set([...s, ...addresses]),
      ),
    unsubscribe: (addresses: readonly string[]) =>
      store.set(subscriptionsAtom, (s) => {
        if (!addresses.some((a) => s.has(a))) return s;
        const next = new Set(s);
        for (const a of addresses) next.delete(a);
        return next;
      }),
    setConnectionStatus: (status: ConnectionStatus) => store.set(connectionStatusAtom, status),
  };
}

/** The bound price store's type. */
export type PriceStore = ReturnType<typeof createPriceStore>;
