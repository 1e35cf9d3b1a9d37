// The quote-expiry job against the real venue: a token launched on LiteSVM, an unsent quote and a trade left in
// flight that never reached the chain, the chain's clock moved past their blockhash, then the job run from the
// admin console.
import {
  generateKeyPairSigner,
  getBase58Decoder,
  getTransactionDecoder,
  type KeyPairSigner,
} from '@solana/kit';
import { AutomationJobSchema, AutomationListSchema } from '@solpad/core/schemas';
import { PUMP_FUN_CURVE } from '@solpad/core/trade';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBeside, signInAs } from '../../test/support';
import { startVenueTestApp, type VenueTestApp, venueClient } from '../../test/trade-harness';
import type { App } from '../app';
import { schema } from '../db';
import { createJobRegistry, type JobRegistry } from '../lib/job-registry';
import { createLogger } from '../lib/logger';

let t: VenueTestApp;
let app: App;
let jobs: JobRegistry;
let admin: KeyPairSigner;
let cookie: string;

beforeAll(async () => {
  t = await startVenueTestApp();
  admin = await generateKeyPairSigner();
  jobs = createJobRegistry({ logger: createLogger('silent') });
  // The same database and chain as the venue app (same PLATFORM_SECRET), with an admin and the job registry.
  app = appBeside(
    t,
    {
      DATA_DIR: t.dataDir,
      PLATFORM_SECRET: 'venue-test-secret-0123456789abcdef0123456789',
      RPC_RATE_LIMIT_PER_MINUTE: '0',
      ADMIN_WALLETS: admin.address,
    },
    { jobs },
  );
  cookie = await signInAs(app, admin);
}, 60_000);
afterAll(() => {
  jobs.stop();
  return t.close();
});

const runJob = async (name: string) => {
  const res = await app.request(`http://localhost:8787/api/admin/automations/${name}/run`, {
    method: 'POST',
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  return AutomationJobSchema.parse(await res.json());
};

describe('expire-quotes job', () => {
  it('is listed with its interval', async () => {
    const res = await app.request('http://localhost:8787/api/admin/automations', { headers: { cookie } });
    const list = AutomationListSchema.parse(await res.json());
    expect(list.jobs.find((j) => j.name === 'expire-quotes')).toMatchObject({ intervalMs: 60_000, runs: 0 });
  });

  it('deletes unsent quotes past their blockhash, releases a trade that never landed, leaves live ones', async () => {
    const c = venueClient(t);
    const creator = await c.wallet(2);
    const { mint } = await c.launch(creator);
    const whale = await c.wallet(100);
    const unsent = await c.quote(whale, {
      mint,
      side: 'buy',
      amount: (PUMP_FUN_CURVE.initialRealTokenReserves / 2n).toString(),
      amountIs: 'token',
    });
    // What a process that died between reserving a submitted trade and sending it leaves behind: a reservation
    // with the user's signature, whose transaction the chain never saw.
    const lost = await c.quote(whale, { mint, side: 'buy', amount: '1000000000', amountIs: 'sol' });
    const signed = getTransactionDecoder().decode(
      Buffer.from(await c.sign(lost.transaction, [whale]), 'base64'),
    );
    const signature = getBase58Decoder().decode(signed.signatures[whale.address] as Uint8Array);
    await t.database.db
      .update(schema.quotes)
      .set({ status: 'submitted', signature })
      .where(eq(schema.quotes.id, lost.quoteId));
    const quoteRow = async (id: string) =>
      (await t.database.db.select().from(schema.quotes).where(eq(schema.quotes.id, id)))[0];

    // Still valid: the job leaves both alone.
    let job = await runJob('expire-quotes');
    expect(job.lastOutcome).toBe('ok');
    expect(job.lastResult).toBe(
      'released 0 trades that never landed, settled 0 that had landed, across 0 tokens; deleted 0 unsent quotes',
    );
    expect((await quoteRow(unsent.quoteId))?.status).toBe('open');
    expect((await quoteRow(lost.quoteId))?.status).toBe('submitted');

    t.advance(70_000); // 175 slots: past the blockhash's 150 and the grace
    // A live quote on another token (quoting resolves only its own token, so the first ones stay as they are).
    const { mint: other } = await c.launch(creator);
    const fresh = await c.quote(await c.wallet(1), {
      mint: other,
      side: 'buy',
      amount: '1000000',
      amountIs: 'token',
    });
    expect((await quoteRow(lost.quoteId))?.status).toBe('submitted');

    job = await runJob('expire-quotes');
    expect(job).toMatchObject({ lastOutcome: 'ok', failures: 0 });
    expect(job.lastResult).toBe(
      'released 1 trades that never landed, settled 0 that had landed, across 1 tokens; deleted 1 unsent quotes',
    );
    expect(await quoteRow(unsent.quoteId)).toBeUndefined();
    expect((await quoteRow(lost.quoteId))?.status).toBe('expired');
    expect((await quoteRow(fresh.quoteId))?.status).toBe('open');
    const [audit] = await t.database.db
      .select()
      .from(schema.adminAudit)
      .where(eq(schema.adminAudit.target, 'expire-quotes'));
    expect(audit?.actor).toBe(admin.address);
  });
});
