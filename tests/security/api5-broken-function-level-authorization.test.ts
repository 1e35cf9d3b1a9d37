// OWASP API5:2023 Broken Function Level Authorization, against the running app: every admin route — enumerated
// from the server's router, so a new one cannot be forgotten — called anonymously and as a signed-in wallet that
// is not an admin, with a plausible body; then the same gate approached sideways (path spellings, method
// overrides, proxy headers). None answers, and nothing is changed or audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSigner, clientAt, target } from './support/client';
import { type User, user } from './support/market';

const c = clientAt('127.0.0.15');
afterAll(() => c.close());
let member: User;
let adminCookie: string;
beforeAll(async () => {
  member = await user(c);
  adminCookie = await c.signIn(await adminSigner());
});

/** The one admin route that is public on purpose (the site reads it before anyone signs in). */
const PUBLIC = new Set(['GET /api/admin/maintenance-status']);
const adminRoutes = () =>
  target()
    .routes.filter((r) => r.split(' ')[1]?.startsWith('/api/admin/'))
    .filter((r) => !PUBLIC.has(r));
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'id'
      ? '00000000-0000-4000-8000-000000000000'
      : name === 'mint' || name === 'address'
        ? 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp'
        : 'refresh-token-stats',
  );
/** A body a handler that validated before authorizing would accept, so such a route could not hide behind a 400. */
const PLAUSIBLE = {
  enabled: true,
  path: '/launch',
  banned: true,
  reason: 'x',
  hidden: true,
  flagged: true,
  olderThanDays: 0,
  lamports: '1000',
  to: 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp',
  message: 'x',
  flags: { x: true },
};

async function attempt(route: string, cookie?: string, headers: Record<string, string> = {}) {
  const [method, path] = route.split(' ') as [string, string];
  return c.call(method, concrete(path), {
    ...(cookie ? { cookie } : {}),
    headers,
    ...(method === 'GET' ? {} : { body: PLAUSIBLE }),
  });
}

describe('API5:2023 Broken Function Level Authorization', () => {
  it('finds the admin routes on the router (not a stale or empty list), and they answer an admin', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(35);
    for (const known of [
      'POST /api/admin/maintenance-mode',
      'POST /api/admin/treasury/withdraw',
      'PUT /api/admin/feature-flags',
    ])
      expect(routes).toContain(known);
    // Past the gate (a 400 is a query the read requires, e.g. the cleanup preview's), served by a route.
    for (const route of routes.filter((r) => r.startsWith('GET ') && !r.includes('{'))) {
      expect([200, 400], route).toContain((await attempt(route, adminCookie)).status);
    }
  });

  it('answers every admin route 401 to an anonymous caller and 403 to a wallet that is not an admin', async () => {
    for (const route of adminRoutes()) {
      const anonymous = await attempt(route);
      expect(anonymous.status, route).toBe(401);
      expect(anonymous.body.error.code, route).toBe('UNAUTHENTICATED');
      const nonAdmin = await attempt(route, member.cookie);
      expect(nonAdmin.status, route).toBe(403);
      expect(nonAdmin.body.error.code, route).toBe('FORBIDDEN');
    }
  });

  it('cannot be reached sideways: other spellings of the path, method overrides, proxy rewrite headers', async () => {
    const spellings = [
      '/api/admin/dashboard/',
      '/api//admin/dashboard',
      '/api/admin/./dashboard',
      '/api/x/../admin/dashboard',
      '/api/admin/%64ashboard',
      '/api/%61dmin/dashboard',
      '/API/ADMIN/DASHBOARD',
      '/api/admin/dashboard;admin=1',
      '/api/admin/dashboard%00',
      '/api/admin/dashboard?admin=true&isAdmin=1',
    ];
    for (const path of spellings) {
      for (const cookie of [undefined, member.cookie]) {
        const res = await c.call('GET', path, cookie ? { cookie } : {});
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
    }
    const overrides = {
      'x-http-method-override': 'POST',
      'x-method-override': 'POST',
      'x-original-url': '/api/admin/maintenance-mode',
      'x-rewrite-url': '/api/admin/maintenance-mode',
      'x-forwarded-prefix': '/api/admin',
      'x-forwarded-for': '127.0.0.1',
      'x-admin': 'true',
    };
    const sideways = await c.call('GET', '/api/admin/maintenance-mode', {
      cookie: member.cookie,
      headers: overrides,
    });
    expect(sideways.status).toBeGreaterThanOrEqual(400);
    const posted = await c.call('POST', '/api/admin/maintenance-mode', {
      cookie: member.cookie,
      headers: overrides,
      body: { enabled: true },
    });
    expect(posted.status).toBe(403);
    const viaHealth = await c.call('GET', '/api/health', { cookie: member.cookie, headers: overrides });
    expect(viaHealth.body).toMatchObject({ status: 'ok' });
  });

  it('left nothing changed and nothing in the audit log by anyone but the admin', async () => {
    const status = await c.call('GET', '/api/admin/maintenance-status');
    expect(status.body).toMatchObject({ enabled: false });
    expect(Object.values(status.body.pathMaintenance ?? {})).not.toContain(true);
    const audit = await c.call('GET', '/api/admin/audit?limit=100', { cookie: adminCookie });
    expect(audit.status).toBe(200);
    expect(audit.body.entries.filter((e: { actor: string }) => e.actor === member.address)).toEqual([]);
    const users = await c.call('GET', `/api/admin/users?q=${member.address}`, { cookie: adminCookie });
    expect(JSON.stringify(users.body)).not.toMatch(/"banned":\s*true/);
  });
});
