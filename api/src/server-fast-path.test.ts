// The hot reads answered at the Node layer (lib/fast-http.ts) on a real listening server: the same answer as the
// one Hono gave for the URL, header for header; 304, HEAD, cross-origin requests left to the full path, and
// requests the fast path cannot key going the full way with a clean answer. Which path answered is told by
// counting the requests that reached @hono/node-server's listener.
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerIn } from '../test/support';
import type { RunningServer } from './server';

const adapter = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@hono/node-server', async (importOriginal) => {
  const real = await importOriginal<typeof import('@hono/node-server')>();
  return {
    ...real,
    getRequestListener: (...args: Parameters<typeof real.getRequestListener>) => {
      const listener = real.getRequestListener(...args);
      return (...req: Parameters<typeof listener>) => {
        adapter.calls++;
        return listener(...req);
      };
    },
  };
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether @hono/node-server's listener saw the request (false: the fast path answered it). */
  full: boolean;
}

let server: RunningServer;
let port = 0;
const dir = mkdtempSync(path.join(tmpdir(), 'solpad-fast-http-'));

beforeAll(async () => {
  server = await startServerIn(dir, { LOG_LEVEL: 'silent' });
  port = Number(new URL(server.url).port);
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One request on a connection of its own. */
function ask(target: string, opts: { method?: string; headers?: Record<string, string> } = {}) {
  const before = adapter.calls;
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, full: adapter.calls > before }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A request that the fast path answers: asked again until one is (a full answer first fills the cache). */
async function askHot(target: string, opts: { method?: string; headers?: Record<string, string> } = {}) {
  for (let i = 0; i < 10; i++) {
    const answer = await ask(target, opts);
    if (!answer.full) return answer;
  }
  throw new Error(`${target} was never answered by the fast path`);
}

/** A request that reaches Hono, computing the answer (the one before it made the cached answer stale). */
async function askFull(target: string): Promise<Answer> {
  for (let i = 0; i < 50; i++) {
    const answer = await ask(target);
    if (answer.full) return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${target} was never answered by Hono`);
}

/** The headers an answer carries, but the ones made per answer. */
const lasting = (h: IncomingHttpHeaders) => {
  const { date: _date, 'x-request-id': _id, ...rest } = h;
  return rest;
};

/** What the server answers to raw request bytes: the status line, or what broke. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      got += chunk;
    });
    socket.on('error', (e) => resolve(`error ${e.message}`));
    socket.on('close', () => resolve(got.split('\r\n')[0] ?? ''));
    socket.end(bytes);
  });
}

describe('hot reads at the Node layer', () => {
  it('answers a current answer with the headers and body Hono gave for the same URL', async () => {
    const full = await askFull('/api/health');
    const hot = await askHot('/api/health');
    expect(full.status).toBe(200);
    expect(hot.status).toBe(200);
    expect(hot.body).toBe(full.body);
    expect(lasting(hot.headers)).toEqual(lasting(full.headers));
    expect(hot.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hot.headers['x-request-id']).not.toBe(full.headers['x-request-id']);
    expect(hot.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("keeps a client's well-formed request id and makes a fresh one for any other", async () => {
    await askFull('/api/health');
    expect(
      (await askHot('/api/health', { headers: { 'x-request-id': 'probe-7' } })).headers['x-request-id'],
    ).toBe('probe-7');
    const other = await askHot('/api/health', { headers: { 'x-request-id': 'no spaces' } });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 304 without a body to the ETag it gave', async () => {
    const full = await askFull('/api/health');
    const etag = full.headers.etag as string;
    const notModified = await askHot('/api/health', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('no-cache');
    expect(notModified.headers.vary).toBe('Origin');
    expect(notModified.headers['x-frame-options']).toBe('DENY');
    expect(notModified.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Another ETag gets the whole answer.
    expect((await askHot('/api/health', { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await askFull('/api/health');
    const head = await askHot('/api/health', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(full.body)));
    expect(lasting(head.headers)).toEqual(lasting(full.headers));
  });

  it('leaves a request with an Origin header to the full path, which adds the CORS headers', async () => {
    await askFull('/api/health');
    await askHot('/api/health');
    const origin = `http://127.0.0.1:${port}`;
    const cross = await ask('/api/health', { headers: { origin } });
    expect(cross.full).toBe(true);
    expect(cross.status).toBe(200);
    expect(cross.headers['access-control-allow-origin']).toBe(origin);
    expect(cross.headers.vary).toMatch(/Origin/);
  });

  it('leaves another spelling of the URL to the adapter, which answers it from the same cache', async () => {
    const full = await askFull('/api/health');
    await askHot('/api/health');
    // A dot segment, and an absolute target (a proxy's): the adapter makes the cached URL of both.
    for (const target of ['/api/./health', `http://127.0.0.1:${port}/api/health`]) {
      const other = await ask(target);
      expect(other.full).toBe(true);
      expect(other.status).toBe(200);
      expect(other.body).toBe(full.body);
      expect(lasting(other.headers)).toEqual(lasting(full.headers));
    }
  });

  it('answers malformed requests cleanly and keeps serving', async () => {
    await askFull('/api/health');
    await askHot('/api/health');
    // A Host naming more than a host: the adapter refuses it, hot answer or not.
    expect(
      await raw('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1/api/health?x=\r\nConnection: close\r\n\r\n'),
    ).toBe('HTTP/1.1 400 Bad Request');
    expect(
      await raw(`GET /api/health HTTP/1.1\r\nHost: user@127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    ).toBe('HTTP/1.1 400 Bad Request');
    // An absolute target that is no URL, a backslash in the path, a target past Node's header limit.
    expect(await raw('GET http://[ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect(await raw('GET /api\\health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect(
      await raw(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    ).toMatch(/^HTTP\/1\.1 431 /);
    expect(await raw('GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect((await askHot('/api/health')).status).toBe(200);
  });
});
