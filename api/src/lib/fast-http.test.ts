// The Node-layer fast path on its own, over a real socket: a tiny app with one cached route behind
// @hono/node-server's listener, the hot cache's replies in front of it.
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventBus } from './events';
import { withFastPath } from './fast-http';
import { createHotCache } from './hot-cache';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Listens on a free port; `hits` counts the requests the adapter saw, `closing` is the server's drain flag. */
async function start(state: { closing: boolean } = { closing: false }) {
  const cache = createHotCache({ events: createEventBus() });
  const app = new Hono().get(
    '/api/list',
    cache.cached(() => null),
    (c) => c.json({ ok: true }),
  );
  const seen = { adapter: 0 };
  const adapter = getRequestListener(
    (req) => {
      seen.adapter++;
      return app.fetch(req);
    },
    { hostname: 'example.test' },
  );
  const s = createServer(
    withFastPath(cache.fastReplies({ closing: () => state.closing }), adapter, 'example.test'),
  );
  server = s;
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const address = s.address();
  return { port: typeof address === 'object' && address ? address.port : 0, seen };
}

/** The raw answer to raw request bytes, read until the server closes the connection or `until` is seen. */
function raw(port: number, bytes: string, until?: string): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, 2000);
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (until && text.includes(until)) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ text, closed: false });
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.write(bytes);
  });
}

const GET = (host: string) => `GET /api/list HTTP/1.1\r\nHost: ${host}\r\n\r\n`;

describe('the Node-layer fast path', () => {
  it('answers a current entry without the adapter, keeping the connection open', async () => {
    const { port, seen } = await start();
    await raw(port, GET(`127.0.0.1:${port}`), '{"ok":true}');
    expect(seen.adapter).toBe(1);
    const hot = await raw(port, GET(`127.0.0.1:${port}`), '{"ok":true}');
    expect(seen.adapter).toBe(1);
    expect(hot.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(hot.text).toMatch(/\r\nvary: Origin\r\n/);
    expect(hot.closed).toBe(false);
  });

  it('asks the client to close, and closes, once the server drains', async () => {
    const state = { closing: false };
    const { port, seen } = await start(state);
    await raw(port, GET(`127.0.0.1:${port}`), '{"ok":true}');
    state.closing = true;
    const hot = await raw(port, GET(`127.0.0.1:${port}`));
    expect(seen.adapter).toBe(1);
    expect(hot.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(hot.closed).toBe(true);
  });

  it('takes a request without a Host to be for the hostname the adapter is given', async () => {
    const { port, seen } = await start();
    const bare = 'GET /api/list HTTP/1.0\r\n\r\n';
    await raw(port, bare);
    expect(seen.adapter).toBe(1);
    const hot = await raw(port, bare);
    expect(seen.adapter).toBe(1);
    expect(hot.text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\{"ok":true\}$/);
  });

  it('keys by host: an entry made for one Host is not handed to another', async () => {
    const { port, seen } = await start();
    await raw(port, GET(`127.0.0.1:${port}`), '{"ok":true}');
    await raw(port, GET(`localhost:${port}`), '{"ok":true}');
    expect(seen.adapter).toBe(2);
  });
});
