// Requests refused before their body is read (413 over the size limit, 429 over the rate limit, 401 without a
// session) must not leave the client with a reset connection: the refused body is read and thrown away before
// the answer (the connection stays usable), or the answer says `Connection: close` when the body is too big to
// read. Over a real socket: a keep-alive agent with one connection sends the refused request and then another.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBeside } from '../test/support';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp();
let server: ServerType;
let port: number;
beforeAll(async () => {
  // A rate limit small enough to reach: 3 JSON-RPC requests a minute.
  const app = appBeside(t, { RPC_RATE_LIMIT_PER_MINUTE: '3' });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  connection: string | undefined;
  socket: unknown;
  body: string;
}

/** One request through `agent`; `body` is written in 64 KiB pieces, as a client uploading it would. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            socket: req.socket,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!body) return req.end();
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

/** Runs `use` with a keep-alive agent of one connection (reused while the server keeps it open), then drops it. */
async function overOneConnection(use: (agent: http.Agent) => Promise<void>): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await use(agent);
  } finally {
    agent.destroy();
  }
}

const big = (bytes: number) =>
  Buffer.from(`{"jsonrpc":"2.0","id":1,"method":"getSlot","pad":"${'x'.repeat(bytes)}"}`);

describe('early rejections over a keep-alive connection', () => {
  it('a 3 MB body to /api/rpc gets 413, and the next request on the same connection is answered', () =>
    overOneConnection(async (agent) => {
      for (let i = 0; i < 3; i++) {
        const refused = await send(agent, 'POST', '/api/rpc', big(3 * 1024 * 1024));
        expect(refused.status).toBe(413);
        const next = await send(agent, 'GET', '/api/health');
        expect(next.status).toBe(200);
        // The body was read and dropped before the answer, so the connection was kept and reused.
        expect(refused.connection).toBe('keep-alive');
        expect(next.socket).toBe(refused.socket);
      }
    }));

  it('a REST body over its limit and a write without a session are answered, and the connection reused', () =>
    overOneConnection(async (agent) => {
      const tooBig = await send(agent, 'POST', '/api/client-errors', big(1024 * 1024));
      expect(tooBig.status).toBe(413);
      const anonymous = await send(agent, 'POST', '/api/marketing/campaigns', big(60 * 1024));
      expect(anonymous.status).toBe(401);
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
      expect(next.socket).toBe(tooBig.socket);
    }));

  it('a body too large to read is answered with Connection: close (a new connection follows, no reset)', () =>
    overOneConnection(async (agent) => {
      // Declared far beyond what the server reads to drop; the client is told not to reuse the connection.
      const huge = await send(agent, 'POST', '/api/wallets', big(40 * 1024 * 1024)).catch((e: Error) => e);
      if (huge instanceof Error) {
        // A client that keeps writing into a closed connection may see EPIPE/ECONNRESET on its upload only.
        expect((huge as NodeJS.ErrnoException).code).toMatch(/EPIPE|ECONNRESET/);
      } else {
        expect(huge.status).toBe(413);
        expect(huge.connection).toBe('close');
      }
      expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    }));

  it('429 before the body is read (a spent upload budget): answered, and the connection still usable', () =>
    overOneConnection(async (agent) => {
      // 3 MB bodies (not images: refused after reading, but charged) until the hourly budget is spent.
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await send(agent, 'POST', '/api/uploads/image', big(3 * 1024 * 1024))).status);
      expect(statuses.slice(-2)).toEqual([429, 429]);
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
    }));

  it('429 over the JSON-RPC budget: answered, and the connection still usable', () =>
    overOneConnection(async (agent) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await send(agent, 'POST', '/api/rpc', big(400 * 1024))).status);
      expect(statuses.slice(-2)).toEqual([429, 429]);
      expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    }));
});
