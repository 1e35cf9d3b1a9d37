// Test helpers for marketing: the venue's test app (LiteSVM localnet, fixed PLATFORM_SECRET) with ONE movable
// clock shared by the chain and the API (so presale and campaign deadlines can be passed), a funded treasury
// (it pays the fees of escrow releases) and SIWS sessions.
import type { KeyPairSigner } from '@solana/kit';
import {
  CampaignCreateResponseSchema,
  CampaignResponseSchema,
  PreparedPaymentSchema,
  PresaleCreateResponseSchema,
  PresaleDetailSchema,
} from '@solpad/core/schemas';
import { expect } from 'vitest';
import { type App, createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPlatformKeys } from '../src/keys';
import { createEventBus } from '../src/lib/events';
import { createJobRegistry } from '../src/lib/job-registry';
import { createLogger } from '../src/lib/logger';
import { openTestParts, signInAs } from './support';
import { venueClient } from './trade-harness';

const SECRET = 'marketing-test-secret-0123456789abcdef0123456789';

/** A marketing test app: the real API with a movable clock, and the client helpers of the venue's tests. */
export async function startMarketingTestApp() {
  const logger = createLogger((process.env.VENUE_TEST_LOG as 'debug' | undefined) ?? 'silent');
  let offset = 0;
  const now = () => Date.now() + offset;
  const parts = await openTestParts({ prefix: 'solpad-marketing-', logger, now });
  const { database, chain } = parts;
  const config = loadConfig({
    DATA_DIR: parts.dataDir,
    PLATFORM_SECRET: SECRET,
    RPC_RATE_LIMIT_PER_MINUTE: '0',
  });
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

  /**
   * Signs and sends a prepared `transaction` as `signer`, then posts its signature to `confirmPath` as `cookie`'s
   * wallet: the signature and the confirm reply.
   */
  async function confirmSent(
    transaction: string,
    signer: KeyPairSigner,
    confirmPath: string,
    cookie?: string,
  ) {
    const signature = await client.signAndSend(transaction, [signer]);
    return { signature, confirmed: await call('POST', confirmPath, { signature }, cookie) };
  }

  /**
   * A campaign created from `body` as `cookie`'s wallet, its budget paid in by `owner` and confirmed: the create
   * reply, the payment's signature and the funded campaign.
   */
  async function fundedCampaign(body: unknown, owner: KeyPairSigner, cookie: string | undefined) {
    const res = await call('POST', '/api/marketing/campaigns', body, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = CampaignCreateResponseSchema.parse(res.body);
    const { signature, confirmed } = await confirmSent(
      created.payment.transaction,
      owner,
      `/api/marketing/campaigns/${created.campaign.id}/confirm`,
      cookie,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    return { created, signature, campaign: CampaignResponseSchema.parse(confirmed.body).campaign };
  }

  /**
   * A presale created from `body` as `cookie`'s wallet, its tokens deposited by `creator` and confirmed: the create
   * reply and the open presale.
   */
  async function depositedPresale(body: unknown, creator: KeyPairSigner, cookie: string | undefined) {
    const res = await call('POST', '/api/marketing/presales', body, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = PresaleCreateResponseSchema.parse(res.body);
    const { confirmed } = await confirmSent(
      created.deposit.transaction,
      creator,
      `/api/marketing/presales/${created.presale.id}/deposit/confirm`,
      cookie,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    return { created, presale: PresaleDetailSchema.parse(confirmed.body.presale) };
  }

  /** A contribution of `lamports` from `w` to presale `id`, prepared, sent and confirmed: the prepare reply if refused. */
  async function contribute(id: string, w: KeyPairSigner, lamports: bigint, cookie: string | undefined) {
    const base = `/api/marketing/presales/${id}/contributions`;
    const prepared = await call('POST', `${base}/prepare`, { lamports: lamports.toString() }, cookie);
    if (prepared.status !== 200) return prepared;
    const payment = PreparedPaymentSchema.parse(prepared.body);
    return (await confirmSent(payment.transaction, w, `${base}/confirm`, cookie)).confirmed;
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
    /** The treasury's key (a test may empty it, to see what an unfunded treasury does). */
    treasurySigner: () => createPlatformKeys(SECRET).treasury(),
    call,
    confirmSent,
    fundedCampaign,
    depositedPresale,
    contribute,
    feeOf,
    now,
    jobs,
    signIn: (signer: KeyPairSigner) => signInAs(app, signer),
    /** Moves the chain's and the API's clock forward by `ms`. */
    advance(ms: number) {
      offset += ms;
    },
    close: parts.close,
  };
}

/** The marketing test app's type. */
export type MarketingTestApp = Awaited<ReturnType<typeof startMarketingTestApp>>;

/** How a marketing test file's world is made ({@link startMarketingWorld}). */
export interface MarketingWorldSpec<N extends readonly number[]> {
  /** The wallets, each funded with this many SOL, in order. */
  sol: N;
  /** Which of them launches the token (the first unless said). */
  launcher?: number;
  /** SOL the launcher spends buying its own token, to have tokens to sell (none unless said). */
  buySol?: bigint;
  /** Runs once the wallets exist, before the launch (listing an admin in the database, say). */
  prepare?: (t: MarketingTestApp, wallets: KeyPairSigner[]) => Promise<unknown>;
}

/**
 * A marketing test file's world: the app, funded wallets, a token one of them launched, every wallet signed in
 * (its cookie by address) and the rent-exempt minimum of an empty account.
 */
export async function startMarketingWorld<const N extends readonly number[]>(spec: MarketingWorldSpec<N>) {
  const t = await startMarketingTestApp();
  const wallets = await Promise.all(spec.sol.map((sol) => t.client.wallet(sol)));
  await spec.prepare?.(t, wallets);
  const launcher = wallets[spec.launcher ?? 0] as KeyPairSigner;
  const { mint } = await t.client.launch(launcher);
  if (spec.buySol !== undefined)
    await t.client.trade(launcher, { mint, side: 'buy', amount: spec.buySol.toString(), amountIs: 'sol' });
  const cookies: Record<string, string> = {};
  for (const w of wallets) cookies[w.address] = await t.signIn(w);
  const rent = BigInt(await t.client.rpc<number>('getMinimumBalanceForRentExemption', [0]));
  return { t, wallets: wallets as { [K in keyof N]: KeyPairSigner }, mint, cookies, rent };
}
