import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../lib/events';
import { createLogger } from '../lib/logger';
import { createWsHub, type HubSocket, WS_CLOSE } from './hub';

const A = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const B = 'So11111111111111111111111111111111111111112';

function fakeSocket() {
  const socket = {
    sent: [] as Array<Record<string, unknown>>,
    closedWith: undefined as number | undefined,
    bufferedAmount: 0,
    pings: 0,
    send(data: string) {
      socket.sent.push(JSON.parse(data));
    },
    close(code: number) {
      socket.closedWith = code;
    },
    ping() {
      socket.pings++;
    },
  };
  return socket satisfies HubSocket;
}

afterEach(() => vi.useRealTimers());

function setup(opts: { heartbeatMs?: number; maxBufferedBytes?: number } = {}) {
  const events = createEventBus();
  const hub = createWsHub({ events, logger: createLogger('silent'), ...opts });
  return { events, hub };
}

describe('/api/ws hub', () => {
  it('delivers token events only to that token’s subscribers, and maintenance to everyone', () => {
    const { hub, events } = setup();
    const s1 = fakeSocket();
    const s2 = fakeSocket();
    const c1 = hub.connect(s1);
    hub.connect(s2);
    c1.message(JSON.stringify({ type: 'subscribe', tokens: [A] }));
    hub.publish({ type: 'price', token: A, priceSol: 0.01, at: 1 });
    hub.publish({ type: 'price', token: B, priceSol: 0.02, at: 1 });
    events.publish({ type: 'maintenance', status: { enabled: true, pathMaintenance: {} } });
    expect(s1.sent.map((m) => m.type)).toEqual(['welcome', 'subscribed', 'price', 'maintenance']);
    expect(s2.sent.map((m) => m.type)).toEqual(['welcome', 'maintenance']);
    c1.message(JSON.stringify({ type: 'unsubscribe', tokens: [A] }));
    hub.publish({ type: 'price', token: A, priceSol: 0.03, at: 2 });
    expect(s1.sent.filter((m) => m.type === 'price')).toHaveLength(1);
    hub.close();
  });

  it('answers malformed messages with an error and keeps the connection', () => {
    const { hub } = setup();
    const s = fakeSocket();
    const c = hub.connect(s);
    c.message('not json');
    c.message(JSON.stringify({ type: 'subscribe', tokens: ['nope'] }));
    c.message(JSON.stringify({ type: 'ping', id: 7 }));
    expect(s.sent.slice(1)).toEqual([
      { type: 'error', message: 'Messages must be JSON' },
      { type: 'error', message: expect.stringContaining('tokens.0') },
      { type: 'pong', id: 7 },
    ]);
    expect(hub.size()).toBe(1);
    hub.close();
  });

  it('drops a slow client instead of buffering forever', () => {
    const { hub } = setup({ maxBufferedBytes: 100 });
    const slow = fakeSocket();
    const c = hub.connect(slow);
    c.message(JSON.stringify({ type: 'subscribe', tokens: [A] }));
    slow.bufferedAmount = 101;
    hub.publish({ type: 'price', token: A, priceSol: 1, at: 1 });
    expect(slow.closedWith).toBe(WS_CLOSE.tooSlow);
    expect(hub.size()).toBe(0);
    hub.close();
  });

  it('drops a client that misses a heartbeat', () => {
    vi.useFakeTimers();
    const { hub } = setup({ heartbeatMs: 1000 });
    const alive = fakeSocket();
    const dead = fakeSocket();
    const ca = hub.connect(alive);
    hub.connect(dead);
    vi.advanceTimersByTime(1000);
    expect(alive.pings).toBe(1);
    ca.pong();
    vi.advanceTimersByTime(1000);
    expect(dead.closedWith).toBe(WS_CLOSE.heartbeatTimeout);
    expect(alive.closedWith).toBeUndefined();
    expect(hub.size()).toBe(1);
    hub.close();
  });
});
