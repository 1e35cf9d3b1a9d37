// The admin gate: every route the admin router registers — enumerated from the app itself, so a new endpoint
// cannot slip through — answers 401 without a session and 403 to a signed-in wallet that is not an admin.
import { generateKeyPairSigner } from '@solana/kit';
import { ApiErrorSchema } from '@solpad/core/schemas';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/support';
import { useAdminTestApp } from '../../test/use-test-app';
import { schema } from '../db';

const t = useAdminTestApp();
let userCookie: string;

beforeAll(async () => {
  userCookie = await signInAs(t.app, await generateKeyPairSigner());
});

/** The one admin route that is public on purpose (spec §7: the site reads it before anyone signs in). */
const PUBLIC = new Set(['GET /api/admin/maintenance-status']);
const DUMMY_ADDRESS = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const DUMMY_UUID = '00000000-0000-4000-8000-000000000000';

/** Every admin endpoint the app serves, as `METHOD /path` with Hono's `:param` syntax. */
function adminRoutes(): string[] {
  const keys = t.app.routes
    // Middleware are registered for ALL methods; endpoints have a method of their own.
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/admin/'))
    .map((r) => `${r.method} ${r.path}`)
    .filter((k) => !PUBLIC.has(k));
  return [...new Set(keys)].sort();
}

/** A concrete URL for a route pattern: path parameters get well-formed dummy values. */
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'id' ? DUMMY_UUID : name === 'mint' || name === 'address' ? DUMMY_ADDRESS : 'x',
  );

async function call(key: string, cookie?: string) {
  const [method, path] = key.split(' ') as [string, string];
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return t.app.request(`http://localhost:8787${concrete(path)}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    // A plausible body, so a route that (wrongly) validated before authorizing would not hide behind a 400.
    ...(hasBody
      ? { body: JSON.stringify({ enabled: true, banned: true, reason: 'x', olderThanDays: 0 }) }
      : {}),
  });
}

describe('the admin gate', () => {
  it('finds the admin routes on the router itself', () => {
    const routes = adminRoutes();
    // Not an empty or stale list: the known sections are all there.
    for (const known of [
      'POST /api/admin/maintenance-mode',
      'POST /api/admin/path-maintenance',
      'GET /api/admin/audit',
      'GET /api/admin/dashboard',
      'GET /api/admin/api-metrics',
      'GET /api/admin/blockchain',
      'POST /api/admin/blockchain/snapshot',
      'POST /api/admin/users/:address/ban',
      'POST /api/admin/tokens/:mint/flag',
      'DELETE /api/admin/banners/:id',
      'PUT /api/admin/bots/telegram',
      'POST /api/admin/cleanup',
      'POST /api/admin/automations/:name/run',
    ])
      expect(routes).toContain(known);
    expect(routes.length).toBeGreaterThanOrEqual(26);
  });

  it('answers 401 UNAUTHENTICATED to every admin route without a session', async () => {
    for (const key of adminRoutes()) {
      const res = await call(key);
      expect(res.status, key).toBe(401);
      expect(ApiErrorSchema.parse(await res.json()).error.code, key).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 FORBIDDEN to every admin route for a signed-in non-admin', async () => {
    for (const key of adminRoutes()) {
      const res = await call(key, userCookie);
      expect(res.status, key).toBe(403);
      expect(ApiErrorSchema.parse(await res.json()).error.code, key).toBe('FORBIDDEN');
    }
  });

  it('let nothing through: no audit row, no maintenance change', async () => {
    const [audit] = await t.database.db.select({ n: count() }).from(schema.adminAudit);
    expect(audit?.n).toBe(0);
    const status = await (await t.app.request('/api/admin/maintenance-status')).json();
    expect(status).toEqual({ enabled: false, pathMaintenance: {} });
  });

  it('lets the admin through (the gate is not simply closed)', async () => {
    const res = await call('GET /api/admin/system', t.adminCookie);
    expect(res.status).toBe(200);
  });
});
