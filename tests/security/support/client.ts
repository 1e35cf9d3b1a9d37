// A client of the running app (support/global-setup.ts) over real sockets, from a loopback address of its own:
// the server counts rate limits and open websockets per client address, so each spec (and each attacker or
// victim in it) is a different machine to it. Requests go through node:http, so a reset or a dropped connection
// surfaces as an error rather than being retried away.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';
import { inject } from 'vitest';
import { WebSocket } from 'ws';
import { PLATFORM_SECRET_FILE } from '../../../api/src/keys';
import { venueClient } from '../../../api/src/trade/venue-client';
import { type Requester, signInAs } from '../../../api/test/client';

/** The running app (url, admin key, routes). */
export const target = () => inject('target');

/** The admin wallet the server was started with (ADMIN_WALLETS). */
export const adminSigner = (): Promise<KeyPairSigner> =>
  createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(target().adminKey));

/** A JSON reply: status, headers and the parsed body (the raw text when it is not JSON). */
export interface Reply {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: replies are checked field by field by the specs.
  body: any;
  text: string;
}

/** A client of the running app whose connections come from `ip` (any 127.0.0.0/8 address on Linux). */
export function clientAt(ip: string) {
  const base = new URL(target().url);
  const agent = new http.Agent({ keepAlive: true, localAddress: ip, maxSockets: 16 });

  /** A fetch-like request (`input` a path, or a URL whose path and query are used). */
  function request(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input, base);
    const headers = new Headers(init.headers);
    const body =
      init.body === undefined || init.body === null
        ? undefined
        : typeof init.body === 'string'
          ? Buffer.from(init.body)
          : Buffer.from(init.body as Uint8Array);
    if (body) headers.set('content-length', String(body.length));
    const outgoing: Record<string, string> = {};
    headers.forEach((value, name) => {
      outgoing[name] = value;
    });
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: init.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          agent,
          headers: outgoing,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const out = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const v of Array.isArray(value) ? value : [value ?? '']) out.append(name, v);
            }
            const status = res.statusCode ?? 0;
            const noBody = status === 204 || status === 304 || init.method === 'HEAD';
            resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers: out }));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** A JSON call; `cookie` signs it in as that session. */
  async function call(
    method: string,
    path: string,
    init: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const res = await request(path, {
      method,
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined
        ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }
        : {}),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
    return { status: res.status, headers: res.headers, body, text };
  }

  const requester: Requester = { request };
  return {
    ip,
    url: base.origin,
    request,
    call,
    /** Signs `signer` in through SIWS over this client; returns the session cookie. */
    signIn: (signer: KeyPairSigner) => signInAs(requester, signer),
    /** The venue's client (fund, launch, quote, submit…) over this client's sockets. */
    venue: () => venueClient({ app: requester }),
    /** A websocket to `path` from this client's address. */
    ws: (path: string, headers: Record<string, string> = {}) =>
      new WebSocket(`${base.origin.replace('http', 'ws')}${path}`, { localAddress: ip, headers }),
    close: () => agent.destroy(),
  };
}

export type Client = ReturnType<typeof clientAt>;

/** Resolves once `socket` is open, or rejects with the handshake's failure (its HTTP status, when refused). */
export function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`handshake ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/**
 * The server's platform secret (generated into DATA_DIR the first time a key is derived): what must never appear
 * in an answer. The admin's treasury read derives it, so it exists before it is read.
 */
export async function platformSecret(c: Client): Promise<string> {
  const cookie = await c.signIn(await adminSigner());
  const treasury = await c.call('GET', '/api/admin/treasury', { cookie });
  if (treasury.status !== 200) throw new Error(`treasury: ${treasury.status} ${treasury.text}`);
  const secret = readFileSync(path.join(target().dataDir, PLATFORM_SECRET_FILE), 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(secret)) throw new Error('the platform secret is not 32 bytes of hex');
  return secret;
}
