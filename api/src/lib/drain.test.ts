// A stop drains: a handler whose client hung up still runs to its end before the stop resolves (the database
// pool is closed after it), new connections are refused meanwhile, and a handler that never ends is cut after
// the bound, with a warning.
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { createInFlight, drainHttp } from './drain';
import { createLogger } from './logger';

async function start(handler: () => Promise<void>) {
  const inFlight = createInFlight();
  const app = new Hono();
  app.use('*', inFlight.middleware);
  app.get('/slow', async (c) => {
    await handler();
    return c.text('done');
  });
  app.get('/fast', (c) => c.text('ok'));
  const http = await new Promise<HttpServer>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as HttpServer));
  });
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { inFlight, http, base, wss: new WebSocketServer({ noServer: true }) };
}

const logger = createLogger('silent');

describe('drainHttp', () => {
  it('waits for a handler whose client hung up before it resolves, and refuses new connections', async () => {
    let finish: () => void = () => {};
    let began: () => void = () => {};
    const started = new Promise<void>((r) => (began = r));
    const order: string[] = [];
    const s = await start(async () => {
      began();
      await new Promise<void>((r) => (finish = r));
      order.push('handler finished');
    });
    const hangUp = new AbortController();
    const request = fetch(`${s.base}/slow`, { signal: hangUp.signal }).catch(() => 'hung up');
    await started;
    hangUp.abort();
    expect(await request).toBe('hung up');
    expect(s.inFlight.running()).toBe(1);

    const drained = drainHttp({ ...s, graceMs: 1000, handlersMs: 5000, logger }).then(() =>
      order.push('drained'),
    );
    await new Promise((r) => setTimeout(r, 100));
    // Stopped accepting: a new connection is refused while the old handler still runs.
    expect(
      await fetch(`${s.base}/fast`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
    expect(order).toEqual([]);
    finish();
    await drained;
    expect(order).toEqual(['handler finished', 'drained']);
  });

  it('cuts a handler that does not end within the bound', async () => {
    const s = await start(() => new Promise<void>(() => {}));
    const hangUp = new AbortController();
    const request = fetch(`${s.base}/slow`, { signal: hangUp.signal }).catch(() => null);
    for (let i = 0; i < 100 && s.inFlight.running() === 0; i++) await new Promise((r) => setTimeout(r, 10));
    hangUp.abort();
    await request;
    const t = Date.now();
    await drainHttp({ ...s, graceMs: 100, handlersMs: 300, logger });
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
    expect(s.inFlight.running()).toBe(1);
  });
});
