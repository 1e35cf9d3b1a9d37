import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WALLET_SESSION_TTL_MS } from '../constants';
import { createMemoryStorage } from '../storage';
import {
  type ActivitySource,
  createWalletSession,
  SESSION_STORAGE_KEYS,
  type WalletSessionEvent,
} from './session';

const ADDRESS = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const session = createWalletSession({ storage });
  const events: WalletSessionEvent['type'][] = [];
  session.onEvent((e) => events.push(e.type));
  return { storage, session, events };
}

/** What a session connected through `provider` and idle for `idleMs` left in storage. */
const storedSession = (provider: string, idleMs: number) => ({
  [SESSION_STORAGE_KEYS.address]: ADDRESS,
  [SESSION_STORAGE_KEYS.provider]: provider,
  [SESSION_STORAGE_KEYS.lastActivity]: String(Date.now() - idleMs),
});

describe('wallet session', () => {
  it('goes disconnected → connecting → connected and stores the address', async () => {
    const { session, storage, events } = setup();
    const seen: string[] = [];
    session.subscribe((s) => seen.push(s.status));
    await session.connect('Phantom', async () => ADDRESS);
    expect(seen).toEqual(['connecting', 'connected']);
    expect(session.getState()).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      providerName: 'Phantom',
    });
    expect(storage.dump()[SESSION_STORAGE_KEYS.address]).toBe(ADDRESS);
    expect(events).toEqual(['connected']);
  });

  it('returns to disconnected when the connect fails', async () => {
    const { session, events } = setup();
    await expect(session.connect('Phantom', async () => Promise.reject(new Error('no')))).rejects.toThrow(
      'no',
    );
    expect(session.getState().status).toBe('disconnected');
    expect(events).toEqual(['connect-failed']);
  });

  it('restores a stored session idle for under 5 minutes ("Wallet Reconnected")', async () => {
    const { session, events } = setup(storedSession('Solflare', WALLET_SESSION_TTL_MS - 1000));
    await expect(session.restore()).resolves.toBe(ADDRESS);
    expect(session.getState()).toMatchObject({ status: 'connected', providerName: 'Solflare' });
    expect(events).toEqual(['restored']);
  });

  it('clears a stored session idle for 5 minutes or more ("Session Expired")', async () => {
    const { session, storage, events } = setup({
      [SESSION_STORAGE_KEYS.address]: ADDRESS,
      [SESSION_STORAGE_KEYS.lastActivity]: String(Date.now() - WALLET_SESSION_TTL_MS),
      wallet_connect_dismissed: 'true',
    });
    await expect(session.restore()).resolves.toBeNull();
    expect(session.getState().status).toBe('disconnected');
    expect(storage.dump()).toEqual({ wallet_connect_dismissed: 'true' });
    expect(events).toEqual(['expired']);
  });

  it('restores through a silent reconnect: connecting meanwhile, then the address the wallet reports', async () => {
    const { session, storage, events } = setup(storedSession('Phantom', 60_000));
    const OTHER = 'So11111111111111111111111111111111111111112';
    const seen: string[] = [];
    session.subscribe((s) => seen.push(s.status));
    const asked: string[] = [];
    await expect(
      session.restore({
        reconnect: async (stored) => {
          asked.push(`${stored.providerName}:${stored.address}`);
          return OTHER;
        },
      }),
    ).resolves.toBe(OTHER);
    expect(asked).toEqual([`Phantom:${ADDRESS}`]);
    expect(seen).toEqual(['connecting', 'connected']);
    expect(storage.dump()).toMatchObject({
      [SESSION_STORAGE_KEYS.address]: OTHER,
      [SESSION_STORAGE_KEYS.lastActivity]: String(Date.now() - 60_000),
    });
    expect(events).toEqual(['restored']);
  });

  it('clears the stored session when the silent reconnect fails', async () => {
    const { session, storage, events } = setup(storedSession('Phantom', 60_000));
    await expect(session.restore({ reconnect: () => Promise.reject(new Error('gone')) })).resolves.toBeNull();
    expect(session.getState().status).toBe('disconnected');
    expect(storage.dump()).toEqual({});
    expect(events).toEqual(['restore-failed']);
  });

  it('does not let a slow restore overwrite a connect the user made meanwhile', async () => {
    const { session, events } = setup(storedSession('Phantom', 60_000));
    let finish: (a: string) => void = () => {};
    const restoring = session.restore({ reconnect: () => new Promise((r) => (finish = r)) });
    await vi.advanceTimersByTimeAsync(0);
    await session.connect('Solflare', async () => 'So11111111111111111111111111111111111111112');
    finish(ADDRESS);
    await expect(restoring).resolves.toBeNull();
    expect(session.getState()).toMatchObject({ status: 'connected', providerName: 'Solflare' });
    expect(events).toEqual(['connected']);
  });

  it('treats a stored address without an activity time as expired', async () => {
    const { session, events } = setup({ [SESSION_STORAGE_KEYS.address]: ADDRESS });
    await expect(session.restore()).resolves.toBeNull();
    expect(events).toEqual(['expired']);
  });

  it('follows an account switch and writes the latest activity on flush', async () => {
    const { session, storage, events } = setup();
    await session.connect('Phantom', async () => ADDRESS);
    const OTHER = 'So11111111111111111111111111111111111111112';
    await session.switchAccount(OTHER);
    expect(session.getState()).toMatchObject({ status: 'connected', address: OTHER });
    expect(storage.dump()[SESSION_STORAGE_KEYS.address]).toBe(OTHER);
    vi.setSystemTime(Date.now() + 1000);
    session.touch(); // within persistEveryMs: kept in memory only
    expect(storage.dump()[SESSION_STORAGE_KEYS.lastActivity]).toBe(String(Date.now() - 1000));
    await session.flush();
    expect(storage.dump()[SESSION_STORAGE_KEYS.lastActivity]).toBe(String(Date.now()));
    expect(events).toEqual(['connected']);
  });

  it('expires a session idle for 5 min while open', async () => {
    const { session, events } = setup();
    await session.connect('Phantom', async () => ADDRESS);
    await vi.advanceTimersByTimeAsync(WALLET_SESSION_TTL_MS - 1);
    expect(session.getState().status).toBe('connected');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.getState().status).toBe('disconnected');
    expect(events).toEqual(['connected', 'expired']);
  });

  it('keeps an active session alive: mouse, key, scroll, touch and click count as activity', async () => {
    const { session } = setup();
    const handlers = new Map<string, () => void>();
    const source: ActivitySource = {
      addEventListener: (type, fn) => handlers.set(type, fn),
      removeEventListener: (type) => handlers.delete(type),
    };
    const stop = session.trackActivity(source);
    expect([...handlers.keys()].sort()).toEqual([
      'click',
      'keydown',
      'mousedown',
      'mousemove',
      'scroll',
      'touchstart',
    ]);
    await session.connect('Phantom', async () => ADDRESS);
    for (const type of ['mousemove', 'keydown', 'scroll', 'touchstart', 'click']) {
      await vi.advanceTimersByTimeAsync(WALLET_SESSION_TTL_MS - 1000);
      handlers.get(type)!();
    }
    await vi.advanceTimersByTimeAsync(WALLET_SESSION_TTL_MS - 1);
    expect(session.getState().status).toBe('connected');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.getState().status).toBe('disconnected');
    stop();
    expect(handlers.size).toBe(0);
  });

  it('disconnects, clears stored keys and keeps the balance only while connected', async () => {
    const { session, storage, events } = setup();
    await session.connect('Phantom', async () => ADDRESS);
    session.setBalance(5n);
    expect(session.getState()).toMatchObject({ balanceLamports: 5n });
    await session.disconnect();
    expect(storage.dump()).toEqual({});
    session.setBalance(7n);
    expect(session.getState()).toEqual({ status: 'disconnected' });
    expect(events).toEqual(['connected', 'disconnected']);
  });
});
