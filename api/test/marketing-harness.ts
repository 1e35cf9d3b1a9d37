// Test helpers for marketing: the venue's test app (LiteSVM localnet, fixed PLATFORM_SECRET) with ONE movable
// clock shared by the chain and the API (so presale and campaign deadlines can be passed), a funded treasury
// (it pays the fees of escrow releases) and SIWS sessions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KeyPairSigner } from '@solana/kit';
import { type App, createApp } from '../src/app';
import { createLocalnet } from '../src/chain/localnet';
import type { ChainBackend } from '../src/chain/types';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db';
import { createPlatformKeys } from '../src/keys';
import { createEventBus } from '../src/lib/events';
import { createJobRegistry } from '../src/lib/job-registry';
import { createLogger } from '../src/lib/logger';
import { createTestPostgresDatabase, signInAs, TEST_DATABASE_KIND } from './support';
import { venueClient } from './trade-harness';

const SECRET = 'marketing-test-secret-0123456789abcdef0123456789';

/** A marketing test app: the real API with a movable clock, and the client helpers of the venue's tests. */
export async function startMarketingTestApp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-marketing-'));
  const logger = createLogger((process.env.VENUE_TEST_LOG as 'debug' | undefined) ?? 'silent');
  const config = loadConfig({ DATA_DIR: dataDir, PLATFORM_SECRET: SECRET, RPC_RATE_LIMIT_PER_MINUTE: '0' });
  let offset = 0;
  const now = () => Date.now() + offset;
  const pg = TEST_DATABASE_KIND === 'postgres' ? await createTestPostgresDatabase() : undefined;
  const [database, chain]: [Database, ChainBackend] = await Promise.all([
    openDatabase({ databaseUrl: pg?.url, pgliteDir: 'memory://' }),
    createLocalnet({ dataDir: path.join(dataDir, 'chain'), logger, now }),
  ]);
  // The app's scheduled jobs, never started: a test runs one with `jobs.runNow(name)`.
  const jobs = createJobRegistry({ logger });
  const app: App = createApp({
    config,
    database,
    chain,
    logger,
    events: createEventBus(),
    version: 'test',
    now,
    jobs,
  });
  const client = venueClient({ app, chain });
  const treasury = (await createPlatformKeys(SECRET).treasury()).address;
  await client.fund(treasury, 10);

  /** A JSON request as `cookie`'s wallet (no cookie: anonymous). */
  async function call(method: string, pathname: string, body?: unknown, cookie?: string) {
    const res = await app.request(pathname, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: test replies are checked field by field.
    return { status: res.status, body: (await res.json()) as any };
  }

  /** The fee a landed transaction paid (lamports). */
  async function feeOf(signature: string): Promise<bigint> {
    const tx = await client.rpc<{ meta: { fee: number } }>('getTransaction', [
      signature,
      { encoding: 'json', maxSupportedTransactionVersion: 0 },
    ]);
    return BigInt(tx.meta.fee);
  }

  return {
    app,
    chain,
    database,
    client,
    treasury,
    call,
    feeOf,
    now,
    jobs,
    signIn: (signer: KeyPairSigner) => signInAs(app, signer),
    /** Moves the chain's and the API's clock forward by `ms`. */
    advance(ms: number) {
      offset += ms;
    },
    async close() {
      await chain.close();
      await database.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The marketing test app's type. */
export type MarketingTestApp = Awaited<ReturnType<typeof startMarketingTestApp>>;
