// OWASP API9:2023 Improper Inventory Management, against the running app: the routes its router serves and the
// operations its published OpenAPI document lists are the same set; every documented operation is served;
// legacy, debug and internal paths (old versions, metrics, the chain service's own endpoints) and undocumented
// methods on documented paths are not; the JSON-RPC serves exactly the methods core documents.
import { RPC_PARAMS } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSigner, clientAt, target } from './support/client';

const c = clientAt('127.0.0.19');
afterAll(() => c.close());
// Under /api/admin/ the gate answers before the router (401/403 to anyone else): the admin sees what is routed.
let adminCookie: string;
beforeAll(async () => {
  adminCookie = await c.signIn(await adminSigner());
});
const as = (path: string) => (path.startsWith('/api/admin/') ? { cookie: adminCookie } : {});

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, n: string) =>
    n === 'id'
      ? '00000000-0000-4000-8000-000000000000'
      : n === 'action'
        ? 'accept'
        : 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp',
  );
/** The API's catch-all answer for a path no route serves. */
const unrouted = (res: { status: number; body: { error?: { message?: string } } }) =>
  res.status === 404 && /^No route for /.test(res.body?.error?.message ?? '');

async function documented(): Promise<string[]> {
  const doc = (await c.call('GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
}

describe('API9:2023 Improper Inventory Management', () => {
  it('serves exactly the operations its published document lists: none hidden, none stale', async () => {
    const served = target().routes;
    expect(served.length).toBeGreaterThan(100);
    expect(served).toEqual(await documented());
  });

  it('answers every documented operation from a route (not the catch-all for unknown paths)', async () => {
    for (const op of await documented()) {
      const [method, path] = op.split(' ') as [string, string];
      const res = await c.call(method, concrete(path), method === 'GET' ? {} : { body: {} });
      expect(unrouted(res), `${op}: ${res.status} ${res.text.slice(0, 120)}`).toBe(false);
      expect(res.status, op).toBeLessThan(500);
    }
  });

  it('serves no legacy version, debug or internal path', async () => {
    for (const path of [
      '/api/v1/tokens',
      '/api/v2/health',
      '/api/v0/rpc',
      '/api/beta/stats',
      '/api/internal/config',
      '/api/debug',
      '/api/debug/vars',
      '/api/metrics',
      '/api/graphql',
      '/api/swagger.json',
      '/api/swagger-ui',
      '/api/test',
      '/api/dev/reset',
      '/api/seed',
      '/api/admin/debug',
      '/api/admin/env',
      '/api/chain/snapshot',
      '/api/rpc/solpad/info',
    ]) {
      for (const method of ['GET', 'POST']) {
        const res = await c.call(method, path, { ...as(path), ...(method === 'POST' ? { body: {} } : {}) });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    // The chain service's own endpoints (for API replicas, on a private port) are not part of the API server.
    for (const [method, path] of [
      ['GET', '/solpad/info'],
      ['POST', '/solpad/clock'],
      ['GET', '/solpad/stats'],
      ['POST', '/solpad/snapshot'],
      ['GET', '/solpad/confirmed'],
      ['GET', '/metrics'],
    ] as const) {
      const res = await c.call(method, path, method === 'POST' ? { body: {} } : {});
      // Not served: 404, or the site's page itself (its SPA answers unknown pages with index.html).
      if (res.status === 200) expect(res.headers.get('content-type'), path).toContain('text/html');
      else expect(res.status, path).toBe(404);
    }
  });

  it('answers a documented path only in its documented methods', async () => {
    const ops = await documented();
    const byPath = new Map<string, Set<string>>();
    for (const op of ops) {
      const [method, path] = op.split(' ') as [string, string];
      byPath.set(path, (byPath.get(path) ?? new Set()).add(method));
    }
    // A concrete path another documented operation of that method also matches (GET /api/uploads/image is
    // GET /api/uploads/{id}) is that operation's, not an undocumented one.
    const template = (p: string) => new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`);
    const documentedFor = (method: string, concretePath: string) =>
      ops.some(
        (op) => op.startsWith(`${method} `) && template(op.slice(method.length + 1)).test(concretePath),
      );
    for (const [path, methods] of byPath) {
      for (const method of METHODS.filter((m) => !methods.has(m) && !documentedFor(m, concrete(path)))) {
        const res = await c.call(method, concrete(path), {
          ...as(path),
          ...(method === 'GET' ? {} : { body: {} }),
        });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
  });

  it('serves on JSON-RPC exactly the methods core documents (RPC_PARAMS), nothing of the runtime underneath', async () => {
    const call = async (method: string) =>
      (await c.call('POST', '/api/rpc', { body: { jsonrpc: '2.0', id: 1, method, params: [] } })).body.error
        ?.code;
    for (const method of Object.keys(RPC_PARAMS)) expect(await call(method), method).not.toBe(-32601);
    for (const method of [
      'getClusterNodes',
      'getLeaderSchedule',
      'getVoteAccounts',
      'getInflationReward',
      'minimumLedgerSlot',
      'setAccount',
      'setClock',
      'warpToSlot',
      'expireBlockhash',
      'airdrop',
      'toBytes',
      'snapshot',
      'solpadInfo',
      '__proto__',
      'constructor',
      'hasOwnProperty',
    ]) {
      expect(await call(method), method).toBe(-32601);
    }
  });
});
