// /api/ws over a real server: what clients receive, subscriptions by token, limits, and shutdown with
// clients still connected.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { SignInInputSchema, type WsServerMessage, WsServerMessageSchema } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  freePort,
  signSiws,
  startServerIn,
  startServerProcess,
  stopServerProcess,
  TEST_DATABASE_KIND,
} from '../../test/support';
import { SERVER_PID_FILE } from '../lib/server-pid';
import { type RunningServer, WS_MAX_FRAME_BYTES } from '../server';

const TOKEN_X = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const TOKEN_Y = 'So11111111111111111111111111111111111111112';

/** A connected /api/ws client that records what it receives. */
interface Client {
  socket: WebSocket;
  received: WsServerMessage[];
  /** Resolves with the next message (already received or still to come) that `match` accepts. */
  next(match: (m: WsServerMessage) => boolean, timeoutMs?: number): Promise<WsServerMessage>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(url: string): Promise<Client> {
  const socket = new WebSocket(url);
  const received: WsServerMessage[] = [];
  const waiters: Array<{ match: (m: WsServerMessage) => boolean; resolve: (m: WsServerMessage) => void }> =
    [];
  let seen = 0;
  socket.on('message', (data) => {
    const message = WsServerMessageSchema.parse(JSON.parse(String(data)));
    received.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: Client = {
    socket,
    received,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(match, timeoutMs = 5000) {
      const already = received.slice(seen).find(match);
      if (already) {
        seen = received.indexOf(already) + 1;
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching message')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            seen = received.indexOf(m) + 1;
            resolve(m);
          },
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => resolve(client));
  });
}

/** Gives clients a moment for anything (wrongly) in flight to arrive. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('/api/ws on a running server', () => {
  let dir: string;
  let server: RunningServer;
  let wsUrl: string;
  let admin: KeyPairSigner;
  const clients: Client[] = [];

  const open = async () => {
    const c = await connect(wsUrl);
    clients.push(c);
    await c.next((m) => m.type === 'welcome');
    return c;
  };

  async function signIn(signer: KeyPairSigner): Promise<string> {
    const input = SignInInputSchema.parse(await (await fetch(`${server.url}/api/auth/nonce`)).json());
    const res = await fetch(`${server.url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await signSiws(signer, { ...input, address: signer.address })),
    });
    expect(res.status).toBe(200);
    return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
  }

  const post = (p: string, body: unknown, cookie: string) =>
    fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    admin = await generateKeyPairSigner();
    dir = mkdtempSync(path.join(tmpdir(), 'solpad-ws-'));
    server = await startServerIn(dir, { LOG_LEVEL: 'silent', ADMIN_WALLETS: admin.address });
    wsUrl = `${server.url.replace('http', 'ws')}/api/ws`;
  });
  afterAll(async () => {
    for (const c of clients) c.socket.terminate();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a plain HTTP request with 426 in the error shape, on both websockets', async () => {
    for (const path of ['/api/ws', '/api/rpc/ws']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(426);
      expect(await res.json()).toMatchObject({ error: { code: 'UPGRADE_REQUIRED' } });
    }
  });

  it('greets a client with the heartbeat interval', async () => {
    const c = await open();
    expect(c.received[0]).toEqual({ type: 'welcome', heartbeatMs: 30_000 });
  });

  it('pushes every maintenance change an admin makes to every open client', async () => {
    const all = [await open(), await open(), await open()];
    const adminCookie = await signIn(admin);
    const userCookie = await signIn(await generateKeyPairSigner());

    expect((await post('/api/admin/maintenance-mode', { enabled: true }, userCookie)).status).toBe(403);
    expect((await post('/api/admin/maintenance-mode', { enabled: true }, adminCookie)).status).toBe(200);
    for (const c of all) {
      expect(await c.next((m) => m.type === 'maintenance')).toEqual({
        type: 'maintenance',
        status: { enabled: true, pathMaintenance: {} },
      });
    }
    expect(
      (await post('/api/admin/path-maintenance', { path: '/launch', enabled: true }, adminCookie)).status,
    ).toBe(200);
    for (const c of all) {
      expect(await c.next((m) => m.type === 'maintenance')).toEqual({
        type: 'maintenance',
        status: { enabled: true, pathMaintenance: { '/launch': true } },
      });
    }
    await settle();
    // The refused (403) change pushed nothing: exactly two maintenance messages each.
    for (const c of all) expect(c.received.filter((m) => m.type === 'maintenance')).toHaveLength(2);
    await post('/api/admin/maintenance-mode', { enabled: false }, adminCookie);
  });

  it('delivers price and trade events only to subscribers of that token, new tokens to everyone', async () => {
    const a = await open();
    const b = await open();
    a.send({ type: 'subscribe', tokens: [TOKEN_X] });
    b.send({ type: 'subscribe', tokens: [TOKEN_Y] });
    expect(await a.next((m) => m.type === 'subscribed')).toEqual({ type: 'subscribed', tokens: [TOKEN_X] });
    await b.next((m) => m.type === 'subscribed');

    server.events.publish({ type: 'price', token: TOKEN_X, priceSol: 0.001, at: 1 });
    server.events.publish({
      type: 'trade',
      token: TOKEN_Y,
      signature: 'sig',
      side: 'buy',
      solLamports: '1000',
      tokenAmount: '5',
      trader: TOKEN_X,
      at: 2,
    });
    server.events.publish({ type: 'token', token: TOKEN_Y, name: 'New', symbol: 'NEW', at: 3 });
    expect(await a.next((m) => m.type === 'price')).toMatchObject({ token: TOKEN_X });
    expect(await b.next((m) => m.type === 'trade')).toMatchObject({ token: TOKEN_Y });
    await a.next((m) => m.type === 'token');
    await b.next((m) => m.type === 'token');
    await settle();
    expect(a.received.some((m) => m.type === 'trade')).toBe(false);
    expect(b.received.some((m) => m.type === 'price')).toBe(false);

    a.send({ type: 'unsubscribe', tokens: [TOKEN_X] });
    expect(await a.next((m) => m.type === 'subscribed')).toEqual({ type: 'subscribed', tokens: [] });
    server.events.publish({ type: 'price', token: TOKEN_X, priceSol: 0.002, at: 4 });
    await settle();
    expect(a.received.filter((m) => m.type === 'price')).toHaveLength(1);
  });

  it('answers a malformed message with an error and keeps the connection', async () => {
    const c = await open();
    c.send('{not json');
    c.send({ type: 'subscribe', tokens: ['not-an-address'] });
    expect(await c.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: 'Messages must be JSON',
    });
    expect(await c.next((m) => m.type === 'error')).toMatchObject({
      message: expect.stringContaining('tokens.0'),
    });
    c.send({ type: 'ping', id: 1 });
    expect(await c.next((m) => m.type === 'pong')).toEqual({ type: 'pong', id: 1 });
  });

  it('closes a client that sends a frame over the limit (1009) instead of buffering it', async () => {
    const c = await open();
    c.send('x'.repeat(WS_MAX_FRAME_BYTES + 1));
    expect((await c.closed).code).toBe(1009);
  });
});

describe('shutdown with clients connected', () => {
  it('close() ends open websockets (1001), flushes, and removes the pid file promptly', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'solpad-ws-close-'));
    const server = await startServerIn(dir, { LOG_LEVEL: 'silent' });
    expect(existsSync(path.join(dir, SERVER_PID_FILE))).toBe(true);
    const app = await connect(`${server.url.replace('http', 'ws')}/api/ws`);
    const rpc = await connect(`${server.url.replace('http', 'ws')}/api/rpc/ws`);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2500);
    expect((await app.closed).code).toBe(1001);
    expect([1001, 1006]).toContain((await rpc.closed).code);
    expect(existsSync(path.join(dir, SERVER_PID_FILE))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
    // What is timed is close(); a cold server start beside the rest of the suite may take longer than 30 s.
  }, 60_000);

  it.runIf(TEST_DATABASE_KIND === 'pglite')(
    'SIGTERM with a websocket client open exits 0 (a clean flush), not by the 10 s fallback',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-sigterm-'));
      const port = await freePort();
      const child = await startServerProcess({ port, dataDir });
      const client = await connect(`ws://127.0.0.1:${port}/api/ws`);
      const started = Date.now();
      await stopServerProcess(child, 'SIGTERM');
      expect(child.exitCode).toBe(0);
      expect(Date.now() - started).toBeLessThan(8000);
      expect((await client.closed).code).toBe(1001);
      rmSync(dataDir, { recursive: true, force: true });
    },
    60_000,
  );
});
