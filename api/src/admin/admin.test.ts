// Behaviour of the admin console's API, section by section, against the real app (PGlite + LiteSVM).
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import {
  AdminAnalysisSchema,
  AdminApiMetricsSchema,
  AdminAuditPageSchema,
  AdminBanResponseSchema,
  AdminBlockchainSchema,
  AdminDashboardSchema,
  AdminErrorPageSchema,
  AdminSnapshotResponseSchema,
  AdminSystemSchema,
  AdminTokenListSchema,
  AdminTokenSchema,
  AdminUserListSchema,
  ApiErrorSchema,
  AuthSessionSchema,
  AutomationJobSchema,
  CleanupPreviewSchema,
  CleanupResultSchema,
  FeatureFlagsResponseSchema,
  PublicBannersSchema,
  SignInInputSchema,
  TelegramBotSettingsSchema,
  WsServerMessageSchema,
} from '@solpad/core/schemas';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, signSiws } from '../../test/support';
import { useAdminTestApp } from '../../test/use-test-app';
import { schema } from '../db';
import { type AppEvent, createEventBus } from '../lib/events';
import { createLogger } from '../lib/logger';
import { createWsHub } from '../ws/hub';
import { readTelegramBot } from './bots';
import { visibleTokens } from './tokens';

const t = useAdminTestApp();
const events: AppEvent[] = [];

beforeAll(async () => {
  t.events.subscribe((e) => events.push(e));
});

async function api(method: string, path: string, opts: { body?: unknown; cookie?: string | null } = {}) {
  const cookie = opts.cookie === undefined ? t.adminCookie : opts.cookie;
  return t.app.request(`http://localhost:8787${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      'x-request-id': `test-${method}-${path}`.slice(0, 200).replace(/[^\w-]/g, '_'),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
}

const auditRows = (action: string) =>
  t.database.db.select().from(schema.adminAudit).where(eq(schema.adminAudit.action, action));

async function insertToken(name: string, extra: Partial<typeof schema.tokens.$inferInsert> = {}) {
  const address = (await generateKeyPairSigner()).address;
  await t.database.db
    .insert(schema.tokens)
    .values({ address, name, symbol: name.slice(0, 4).toUpperCase(), creator: t.admin.address, ...extra });
  return address;
}

/** Inserts `rows` as trades of `mint` by one fresh trader, one token each. */
async function insertTrades(
  mint: string,
  rows: Omit<typeof schema.trades.$inferInsert, 'mint' | 'trader' | 'tokenAmount'>[],
) {
  const trader = (await generateKeyPairSigner()).address;
  await t.database.db
    .insert(schema.trades)
    .values(rows.map((row) => ({ mint, trader, tokenAmount: 1n, ...row })));
}

describe('audit log', () => {
  it('writes a row with before and after for the maintenance toggles, and lists it', async () => {
    expect(
      (await api('POST', '/api/admin/path-maintenance', { body: { path: '/tokens', enabled: true } })).status,
    ).toBe(200);
    expect((await api('POST', '/api/admin/maintenance-mode', { body: { enabled: true } })).status).toBe(200);
    expect((await api('POST', '/api/admin/maintenance-mode', { body: { enabled: false } })).status).toBe(200);

    const [path] = await auditRows('maintenance.path');
    expect(path).toMatchObject({
      actor: t.admin.address,
      target: '/tokens',
      before: { enabled: false, pathMaintenance: {} },
      after: { enabled: false, pathMaintenance: { '/tokens': true } },
      requestId: 'test-POST-_api_admin_path-maintenance',
    });
    const page = AdminAuditPageSchema.parse(
      await (await api('GET', '/api/admin/audit?action=maintenance.global')).json(),
    );
    expect(page.entries.map((e) => [e.before, e.after])).toEqual([
      [
        { enabled: true, pathMaintenance: { '/tokens': true } },
        { enabled: false, pathMaintenance: { '/tokens': true } },
      ],
      [
        { enabled: false, pathMaintenance: { '/tokens': true } },
        { enabled: true, pathMaintenance: { '/tokens': true } },
      ],
    ]);
    // Tidy for the other tests.
    await api('POST', '/api/admin/path-maintenance', { body: { path: '/tokens', enabled: false } });
  });

  it('pages newest first with a cursor and filters by actor', async () => {
    const first = AdminAuditPageSchema.parse(await (await api('GET', '/api/admin/audit?limit=2')).json());
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = AdminAuditPageSchema.parse(
      await (await api('GET', `/api/admin/audit?limit=2&before=${first.nextCursor}`)).json(),
    );
    expect(Number(second.entries[0]?.id)).toBeLessThan(Number(first.entries[1]?.id));
    const other = (await generateKeyPairSigner()).address;
    const none = AdminAuditPageSchema.parse(
      await (await api('GET', `/api/admin/audit?actor=${other}`)).json(),
    );
    expect(none.entries).toEqual([]);
    // Empty filters, as a form submits them, count as absent.
    const all = AdminAuditPageSchema.parse(
      await (await api('GET', '/api/admin/audit?action=&actor=&limit=')).json(),
    );
    expect(all.entries.length).toBeGreaterThanOrEqual(3);
    const bad = await api('GET', '/api/admin/audit?action=drop-tables');
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).error.message).toMatch(/^action:/);
  });

  it('writes no row when the change fails (same transaction)', async () => {
    const before = (await t.database.db.select({ n: count() }).from(schema.adminAudit))[0]?.n;
    const missing = (await generateKeyPairSigner()).address;
    const res = await api('POST', `/api/admin/tokens/${missing}/flag`, {
      body: { hidden: true, reason: 'spam' },
    });
    expect(res.status).toBe(404);
    expect((await t.database.db.select({ n: count() }).from(schema.adminAudit))[0]?.n).toBe(before);
  });
});

describe('launchpad moderation', () => {
  it('hides and flags a token with a reason; the public filter leaves it out', async () => {
    const mint = await insertToken('Scammy');
    const kept = await insertToken('Honest');
    const res = await api('POST', `/api/admin/tokens/${mint}/flag`, {
      body: { hidden: true, flagged: true, reason: 'impersonates a brand' },
    });
    expect(res.status).toBe(200);
    expect(AdminTokenSchema.parse(await res.json())).toMatchObject({
      address: mint,
      hidden: true,
      flagged: true,
      moderationReason: 'impersonates a brand',
      venue: 'curve',
    });
    const hidden = AdminTokenListSchema.parse(
      await (await api('GET', '/api/admin/tokens?hidden=true')).json(),
    );
    expect(hidden.tokens.map((x) => x.address)).toEqual([mint]);
    const visible = await t.database.db
      .select({ a: schema.tokens.address })
      .from(schema.tokens)
      .where(and(visibleTokens));
    expect(visible.map((r) => r.a)).toContain(kept);
    expect(visible.map((r) => r.a)).not.toContain(mint);
    // The public token list, searched by each name, shows the kept token and never the hidden one.
    const publicList = async (search: string) =>
      JSON.stringify(await (await api('GET', `/api/tokens?search=${search}`)).json());
    expect(await publicList('Honest')).toContain(kept);
    expect(await publicList('Scammy')).not.toContain(mint);
    const [row] = await auditRows('token.moderate');
    expect(row).toMatchObject({
      target: mint,
      before: { hidden: false, flagged: false, reason: null },
      after: { hidden: true, flagged: true, reason: 'impersonates a brand' },
    });
  });

  it('refuses a flag without a reason or without hidden/flagged', async () => {
    const mint = await insertToken('Nameless');
    for (const body of [{ hidden: true }, { reason: 'why' }]) {
      const res = await api('POST', `/api/admin/tokens/${mint}/flag`, { body });
      expect(res.status).toBe(400);
      expect(ApiErrorSchema.parse(await res.json()).error.code).toBe('INVALID_REQUEST');
    }
  });
});

describe('users and bans', () => {
  let user: KeyPairSigner;
  let userCookie: string;

  beforeAll(async () => {
    user = await generateKeyPairSigner();
    userCookie = await signInAs(t.app, user);
  });

  const me = async (cookie: string) =>
    AuthSessionSchema.parse(await (await t.app.request('/api/auth/me', { headers: { cookie } })).json());

  it('lists wallets seen with their sessions', async () => {
    const list = AdminUserListSchema.parse(
      await (await api('GET', `/api/admin/users?q=${user.address}`)).json(),
    );
    expect(list.users).toEqual([
      expect.objectContaining({
        address: user.address,
        sessions: 1,
        activeSessions: 1,
        banned: false,
        isAdmin: false,
      }),
    ]);
  });

  it('a ban revokes the sessions and refuses sign-in with 403 BANNED; lifting it lets the wallet back', async () => {
    const res = await api('POST', `/api/admin/users/${user.address}/ban`, {
      body: { banned: true, reason: 'wash trading' },
    });
    expect(res.status).toBe(200);
    expect(AdminBanResponseSchema.parse(await res.json())).toEqual({
      address: user.address,
      banned: true,
      reason: 'wash trading',
      revokedSessions: 1,
    });
    expect(await me(userCookie)).toEqual({ signedIn: false });

    const input = SignInInputSchema.parse(
      await (await t.app.request('http://localhost:8787/api/auth/nonce')).json(),
    );
    const refused = await t.app.request('http://localhost:8787/api/auth/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await signSiws(user, { ...input, address: user.address })),
    });
    expect(refused.status).toBe(403);
    expect(ApiErrorSchema.parse(await refused.json()).error.code).toBe('BANNED');

    const banned = AdminUserListSchema.parse(await (await api('GET', '/api/admin/users?banned=true')).json());
    expect(banned.users.map((u) => [u.address, u.banReason])).toEqual([[user.address, 'wash trading']]);
    expect((await auditRows('user.ban'))[0]).toMatchObject({
      target: user.address,
      before: { banned: false },
      after: { banned: true, reason: 'wash trading', revokedSessions: 1 },
    });

    // A session that escaped the revocation (started in the instant of the ban) is refused on writes.
    await t.database.db
      .update(schema.sessions)
      .set({ revokedAt: null })
      .where(eq(schema.sessions.address, user.address));
    const write = await t.app.request('http://localhost:8787/api/wallets', {
      method: 'POST',
      headers: { cookie: userCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'connected', owner: user.address }),
    });
    expect(write.status).toBe(403);
    expect(ApiErrorSchema.parse(await write.json()).error.code).toBe('BANNED');

    const lifted = await api('POST', `/api/admin/users/${user.address}/ban`, {
      body: { banned: false, reason: 'appeal accepted' },
    });
    expect(lifted.status).toBe(200);
    const cookie = await signInAs(t.app, user);
    expect(await me(cookie)).toMatchObject({ signedIn: true, address: user.address });
  });

  it('cannot ban an admin wallet', async () => {
    const res = await api('POST', `/api/admin/users/${t.admin.address}/ban`, {
      body: { banned: true, reason: 'oops' },
    });
    expect(res.status).toBe(409);
    expect(ApiErrorSchema.parse(await res.json()).error.code).toBe('ADMIN_NOT_BANNABLE');
    expect(await me(t.adminCookie)).toMatchObject({ signedIn: true });
  });
});

describe('cleanup', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('deletes only what the preview counted; changed counts answer 409 and delete nothing', async () => {
    const old = new Date(Date.now() - 40 * DAY);
    await t.database.db.insert(schema.clientErrors).values(
      [1, 2, 3].map((i) => ({
        kind: 'error',
        message: `old ${i}`,
        url: '/',
        clientId: 'c',
        createdAt: old,
      })),
    );
    await t.database.db
      .insert(schema.clientErrors)
      .values({ kind: 'error', message: 'fresh', url: '/', clientId: 'c' });
    await t.database.db.insert(schema.authNonces).values({ nonce: 'n-old', expiresAt: old });

    const preview = CleanupPreviewSchema.parse(
      await (await api('GET', '/api/admin/cleanup/preview?olderThanDays=30')).json(),
    );
    expect(preview.counts).toMatchObject({ clientErrors: 3, expiredNonces: 1, serverErrors: 0 });

    // Another old error arrives between the preview and the confirmation.
    await t.database.db
      .insert(schema.clientErrors)
      .values({ kind: 'error', message: 'late', url: '/', clientId: 'c', createdAt: old });
    const stale = await api('POST', '/api/admin/cleanup', {
      body: { olderThanDays: 30, confirmCounts: preview.counts },
    });
    expect(stale.status).toBe(409);
    const staleBody = (await stale.json()) as { error: { code: string }; counts: Record<string, number> };
    expect(staleBody.error.code).toBe('CLEANUP__COUNTS_CHANGED');
    expect(staleBody.counts.clientErrors).toBe(4);
    expect((await t.database.db.select({ n: count() }).from(schema.clientErrors))[0]?.n).toBe(5);
    expect(await auditRows('cleanup.run')).toHaveLength(0);

    const again = CleanupPreviewSchema.parse(
      await (await api('GET', '/api/admin/cleanup/preview?olderThanDays=30')).json(),
    );
    const done = await api('POST', '/api/admin/cleanup', {
      body: { olderThanDays: 30, confirmCounts: again.counts },
    });
    expect(done.status).toBe(200);
    expect(CleanupResultSchema.parse(await done.json()).deleted).toMatchObject({
      clientErrors: 4,
      expiredNonces: 1,
    });
    const left = await t.database.db.select({ m: schema.clientErrors.message }).from(schema.clientErrors);
    expect(left.map((r) => r.m)).toEqual(['fresh']);
    expect((await auditRows('cleanup.run'))[0]?.after).toMatchObject({ deleted: { clientErrors: 4 } });
  });

  it('refuses a missing or negative olderThanDays', async () => {
    for (const q of ['', '?olderThanDays=-1', '?olderThanDays=abc']) {
      const res = await api('GET', `/api/admin/cleanup/preview${q}`);
      expect(res.status).toBe(400);
      expect(ApiErrorSchema.parse(await res.json()).error.message).toMatch(/^olderThanDays:/);
    }
  });
});

describe('api metrics', () => {
  it('reports per route pattern, not per raw URL', async () => {
    for (let i = 0; i < 3; i++)
      await t.app.request(`/api/wallets/${crypto.randomUUID()}`, { method: 'DELETE' });
    await t.app.request('/api/no-such-thing-1');
    await t.app.request('/api/no-such-thing-2');
    const m = AdminApiMetricsSchema.parse(await (await api('GET', '/api/admin/api-metrics')).json());
    const routes = new Map(m.routes.map((r) => [r.route, r]));
    expect(routes.get('DELETE /api/wallets/:id')).toMatchObject({
      requests15m: 3,
      clientErrors15m: 3,
      serverErrors15m: 0,
    });
    expect(routes.get('GET (unmatched)')?.requests15m).toBe(2);
    expect([...routes.keys()].some((k) => k.includes('no-such-thing'))).toBe(false);
    expect(m.total.requests15m).toBeGreaterThanOrEqual(5);
    expect(m.total.p50Ms).not.toBeNull();
    expect(m.windowSeconds).toBe(900);
  });
});

describe('blockchain', () => {
  it('reports the localnet: slot, block height, latency, journal and snapshot; the snapshot button writes one', async () => {
    const info = AdminBlockchainSchema.parse(await (await api('GET', '/api/admin/blockchain')).json());
    expect(info).toMatchObject({ mode: 'localnet', cluster: 'localnet', ok: true, rpcError: null });
    expect(info.slot).toBeGreaterThanOrEqual(0);
    expect(info.blockHeight).not.toBeNull();
    expect(info.rpcLatencyMs).not.toBeNull();
    expect(info.localnet?.journalEntries).toBeGreaterThanOrEqual(0);

    const snap = await api('POST', '/api/admin/blockchain/snapshot', { body: {} });
    expect(snap.status).toBe(200);
    const body = AdminSnapshotResponseSchema.parse(await snap.json());
    expect(body.localnet.snapshotBytes).toBeGreaterThan(1000);
    expect(body.localnet.entriesSinceSnapshot).toBe(0);
    expect(await auditRows('blockchain.snapshot')).toHaveLength(1);
  });
});

describe('errors', () => {
  it('lists client errors, filtered by text', async () => {
    await t.database.db.insert(schema.clientErrors).values([
      { kind: 'unhandledrejection', message: 'Failed to fetch /api/stats', url: '/tokens', clientId: 'c' },
      { kind: 'error', message: 'x is undefined', url: '/launch', clientId: 'c' },
    ]);
    const page = AdminErrorPageSchema.parse(
      await (await api('GET', '/api/admin/errors?kind=client&q=fetch')).json(),
    );
    expect(page.errors.map((e) => [e.kind, e.where])).toEqual([['unhandledrejection', '/tokens']]);
  });
});

describe('dashboard', () => {
  it('counts real rows and builds a 14-day series', async () => {
    const mint = await insertToken('Dash');
    await insertTrades(mint, [
      { signature: 'sig-dash-1', side: 'buy', solLamports: 2_000_000_000n, slot: 1n },
      { signature: 'sig-dash-2', side: 'sell', solLamports: 500_000_000n, slot: 2n },
      {
        signature: 'sig-dash-old',
        side: 'buy',
        solLamports: 1n,
        slot: 3n,
        createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
      },
    ]);
    const d = AdminDashboardSchema.parse(await (await api('GET', '/api/admin/dashboard')).json());
    expect(d.counts.trades24h).toBe(2);
    expect(d.counts.volume24hLamports).toBe('2500000000');
    expect(d.counts.sessionsActive).toBeGreaterThanOrEqual(1);
    expect(d.daily).toHaveLength(14);
    expect(d.daily[13]).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      trades: 2,
      volumeLamports: '2500000000',
    });
    expect(d.daily.reduce((n, p) => n + p.trades, 0)).toBe(3);
    expect(d.daily[13]?.newWallets).toBeGreaterThanOrEqual(1);
  });
});

describe('analysis', () => {
  it('sums volume and platform fees per day', async () => {
    const mint = await insertToken('Fees');
    await insertTrades(mint, [
      {
        signature: 'sig-fee-1',
        side: 'buy',
        solLamports: 1_000_000_000n,
        slot: 1n,
        feeLamports: 10_000_000n,
      },
      {
        signature: 'sig-fee-2',
        side: 'buy',
        solLamports: 3_000_000_000n,
        slot: 2n,
        feeLamports: 30_000_000n,
      },
    ]);
    const a = AdminAnalysisSchema.parse(await (await api('GET', '/api/admin/analysis?days=7')).json());
    expect(a.daily).toHaveLength(7);
    const today = a.daily[6];
    expect(BigInt(today?.feesLamports ?? 0)).toBeGreaterThanOrEqual(40_000_000n);
    expect(a.totals.feesLamports).toBe(String(a.daily.reduce((n, d) => n + BigInt(d.feesLamports), 0n)));
    expect((await api('GET', '/api/admin/analysis?days=2')).status).toBe(400);
  });
});

describe('automations', () => {
  it('runs a job now, audited with its outcome', async () => {
    const res = await api('POST', '/api/admin/automations/prune-sessions-nonces/run');
    expect(res.status).toBe(200);
    expect(AutomationJobSchema.parse(await res.json())).toMatchObject({ lastOutcome: 'ok', runs: 1 });
    expect((await auditRows('automation.run'))[0]).toMatchObject({
      target: 'prune-sessions-nonces',
      after: { lastOutcome: 'ok' },
    });
    expect((await api('POST', '/api/admin/automations/no-such-job/run')).status).toBe(404);
  });
});

describe('banners and feature flags', () => {
  it('shows an active banner publicly, not a future one, and pushes changes to /api/ws', async () => {
    const created = await api('POST', '/api/admin/banners', {
      body: { text: 'Upgrade tonight', level: 'warning' },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await api('POST', '/api/admin/banners', { body: { text: 'Later', level: 'info', startsAt: future } }))
        .status,
    ).toBe(201);
    const pub = PublicBannersSchema.parse(await (await t.app.request('/api/banners')).json());
    expect(pub.banners.map((b) => b.text)).toEqual(['Upgrade tonight']);
    expect(events.filter((e) => e.type === 'banner').at(-1)).toMatchObject({
      banners: [{ id, text: 'Upgrade tonight' }],
    });

    const long = await api('POST', '/api/admin/banners', { body: { text: 'x'.repeat(281), level: 'info' } });
    expect(long.status).toBe(400);
    expect((await api('DELETE', `/api/admin/banners/${id}`)).status).toBe(204);
    expect(PublicBannersSchema.parse(await (await t.app.request('/api/banners')).json()).banners).toEqual([]);
    expect((await auditRows('banner.delete'))[0]).toMatchObject({
      target: id,
      before: { text: 'Upgrade tonight' },
      after: null,
    });
  });

  it('edits a banner, disables and re-enables it, each change audited and pushed to /api/ws', async () => {
    const created = await api('POST', '/api/admin/banners', { body: { text: 'Draft', level: 'info' } });
    const { id, startsAt } = (await created.json()) as { id: string; startsAt: string };
    const publicTexts = async () =>
      PublicBannersSchema.parse(await (await t.app.request('/api/banners')).json()).banners.map(
        (b) => b.text,
      );
    const lastPush = () => events.filter((e) => e.type === 'banner').at(-1);

    const edited = await api('PUT', `/api/admin/banners/${id}`, {
      body: { text: 'Trading resumes at 18:00', level: 'critical', enabled: true },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id,
      text: 'Trading resumes at 18:00',
      level: 'critical',
      enabled: true,
      active: true,
      startsAt,
    });
    expect(await publicTexts()).toContain('Trading resumes at 18:00');
    expect(lastPush()).toMatchObject({
      banners: [{ id, text: 'Trading resumes at 18:00', level: 'critical' }],
    });
    expect((await auditRows('banner.update'))[0]).toMatchObject({
      target: id,
      before: { text: 'Draft', level: 'info', enabled: true },
      after: { text: 'Trading resumes at 18:00', level: 'critical', enabled: true },
    });

    const disabled = await api('PUT', `/api/admin/banners/${id}`, {
      body: { text: 'Trading resumes at 18:00', level: 'critical', enabled: false },
    });
    expect(await disabled.json()).toMatchObject({ enabled: false, active: false });
    expect(await publicTexts()).not.toContain('Trading resumes at 18:00');
    expect(lastPush()).toMatchObject({ type: 'banner', banners: [] });
    const listed = (await (await api('GET', '/api/admin/banners')).json()) as {
      banners: { id: string; enabled: boolean }[];
    };
    expect(listed.banners.find((b) => b.id === id)?.enabled).toBe(false);

    await api('PUT', `/api/admin/banners/${id}`, {
      body: { text: 'Trading resumes at 18:00', level: 'critical', enabled: true },
    });
    expect(await publicTexts()).toContain('Trading resumes at 18:00');

    // An end before the kept start, an empty text, an unknown id.
    const before = new Date(Date.parse(startsAt) - 60_000).toISOString();
    const bad = await api('PUT', `/api/admin/banners/${id}`, {
      body: { text: 'x', level: 'info', enabled: true, endsAt: before },
    });
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).error.message).toBe('endsAt: must be after startsAt');
    expect(
      (await api('PUT', `/api/admin/banners/${id}`, { body: { text: ' ', level: 'info', enabled: true } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api('PUT', '/api/admin/banners/00000000-0000-4000-8000-000000000000', {
          body: { text: 'x', level: 'info', enabled: true },
        })
      ).status,
    ).toBe(404);
    expect(await publicTexts()).toContain('Trading resumes at 18:00');
    expect((await api('DELETE', `/api/admin/banners/${id}`)).status).toBe(204);
  });

  it('the /api/ws hub sends banner changes to every client, subscribed to tokens or not', () => {
    const bus = createEventBus();
    const hub = createWsHub({ events: bus, logger: createLogger('silent') });
    const received: unknown[][] = [[], []];
    for (const inbox of received)
      hub.connect({
        send: (d) => inbox.push(JSON.parse(d)),
        close: () => {},
        bufferedAmount: 0,
        ping: () => {},
      });
    const banners = [
      { id: 'b1', text: 'Hi', level: 'info' as const, startsAt: new Date().toISOString(), endsAt: null },
    ];
    bus.publish({ type: 'banner', banners });
    for (const inbox of received) {
      const last = WsServerMessageSchema.parse(inbox.at(-1));
      expect(last).toEqual({ type: 'banner', banners });
    }
    hub.close();
  });

  it('stores feature flags for the public read', async () => {
    const put = await api('PUT', '/api/admin/feature-flags', {
      body: { flags: { launch: true, 'pool-trading': false } },
    });
    expect(put.status).toBe(200);
    const pub = FeatureFlagsResponseSchema.parse(await (await t.app.request('/api/feature-flags')).json());
    expect(pub.flags).toEqual({ launch: true, 'pool-trading': false });
    expect(
      (await api('PUT', '/api/admin/feature-flags', { body: { flags: { 'Bad Name': true } } })).status,
    ).toBe(400);
  });
});

describe('system', () => {
  it('reports the process, the database and the chain', async () => {
    const s = AdminSystemSchema.parse(await (await api('GET', '/api/admin/system')).json());
    expect(s.nodeVersion).toBe(process.version);
    expect(s.memory.rssBytes).toBeGreaterThan(0);
    expect(s.chainMode).toBe('localnet');
    expect(['pglite', 'postgres']).toContain(s.database);
  });
});

describe('telegram bot settings', () => {
  const TOKEN = '123456789:AAHk3vQx_secretPartOfTheToken-XYZ9';

  it('stores the token encrypted, never returns it, and shows only its last 4 characters', async () => {
    const put = await api('PUT', '/api/admin/bots/telegram', {
      body: { botToken: TOKEN, chatId: '-1001234567', enabled: true },
    });
    expect(put.status).toBe(200);
    const putText = await put.text();
    expect(putText).not.toContain('secretPart');
    const got = await api('GET', '/api/admin/bots/telegram');
    const gotText = await got.text();
    expect(gotText).not.toContain('secretPart');
    expect(TelegramBotSettingsSchema.parse(JSON.parse(gotText))).toMatchObject({
      tokenSet: true,
      tokenLast4: 'XYZ9',
      chatId: '-1001234567',
      enabled: true,
    });
    // The raw row holds ciphertext only.
    const [row] = await t.database.db
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.key, 'bots.telegram'));
    expect(JSON.stringify(row?.value)).not.toContain('secretPart');
    expect(JSON.stringify(row?.value)).not.toContain(TOKEN.split(':')[1]?.slice(0, 10));
    // The audit row neither.
    expect(JSON.stringify(await auditRows('bots.telegram.update'))).not.toContain('secretPart');
    // The server can still read it back.
    const dataDir = ((await t.chain.stats?.())?.dataDir ?? '').replace(/\/chain$/, '');
    const config = (await import('../config')).loadConfig({ DATA_DIR: dataDir });
    expect((await readTelegramBot(t.database.db, config, 'localnet'))?.botToken).toBe(TOKEN);

    // Leaving the token out keeps it.
    await api('PUT', '/api/admin/bots/telegram', { body: { chatId: '@solpad_news', enabled: false } });
    expect((await readTelegramBot(t.database.db, config, 'localnet'))?.botToken).toBe(TOKEN);
  });
});
