import { STORAGE_KEYS, WALLET_SESSION_TTL_MS } from '../constants';
import type { KeyValueStorage } from '../storage';

/** Extra storage keys of the session, beside the spec's `wallet_address`. */
export const SESSION_STORAGE_KEYS = {
  address: STORAGE_KEYS.walletAddress,
  provider: 'wallet_provider',
  lastActivity: 'wallet_last_activity',
} as const;

/** DOM events that count as the user being active (spec §4). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

/** The wallet session (spec §3): disconnected → connecting → connected. */
export type WalletSessionState =
  | { status: 'disconnected' }
  | { status: 'connecting'; providerName: string }
  | {
      status: 'connected';
      address: string;
      providerName: string;
      /** Lamports; null until read, or when the balance read failed while the connection stands. */
      balanceLamports: bigint | null;
      lastActivity: number;
    };

/** What happened, for the app to toast. */
export type WalletSessionEvent =
  | { type: 'restored'; address: string; providerName: string }
  | { type: 'restore-failed'; error: unknown }
  | { type: 'expired' }
  | { type: 'connected'; address: string; providerName: string }
  | { type: 'disconnected' }
  | { type: 'connect-failed'; error: unknown };

/** Something activity events can be listened on (the app hands in `window` or `document`). */
export interface ActivitySource {
  addEventListener(
    type: string,
    listener: () => void,
    options?: { passive?: boolean; capture?: boolean },
  ): void;
  removeEventListener(type: string, listener: () => void, options?: { capture?: boolean }): void;
}

/** The stored session `restore` hands to its `reconnect` step. */
export interface StoredWalletSession {
  address: string;
  providerName: string;
  lastActivity: number;
}

/** Options of `WalletSession.restore`. */
export interface RestoreOptions {
  /**
   * Asks the wallet again, without a prompt (Wallet Standard `standard:connect` with `silent: true`), and
   * resolves with the address it reports now. Without it the stored address is trusted as it is.
   */
  reconnect?: (stored: StoredWalletSession) => Promise<string>;
}

/** Options of `createWalletSession`. */
export interface WalletSessionOptions {
  storage: KeyValueStorage;
  now?: () => number;
  ttlMs?: number;
  /** Stored activity is written at most this often (activity itself is tracked in memory at once). */
  persistEveryMs?: number;
}

/** The session store: a snapshot, a subscription, and the transitions. */
export interface WalletSession {
  getState(): WalletSessionState;
  subscribe(listener: (state: WalletSessionState) => void): () => void;
  onEvent(listener: (event: WalletSessionEvent) => void): () => void;
  /**
   * On load: a stored session idle for less than the TTL is restored ("Wallet Reconnected"); an older one
   * has its stored keys cleared ("Session Expired"). With `reconnect`, the state is `connecting` while the
   * wallet is asked again; when that fails the stored keys are cleared and `restore-failed` is emitted.
   * Returns the restored address, if any.
   */
  restore(options?: RestoreOptions): Promise<string | null>;
  /** Runs a connect attempt: connecting while `connect` runs, connected on success, disconnected on failure. */
  connect(providerName: string, connect: () => Promise<string>): Promise<string>;
  disconnect(): Promise<void>;
  /** The wallet switched to another account while connected: the session follows it (no event). */
  switchAccount(address: string): Promise<void>;
  setBalance(lamports: bigint | null): void;
  /** Marks the user active now. */
  touch(): void;
  /** Listens for activity on `source`; returns the function that stops listening. */
  trackActivity(source: ActivitySource): () => void;
  /** Writes the latest activity time now (activity is otherwise written at most every `persistEveryMs`). */
  flush(): Promise<void>;
  /** Stops timers (the session stays as it is). */
  dispose(): void;
}

/** Removes the stored session's keys. */
async function clearStoredSession(storage: KeyValueStorage): Promise<void> {
  await Promise.all(Object.values(SESSION_STORAGE_KEYS).map((k) => storage.removeItem(k)));
}

/** Stores the session's wallet, provider and latest activity time. */
async function storeSession(storage: KeyValueStorage, address: string, providerName: string, at: number) {
  await Promise.all([
    storage.setItem(SESSION_STORAGE_KEYS.address, address),
    storage.setItem(SESSION_STORAGE_KEYS.provider, providerName),
    storage.setItem(SESSION_STORAGE_KEYS.lastActivity, String(at)),
  ]);
}

/**
 * The stored session: null when there is none, 'stale' when it was idle for `ttlMs` or more (or its time is
 * missing or unreadable).
 */
async function readStoredSession(
  storage: KeyValueStorage,
  now: () => number,
  ttlMs: number,
): Promise<StoredWalletSession | 'stale' | null> {
  const [address, providerName, lastActivityText] = await Promise.all([
    storage.getItem(SESSION_STORAGE_KEYS.address),
    storage.getItem(SESSION_STORAGE_KEYS.provider),
    storage.getItem(SESSION_STORAGE_KEYS.lastActivity),
  ]);
  if (!address) return null;
  // A missing or unreadable time counts as stale: restoring it would keep a session alive forever.
  const lastActivity = lastActivityText ? Number(lastActivityText) : Number.NaN;
  if (!Number.isFinite(lastActivity) || now() - lastActivity >= ttlMs) return 'stale';
  return { address, providerName: providerName ?? 'Unknown', lastActivity };
}

/** Calls `onActivity` on every activity event of `source`; returns the function that stops listening. */
function listenForActivity(source: ActivitySource, onActivity: () => void): () => void {
  // Capture: a scroll inside a scrolling panel does not bubble, yet it is the user being active.
  for (const type of ACTIVITY_EVENTS) {
    source.addEventListener(type, onActivity, { passive: true, capture: true });
  }
  return () => {
    for (const type of ACTIVITY_EVENTS) source.removeEventListener(type, onActivity, { capture: true });
  };
}

/**
 * The timer that ends a session idle for `ttlMs`: `schedule()` (re)arms it from the latest activity (none: the
 * session is not connected, nothing to end); when it fires on a session that was active meanwhile, it re-arms.
 */
function idleExpiry(now: () => number, ttlMs: number, lastActivity: () => number | null, expire: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    cancel();
    const at = lastActivity();
    if (at === null) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        const last = lastActivity();
        if (last === null) return;
        if (now() - last >= ttlMs) expire();
        else schedule();
      },
      Math.max(0, at + ttlMs - now()),
    );
  };
  return { schedule, cancel };
}

/** Listeners of one kind: `add` returns the function that removes the listener again. */
function listenerSet<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(value: T) {
      for (const l of listeners) l(value);
    },
  };
}

/** Creates the wallet session state machine of spec §4. */
export function createWalletSession(options: WalletSessionOptions): WalletSession {
  const { storage, now = Date.now, ttlMs = WALLET_SESSION_TTL_MS, persistEveryMs = 15_000 } = options;
  let state: WalletSessionState = { status: 'disconnected' };
  let lastPersisted = 0;
  // Bumped by every connect and disconnect, so a slow restore cannot overwrite what the user did meanwhile.
  let epoch = 0;
  const stateListeners = listenerSet<WalletSessionState>();
  const eventListeners = listenerSet<WalletSessionEvent>();

  const set = (next: WalletSessionState) => {
    state = next;
    stateListeners.notify(state);
  };
  const emit = eventListeners.notify;
  const clearStored = () => clearStoredSession(storage);
  const persist = async (address: string, providerName: string, at: number) => {
    lastPersisted = at;
    await storeSession(storage, address, providerName, at);
  };
  const expiry = idleExpiry(
    now,
    ttlMs,
    () => (state.status === 'connected' ? state.lastActivity : null),
    () => {
      set({ status: 'disconnected' });
      void clearStored();
      emit({ type: 'expired' });
    },
  );

  const session: WalletSession = {
    getState: () => state,
    subscribe: stateListeners.add,
    onEvent: eventListeners.add,
    async restore({ reconnect } = {}) {
      const stored = await readStoredSession(storage, now, ttlMs);
      if (stored === null) return null;
      if (stored === 'stale') {
        await clearStored();
        emit({ type: 'expired' });
        return null;
      }
      const { address: storedAddress, providerName: provider, lastActivity } = stored;
      let address = storedAddress;
      if (reconnect) {
        set({ status: 'connecting', providerName: provider });
        const started = epoch;
        try {
          address = await reconnect({ address: storedAddress, providerName: provider, lastActivity });
        } catch (error) {
          if (epoch !== started) return null;
          set({ status: 'disconnected' });
          await clearStored();
          emit({ type: 'restore-failed', error });
          return null;
        }
        if (epoch !== started) return null;
        // The wallet may have switched accounts since: keep what it reports, with the stored activity time.
        if (address !== storedAddress) await persist(address, provider, lastActivity);
      }
      set({ status: 'connected', address, providerName: provider, balanceLamports: null, lastActivity });
      expiry.schedule();
      emit({ type: 'restored', address, providerName: provider });
      return address;
    },
    async connect(providerName, connect) {
      epoch++;
      set({ status: 'connecting', providerName });
      let address: string;
      try {
        address = await connect();
      } catch (error) {
        set({ status: 'disconnected' });
        emit({ type: 'connect-failed', error });
        throw error;
      }
      const at = now();
      set({ status: 'connected', address, providerName, balanceLamports: null, lastActivity: at });
      await persist(address, providerName, at);
      expiry.schedule();
      emit({ type: 'connected', address, providerName });
      return address;
    },
    async disconnect() {
      epoch++;
      const was = state.status;
      set({ status: 'disconnected' });
      expiry.schedule();
      await clearStored();
      if (was !== 'disconnected') emit({ type: 'disconnected' });
    },
    async switchAccount(address) {
      if (state.status !== 'connected' || state.address === address) return;
      set({ ...state, address, balanceLamports: null });
      await persist(address, state.providerName, state.lastActivity);
    },
    setBalance(lamports) {
      if (state.status === 'connected') set({ ...state, balanceLamports: lamports });
    },
    touch() {
      if (state.status !== 'connected') return;
      const at = now();
      // Activity arrives on every mouse move: keep it off the subscribers' path (nothing shown depends on it).
      state = { ...state, lastActivity: at };
      if (at - lastPersisted >= persistEveryMs) void persist(state.address, state.providerName, at);
    },
    trackActivity: (source) => listenForActivity(source, () => session.touch()),
    async flush() {
      if (state.status === 'connected') await persist(state.address, state.providerName, state.lastActivity);
    },
    dispose: expiry.cancel,
  };
  return session;
}
