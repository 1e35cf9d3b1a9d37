// OWASP API4:2023 Unrestricted Resource Consumption, against the running app: oversized bodies on every
// documented write, page sizes beyond every documented maximum, JSON-RPC batches and whole-program scans over the
// per-client budget, a websocket and subscription flood, and uploads past the per-client byte budget. Each is
// refused early, and another client is still served meanwhile.

import { randomBytes } from 'node:crypto';
import { getAddressDecoder } from '@solana/kit';
import { RPC_MAX_BATCH, WS_MAX_SUBSCRIPTIONS } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from '../../api/src/chain/subscriptions';
import { WS_MAX_CONNECTIONS_PER_CLIENT } from '../../api/src/ws/client-cap';
import { adminSigner, clientAt, opened } from './support/client';
import { type User, user } from './support/market';

const attacker = clientAt('127.0.0.14');
const honest = clientAt('127.0.0.114');
let signedIn: User;
let adminCookie: string;
beforeAll(async () => {
  signedIn = await user(attacker);
  adminCookie = await attacker.signIn(await adminSigner());
});
afterAll(() => {
  attacker.close();
  honest.close();
});

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: unknown;
        security?: unknown[];
        parameters?: Array<{ name: string; in: string; schema?: { maximum?: number; type?: string } }>;
      }
    >
  >;
}
const openapi = async () => (await attacker.call('GET', '/api/openapi.json')).body as OpenApi;
const address = () => getAddressDecoder().decode(randomBytes(32));
const rpc = (c: ReturnType<typeof clientAt>, body: unknown) => c.call('POST', '/api/rpc', { body });

describe('API4:2023 Unrestricted Resource Consumption', () => {
  it('refuses an oversized body on every documented write with 413, and the connection stays usable', async () => {
    const doc = await openapi();
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody)
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          admin: path.startsWith('/api/admin/'),
          op,
        })),
    );
    expect(writes.length).toBeGreaterThan(40);
    const concrete = (p: string) =>
      p.replace(/\{(\w+)\}/g, (_, n: string) =>
        n === 'id' ? '00000000-0000-4000-8000-000000000000' : address(),
      );
    for (const w of writes) {
      const big = w.path.endsWith('/rpc')
        ? 600 * 1024
        : w.path.startsWith('/api/uploads')
          ? 5 * 1024 * 1024
          : 100 * 1024;
      const res = await attacker.call(w.method, concrete(w.path), {
        cookie: w.admin ? adminCookie : signedIn.cookie,
        body: JSON.stringify({ pad: 'x'.repeat(big) }),
      });
      expect(res.status, `${w.method} ${w.path}`).toBe(413);
      // The next request (on the same keep-alive agent) is answered: the refusal did not reset the connection.
      expect((await attacker.call('GET', '/api/health')).status).toBe(200);
    }
  });

  it('refuses a page size beyond every documented maximum, and serves the maximum', async () => {
    const doc = await openapi();
    const paged = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter(
            (p) => p.in === 'query' && p.schema?.maximum !== undefined && /limit|size|count/i.test(p.name),
          )
          .map((p) => ({
            method: method.toUpperCase(),
            path,
            name: p.name,
            max: p.schema?.maximum as number,
          })),
      ),
    );
    expect(paged.length).toBeGreaterThan(5);
    for (const p of paged.filter((q) => !q.path.includes('{'))) {
      const cookie = p.path.startsWith('/api/admin/') ? adminCookie : signedIn.cookie;
      const at = (n: number) => attacker.call(p.method, `${p.path}?${p.name}=${n}`, { cookie });
      for (const n of [p.max + 1, 1_000_000_000, 1e21]) {
        expect((await at(n)).status, `${p.path}?${p.name}=${n}`).toBe(400);
      }
      expect((await at(p.max)).status, `${p.path}?${p.name}=${p.max}`).toBeLessThan(300);
    }
    // JSON-RPC: the same for the chain's own page sizes and list lengths.
    const invalid = async (method: string, params: unknown[]) =>
      (await rpc(attacker, { jsonrpc: '2.0', id: 1, method, params })).body.error?.code;
    expect(await invalid('getSignaturesForAddress', [address(), { limit: 1_000_000 }])).toBe(-32602);
    expect(await invalid('getMultipleAccounts', [Array.from({ length: 1000 }, address)])).toBe(-32602);
    const batch = Array.from({ length: RPC_MAX_BATCH + 1 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getSlot',
    }));
    expect((await rpc(attacker, batch)).body.error?.code).toBe(-32600);
  });

  it('counts every call of a JSON-RPC batch against the client’s budget, and whole-program scans tighter', async () => {
    const scanner = clientAt('127.0.0.214');
    try {
      const scans = Array.from({ length: 61 }, (_, id) => ({
        jsonrpc: '2.0',
        id,
        method: 'getProgramAccounts',
        params: ['TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'],
      }));
      const refused = await rpc(scanner, scans);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      let status = 200;
      let batches = 0;
      while (status === 200 && batches < 20) {
        const calls = Array.from({ length: RPC_MAX_BATCH }, (_, id) => ({
          jsonrpc: '2.0',
          id,
          method: 'getSlot',
        }));
        status = (await rpc(scanner, calls)).status;
        batches++;
      }
      expect(status).toBe(429);
      // 1,200 calls a minute: the 13th batch of 100 is over (the 61 scans counted too).
      expect(batches).toBeLessThanOrEqual(13);
      // Another client is not held back.
      expect((await rpc(honest, { jsonrpc: '2.0', id: 1, method: 'getSlot' })).body.result).toBeDefined();
    } finally {
      scanner.close();
    }
  });

  it(`caps one client at ${WS_MAX_CONNECTIONS_PER_CLIENT} open websockets and each socket's subscriptions`, async () => {
    const sockets: WebSocket[] = [];
    try {
      let refused = 0;
      for (let i = 0; i < WS_MAX_CONNECTIONS_PER_CLIENT + 8; i++) {
        const socket = attacker.ws(i % 2 ? '/api/ws' : '/api/rpc/ws');
        sockets.push(socket);
        const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
        try {
          await opened(socket);
          // Past the cap a socket that slipped through the handshake is closed at once (1008).
          const early = await Promise.race([closed, new Promise<null>((r) => setTimeout(() => r(null), 50))]);
          if (early !== null) refused++;
        } catch {
          refused++;
        }
      }
      expect(refused).toBeGreaterThanOrEqual(8);
      expect(sockets.filter((s) => s.readyState === s.OPEN).length).toBeLessThanOrEqual(
        WS_MAX_CONNECTIONS_PER_CLIENT,
      );
      // Another client still gets its socket.
      const other = honest.ws('/api/ws');
      sockets.push(other);
      await opened(other);
    } finally {
      for (const s of sockets) s.terminate();
    }
  });

  it(`keeps a subscription flood within ${WS_MAX_SUBSCRIPTIONS} tokens and ${MAX_SUBSCRIPTIONS_PER_SOCKET} RPC subscriptions a socket`, async () => {
    const app = honest.ws('/api/ws');
    const chain = honest.ws('/api/rpc/ws');
    try {
      await Promise.all([opened(app), opened(chain)]);
      const subscribed = new Promise<number>((resolve) => {
        let n = 0;
        app.on('message', (data) => {
          const m = JSON.parse(String(data));
          if (m.type === 'subscribed' && ++n === 3) resolve(m.tokens.length);
        });
      });
      for (let i = 0; i < 3; i++) {
        app.send(
          JSON.stringify({
            type: 'subscribe',
            tokens: Array.from({ length: WS_MAX_SUBSCRIPTIONS }, address),
          }),
        );
      }
      expect(await subscribed).toBe(WS_MAX_SUBSCRIPTIONS);

      const total = MAX_SUBSCRIPTIONS_PER_SOCKET + 5;
      const replies = new Promise<Array<{ id: number; error?: { message: string } }>>((resolve) => {
        const got: Array<{ id: number; error?: { message: string } }> = [];
        chain.on('message', (data) => {
          const m = JSON.parse(String(data));
          if ('id' in m) got.push(m);
          if (got.length === total) resolve(got);
        });
      });
      for (let id = 0; id < total; id++) {
        chain.send(
          JSON.stringify({ jsonrpc: '2.0', id, method: 'signatureSubscribe', params: ['1'.repeat(88)] }),
        );
      }
      const got = await replies;
      expect(got.filter((r) => r.error).map((r) => r.error?.message)).toEqual(
        Array(5).fill(`Too many subscriptions: at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} per socket`),
      );
    } finally {
      app.terminate();
      chain.terminate();
    }
  });

  it('refuses uploads past the per-client byte budget, without reading them, and not another client’s', async () => {
    const uploader = clientAt('127.0.0.215');
    try {
      const body = Buffer.alloc(4 * 1024 * 1024 - 1024, 7);
      const statuses: number[] = [];
      for (let i = 0; i < 6 && statuses.at(-1) !== 429; i++) {
        statuses.push((await uploader.request('/api/uploads/image', { method: 'POST', body })).status);
      }
      // 16 MB an hour: the fifth 4 MB upload is over it (junk bytes are refused as images, still counted).
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.length).toBeLessThanOrEqual(5);
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      expect((await honest.request('/api/uploads/image', { method: 'POST', body: png })).status).toBe(201);
    } finally {
      uploader.close();
    }
  });
});
