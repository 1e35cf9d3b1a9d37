// Server error log, scheduled jobs and the treasury, on an app built with createApp and real parts (one
// deliberately failing chain call to produce a 5xx).
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { AdminErrorPageSchema, AdminTreasurySchema, AutomationListSchema } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app';
import type { ChainBackend } from '../chain/types';
import { loadConfig } from '../config';
import { schema } from '../db';
import { createLogger } from '../lib/logger';
import { signInAs, startTestApp, type TestApp } from '../test-support';
import { createJobRegistry, type JobRegistry } from './jobs';

let t: TestApp;
let app: App;
let jobs: JobRegistry;
let admin: KeyPairSigner;
let cookie: string;
let failRpc = false;

beforeAll(async () => {
  admin = await generateKeyPairSigner();
  t = await startTestApp();
  // The test app's real localnet, except that JSON-RPC can be made to throw (an unexpected failure).
  const chain: ChainBackend = Object.assign(Object.create(t.chain) as ChainBackend, {
    handleRpc: (body: string, ctx: { clientId: string }) => {
      if (failRpc) throw new Error('upstream refused postgres://solpad:hunter2@db.internal/solpad');
      return t.chain.handleRpc(body, ctx);
    },
  });
  const dataDir = (t.chain.stats?.().dataDir ?? '').replace(/\/chain$/, '');
  jobs = createJobRegistry({ logger: createLogger('silent') });
  app = createApp({
    config: loadConfig({ DATA_DIR: dataDir, ADMIN_WALLETS: admin.address }),
    database: t.database,
    chain,
    logger: createLogger('silent'),
    events: t.events,
    version: 'test',
    jobs,
  });
  cookie = await signInAs(app, admin);
});
afterAll(() => {
  jobs.stop();
  return t.close();
});

const get = (path: string) => app.request(`http://localhost:8787${path}`, { headers: { cookie } });

describe('server errors', () => {
  it('records a 5xx with its path and request id, without the secret in the message', async () => {
    failRpc = true;
    const res = await app.request('http://localhost:8787/api/admin/treasury?x=secret-query', {
      headers: { cookie, 'x-request-id': 'req-treasury-1' },
    });
    failRpc = false;
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } });
    // Recording is best effort and asynchronous: give it a moment.
    await new Promise((r) => setTimeout(r, 100));
    const page = AdminErrorPageSchema.parse(
      await (await get('/api/admin/errors?kind=server&q=treasury')).json(),
    );
    expect(page.errors).toHaveLength(1);
    const [e] = page.errors;
    expect(e).toMatchObject({
      status: 500,
      method: 'GET',
      where: '/api/admin/treasury',
      requestId: 'req-treasury-1',
    });
    expect(e?.message).toContain('upstream refused');
    expect(e?.message).not.toContain('hunter2');
    expect(e?.where).not.toContain('secret-query');
  });
});

describe('automations', () => {
  it('lists the housekeeping job and records a run: duration, outcome, what it deleted', async () => {
    await t.database.db
      .insert(schema.authNonces)
      .values({ nonce: 'expired-1', expiresAt: new Date(Date.now() - 1000) });
    await t.database.db.insert(schema.sessions).values({
      tokenHash: 'old-session',
      address: admin.address,
      expiresAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });
    let list = AutomationListSchema.parse(await (await get('/api/admin/automations')).json());
    expect(list.jobs.find((j) => j.name === 'prune-sessions-nonces')).toMatchObject({
      runs: 0,
      lastOutcome: null,
    });

    jobs.start();
    await jobs.runNow('prune-sessions-nonces');
    list = AutomationListSchema.parse(await (await get('/api/admin/automations')).json());
    const job = list.jobs.find((j) => j.name === 'prune-sessions-nonces');
    expect(job).toMatchObject({ runs: 1, failures: 0, lastOutcome: 'ok', running: false });
    expect(job?.lastResult).toMatch(/deleted 1 ended sessions, [1-9]\d* expired nonces/);
    expect(job?.lastDurationMs).not.toBeNull();
    expect(Date.parse(job?.nextRunAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('records a failing job without throwing', async () => {
    jobs.register('always-fails', 60_000, async () => {
      throw new Error('nope');
    });
    const job = await jobs.runNow('always-fails');
    expect(job).toMatchObject({ lastOutcome: 'error', lastError: 'nope', failures: 1 });
  });
});

describe('treasury', () => {
  it('reads the treasury balance on chain and says withdrawal is not available yet', async () => {
    const body = AdminTreasurySchema.parse(await (await get('/api/admin/treasury')).json());
    const treasury = body.accounts.find((a) => a.role === 'treasury');
    expect(treasury?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(body.withdraw).toBe('not-available');

    // Fund it through a real airdrop and read it again.
    const airdrop = JSON.parse(
      await t.chain.handleRpc(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'requestAirdrop',
          params: [treasury?.address, 1_500_000_000],
        }),
        { clientId: 'test' },
      ),
    ) as { error?: unknown };
    expect(airdrop.error).toBeUndefined();
    const after = AdminTreasurySchema.parse(await (await get('/api/admin/treasury')).json());
    expect(after.accounts.find((a) => a.role === 'treasury')?.lamports).toBe(
      String(BigInt(treasury?.lamports ?? '0') + 1_500_000_000n),
    );
    expect(BigInt(after.totalLamports)).toBeGreaterThanOrEqual(1_500_000_000n);
  });
});
