// Server error log, scheduled jobs and the treasury, on an app built with createApp and real parts (one
// deliberately failing chain call to produce a 5xx).
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { formatSol } from '@solpad/core/format';
import {
  AdminErrorPageSchema,
  AdminTreasurySchema,
  ApiErrorSchema,
  AutomationListSchema,
  TreasuryWithdrawResponseSchema,
} from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBeside, signInAs } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';
import type { App } from '../app';
import type { ChainBackend } from '../chain/types';
import { schema } from '../db';
import { createJobRegistry, type JobRegistry } from '../lib/job-registry';
import { createLogger } from '../lib/logger';

const t = useTestApp();
let app: App;
let jobs: JobRegistry;
let admin: KeyPairSigner;
let cookie: string;
let failRpc = false;

beforeAll(async () => {
  admin = await generateKeyPairSigner();
  // The test app's real localnet, except that JSON-RPC can be made to throw (an unexpected failure).
  const chain: ChainBackend = Object.assign(Object.create(t.chain) as ChainBackend, {
    handleRpc: (body: string, ctx: { clientId: string }) => {
      if (failRpc) throw new Error('upstream refused postgres://solpad:hunter2@db.internal/solpad');
      return t.chain.handleRpc(body, ctx);
    },
  });
  const dataDir = ((await t.chain.stats?.())?.dataDir ?? '').replace(/\/chain$/, '');
  jobs = createJobRegistry({ logger: createLogger('silent') });
  app = appBeside(t, { DATA_DIR: dataDir, ADMIN_WALLETS: admin.address }, { chain, jobs });
  cookie = await signInAs(app, admin);
});
afterAll(() => jobs.stop());

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
  const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
    const reply = JSON.parse(
      await t.chain.handleRpc(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), {
        clientId: `test-${Math.random()}`,
      }),
    ) as { result: T; error?: { message: string } };
    if (reply.error) throw new Error(reply.error.message);
    return reply.result;
  };
  const balance = async (a: string) => BigInt((await rpc<{ value: number }>('getBalance', [a])).value);
  const withdraw = (body: unknown, as = cookie) =>
    app.request('http://localhost:8787/api/admin/treasury/withdraw', {
      method: 'POST',
      headers: { cookie: as, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let treasuryAddress = '';

  it('reads the treasury balance on chain and what can be withdrawn', async () => {
    const body = AdminTreasurySchema.parse(await (await get('/api/admin/treasury')).json());
    const treasury = body.accounts.find((a) => a.role === 'treasury');
    expect(treasury?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    treasuryAddress = treasury?.address ?? '';
    expect(body.withdraw.treasury).toBe(treasuryAddress);

    // Fund it through a real airdrop and read it again.
    await rpc('requestAirdrop', [treasuryAddress, 1_500_000_000]);
    const after = AdminTreasurySchema.parse(await (await get('/api/admin/treasury')).json());
    const lamports = BigInt(after.accounts.find((a) => a.role === 'treasury')?.lamports ?? '0');
    expect(lamports).toBe(BigInt(treasury?.lamports ?? '0') + 1_500_000_000n);
    expect(BigInt(after.totalLamports)).toBeGreaterThanOrEqual(1_500_000_000n);
    const rent = BigInt(await rpc<number>('getMinimumBalanceForRentExemption', [0]));
    expect(BigInt(after.withdraw.reserveLamports)).toBe(rent + 5000n);
    expect(BigInt(after.withdraw.withdrawableLamports)).toBe(lamports - rent - 5000n);
  });

  it('withdraws SOL to an address: the balances move on chain and the audit log has the signature', async () => {
    const destination = (await generateKeyPairSigner()).address;
    const before = await balance(treasuryAddress);
    const res = await withdraw({ lamports: '250000000', destination });
    expect(res.status).toBe(200);
    const reply = TreasuryWithdrawResponseSchema.parse(await res.json());
    expect(await balance(destination)).toBe(250_000_000n);
    expect(await balance(treasuryAddress)).toBe(before - 250_000_000n - 5000n);
    expect(reply.treasuryLamports).toBe(String(before - 250_000_000n - 5000n));
    const tx = await rpc<{ meta: { err: unknown } } | null>('getTransaction', [
      reply.signature,
      { encoding: 'json', maxSupportedTransactionVersion: 0 },
    ]);
    expect(tx?.meta.err).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(schema.adminAudit)
      .where(eq(schema.adminAudit.action, 'treasury.withdraw'));
    expect(row).toMatchObject({ actor: admin.address, target: destination });
    expect(row?.after).toMatchObject({ signature: reply.signature, lamports: '250000000', destination });
  });

  it('refuses more than the balance minus the rent-exempt minimum, with the amount allowed', async () => {
    const body = AdminTreasurySchema.parse(await (await get('/api/admin/treasury')).json());
    const max = BigInt(body.withdraw.withdrawableLamports);
    const before = await balance(treasuryAddress);
    const destination = (await generateKeyPairSigner()).address;
    const res = await withdraw({ lamports: String(max + 1n), destination });
    expect(res.status).toBe(400);
    const { error } = ApiErrorSchema.parse(await res.json());
    expect(error.code).toBe('TREASURY__INSUFFICIENT_BALANCE');
    expect(error.message).toContain('rent-exempt minimum');
    expect(error.message).toContain(`at most ${formatSol(max, 9)} SOL`);
    expect(await balance(treasuryAddress)).toBe(before);
    // Exactly the maximum is allowed and leaves the rent-exempt minimum.
    const ok = await withdraw({ lamports: String(max), destination });
    expect(ok.status).toBe(200);
    expect(await balance(treasuryAddress)).toBe(BigInt(body.withdraw.reserveLamports) - 5000n);
  });

  it('validates the request: zero, a bad address, the treasury itself', async () => {
    for (const body of [
      { lamports: '0', destination: admin.address },
      { lamports: '1000', destination: 'not-an-address' },
      { lamports: '1.5', destination: admin.address },
      { lamports: '1000', destination: treasuryAddress },
    ]) {
      const res = await withdraw(body);
      expect(res.status).toBe(400);
      expect(ApiErrorSchema.parse(await res.json()).error.message).toMatch(/lamports|destination/);
    }
  });

  it('refuses a withdrawal without a session (401) and from a signed-in non-admin (403)', async () => {
    const destination = (await generateKeyPairSigner()).address;
    const before = await balance(treasuryAddress);
    const anonymous = await app.request('http://localhost:8787/api/admin/treasury/withdraw', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lamports: '1000000', destination }),
    });
    expect(anonymous.status).toBe(401);
    const stranger = await signInAs(app, await generateKeyPairSigner());
    expect((await withdraw({ lamports: '1000000', destination }, stranger)).status).toBe(403);
    expect(await balance(treasuryAddress)).toBe(before);
    expect(await balance(destination)).toBe(0n);
  });
});
