/**
 * Demo tokens for a fresh localnet: on the first start (no token in the database, SEED not '0'), five tokens
 * are launched through the API's own launch endpoints by generated creator wallets (funded by real airdrops),
 * then a few generated traders buy and sell through the real quote → sign → submit path, pushing one
 * token close to graduation. Every step is a real transaction on the localnet; the only thing the seed writes
 * itself is the `is_demo` flag, so the site can say these tokens are demo tokens.
 *
 * It runs in the background after the server listens (`startDemoSeed`), logging its progress.
 */
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import {
  type LaunchPrepareResponse,
  LaunchPrepareResponseSchema,
  type TradeQuoteResponse,
  TradeQuoteResponseSchema,
  TradeSubmitResponseSchema,
} from '@solpad/core/schemas';
import { signWire } from '@solpad/core/token-tools';
import { PUMP_FUN_CURVE } from '@solpad/core/trade';
import { count, eq } from 'drizzle-orm';
import type { ChainBackend, ChainHistory } from '../chain/types';
import { type Database, schema } from '../db';
import type { Logger } from '../lib/logger';
import { type Rgb, tokenBadgePng } from './png';
import { callApi, fundedWallet, postApi, type SeedRequest, signAndSend, tokensOf } from './seed-client';

/** What the seed needs: the app (in-process requests), the chain (airdrops) and the database (the demo flag). */
export interface SeedDeps {
  request: SeedRequest;
  chain: ChainBackend;
  database: Database;
  logger: Logger;
  /** The cluster the server reports; only `localnet` is seeded. */
  cluster: string;
  /**
   * A fresh localnet whose clock starts in the past (server.ts): the seed spreads its launches and trades over
   * that span, so the demo market has a day of history, and then brings the clock to wall time.
   */
  history?: ChainHistory | null;
}

/** How far back the demo market's history starts (within 24 h, so the 24 h figures count all of it). */
export const DEMO_HISTORY_MS = 20 * 60 * 60 * 1000;

/** What a seed run did. */
export interface SeedResult {
  seeded: boolean;
  reason?: 'not-localnet' | 'has-tokens';
  tokens: string[];
  trades: number;
  ms: number;
}

interface DemoToken {
  name: string;
  symbol: string;
  description: string;
  platform: 'PumpFun' | 'Raydium' | 'Meteora';
  colors: [Rgb, Rgb];
  website?: string;
  x?: string;
  /** The creator's first buy, lamports. */
  initialBuy?: bigint;
}

/** The demo tokens (names invented for the localnet; none refers to a real project). */
export const DEMO_TOKENS: readonly DemoToken[] = [
  {
    name: 'Lantern Cat',
    symbol: 'LCAT',
    description: 'Demo token seeded on the localnet: a cat that lights the way to the pool.',
    platform: 'PumpFun',
    colors: [
      [245, 158, 11],
      [124, 58, 237],
    ],
    website: 'https://example.com/lantern-cat',
    initialBuy: SOL / 2n,
  },
  {
    name: 'Orbit Bread',
    symbol: 'BREAD',
    description: 'Demo token seeded on the localnet: fresh loaves in low orbit.',
    platform: 'Raydium',
    colors: [
      [234, 179, 8],
      [190, 18, 60],
    ],
    x: 'https://x.com/example',
    initialBuy: SOL / 5n,
  },
  {
    name: 'Quiet Fern',
    symbol: 'FERN',
    description: 'Demo token seeded on the localnet: grows slowly, says little.',
    platform: 'Meteora',
    colors: [
      [16, 185, 129],
      [14, 116, 144],
    ],
  },
  {
    name: 'Pixel Whale',
    symbol: 'PXWHL',
    description: 'Demo token seeded on the localnet: eight bits, one very large fish.',
    platform: 'PumpFun',
    colors: [
      [59, 130, 246],
      [30, 27, 75],
    ],
    initialBuy: SOL,
  },
  {
    name: 'Copper Comet',
    symbol: 'COMET',
    description: 'Demo token seeded on the localnet: a streak of orange across the chart.',
    platform: 'Raydium',
    colors: [
      [249, 115, 22],
      [88, 28, 135],
    ],
  },
];

/** Share of the curve's tokens the seed's whale buys on the first demo token: close to graduation. */
export const DEMO_GRADUATING_PROGRESS_BPS = 8600n;

/**
 * Seeds the demo tokens when the localnet is fresh; does nothing otherwise (idempotent). Whatever happens, the
 * chain clock is at wall time when it returns.
 */
export async function seedDemoTokens(deps: SeedDeps): Promise<SeedResult> {
  try {
    return await seed(deps);
  } finally {
    deps.history?.finish();
  }
}

/** Moves the chain clock to `fraction` of the history span (forward only; no history: nothing moves). */
function historyClock(history: ChainHistory | null | undefined): (fraction: number) => void {
  let moved = 0;
  return (fraction) => {
    const target = Math.round((history?.spanMs ?? 0) * fraction);
    if (target <= moved) return;
    history?.advance(target - moved);
    moved = target;
  };
}

interface Launched {
  mint: string;
  creator: KeyPairSigner;
}

/** Launches `demo` through the launch endpoints by a new funded creator, and flags it as a demo token. */
async function launchDemoToken(deps: SeedDeps, demo: DemoToken): Promise<Launched> {
  const { request, database } = deps;
  const creator = await fundedWallet(deps.chain, 3n * SOL + (demo.initialBuy ?? 0n));
  const image = await callApi<{ id: string }>(request, '/api/uploads/image', {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(tokenBadgePng(...demo.colors)),
  });
  const mint = await generateKeyPairSigner();
  const prepared: LaunchPrepareResponse = await postApi(
    request,
    '/api/launch/prepare',
    {
      name: demo.name,
      symbol: demo.symbol,
      description: demo.description,
      platform: demo.platform,
      image: image.id,
      links: { website: demo.website ?? '', x: demo.x ?? '', telegram: '' },
      ...(demo.initialBuy ? { initialBuyLamports: demo.initialBuy.toString() } : {}),
      creator: creator.address,
      mint: mint.address,
    },
    (b) => LaunchPrepareResponseSchema.parse(b),
  );
  const signature = await signAndSend(request, prepared.transaction, [mint, creator]);
  await postApi(request, '/api/launch/confirm', { signature });
  await database.db
    .update(schema.tokens)
    .set({ isDemo: true })
    .where(eq(schema.tokens.address, mint.address));
  return { mint: mint.address, creator };
}

/** Trades through the real quote → sign → submit path, counting them and what each wallet holds. */
function demoTrading(request: SeedRequest) {
  const held = new Map<string, bigint>();
  let trades = 0;
  async function trade(
    who: KeyPairSigner,
    mint: string,
    side: 'buy' | 'sell',
    amount: bigint,
    amountIs: 'sol' | 'token',
  ): Promise<TradeQuoteResponse> {
    const quote = await postApi(
      request,
      '/api/trade/quote',
      { mint, side, amount: amount.toString(), amountIs, slippageBps: 300, wallet: who.address },
      (b) => TradeQuoteResponseSchema.parse(b),
    );
    // The venue co-signs one of its versions, sends and records it (the seed trades one at a time: the first).
    const { trade: landed } = await postApi(
      request,
      '/api/trade/submit',
      {
        quoteId: quote.quoteId,
        transactions: await Promise.all(quote.versions.map((v) => signWire(v.transaction, [who]))),
      },
      (b) => TradeSubmitResponseSchema.parse(b),
    );
    const key = `${who.address}:${mint}`;
    const delta = BigInt(landed.tokenAmount) * (side === 'buy' ? 1n : -1n);
    held.set(key, (held.get(key) ?? 0n) + delta);
    trades++;
    return quote;
  }
  return {
    trade,
    /** Sells `bps` of what the seed's trades left `who` holding of `mint`. */
    sellShare: (who: KeyPairSigner, mint: string, bps: bigint) =>
      trade(who, mint, 'sell', ((held.get(`${who.address}:${mint}`) ?? 0n) * bps) / 10_000n, 'token'),
    count: () => trades,
  };
}
type DemoTrading = ReturnType<typeof demoTrading>;

/** A trading history: a few traders, buys and sells on every token. */
async function tradeHistory(
  deps: SeedDeps,
  trading: DemoTrading,
  launched: Launched[],
  at: (fraction: number) => void,
): Promise<void> {
  const traders = await Promise.all([12n, 10n, 8n, 6n].map((sol) => fundedWallet(deps.chain, sol * SOL)));
  // [trader, token, SOL to spend] buys, then some sells, so every chart has ups and downs.
  const buys: [number, number, bigint][] = [
    [0, 0, 2n * SOL],
    [1, 0, SOL],
    [2, 1, SOL + SOL / 2n],
    [3, 1, SOL / 2n],
    [0, 2, SOL],
    [1, 3, 2n * SOL],
    [2, 4, SOL / 2n],
    [3, 3, SOL / 4n],
    [0, 4, SOL],
    [1, 1, SOL / 2n],
  ];
  for (const [i, [who, token, lamports]] of buys.entries()) {
    at(0.22 + i * 0.055);
    const t = traders[who];
    const l = launched[token];
    if (t && l) await trading.trade(t, l.mint, 'buy', lamports, 'sol');
  }
  const sells: [number, number, bigint][] = [
    [1, 0, 5000n],
    [2, 1, 10_000n],
    [0, 2, 4000n],
    [3, 3, 10_000n],
    [2, 4, 6000n],
  ];
  for (const [i, [who, token, bps]] of sells.entries()) {
    at(0.76 + i * 0.035);
    const t = traders[who];
    const l = launched[token];
    if (t && l) await trading.sellShare(t, l.mint, bps);
  }
}

/**
 * A whale takes `first` close to graduation: buys up to DEMO_GRADUATING_PROGRESS_BPS of the tokens for sale, in
 * a few steps, and the creator sells a little into the rally.
 */
async function rallyToGraduation(
  deps: SeedDeps,
  trading: DemoTrading,
  first: Launched,
  at: (fraction: number) => void,
): Promise<void> {
  const [curve] = await deps.database.db
    .select()
    .from(schema.curves)
    .where(eq(schema.curves.mint, first.mint));
  const forSale = PUMP_FUN_CURVE.initialRealTokenReserves;
  const sold = forSale - (curve?.realTokenReserves ?? forSale);
  const target = (forSale * DEMO_GRADUATING_PROGRESS_BPS) / 10_000n;
  if (target > sold) {
    const whale = await fundedWallet(deps.chain, 70n * SOL);
    const steps = 4n;
    const step = (target - sold) / steps;
    for (let i = 0n; i < steps; i++) {
      at(0.93 + Number(i) * 0.015);
      await trading.trade(whale, first.mint, 'buy', step, 'token');
    }
  }
  at(0.99);
  await trading.trade(
    first.creator,
    first.mint,
    'sell',
    (await tokensOf(deps.request, first.creator.address, first.mint)) / 3n,
    'token',
  );
}

async function seed(deps: SeedDeps): Promise<SeedResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const { chain, database, logger } = deps;
  if (chain.mode !== 'localnet' || deps.cluster !== 'localnet')
    return { seeded: false, reason: 'not-localnet', tokens: [], trades: 0, ms: ms() };
  const [existing] = await database.db.select({ n: count() }).from(schema.tokens);
  if ((existing?.n ?? 0) > 0) {
    logger.debug('demo seed skipped: the database already has tokens');
    return { seeded: false, reason: 'has-tokens', tokens: [], trades: 0, ms: ms() };
  }
  const at = historyClock(deps.history);

  logger.info({ tokens: DEMO_TOKENS.length }, 'seeding demo tokens on the fresh localnet');
  const launched: Launched[] = [];
  for (const [i, demo] of DEMO_TOKENS.entries()) {
    at(i * 0.04);
    const token = await launchDemoToken(deps, demo);
    launched.push(token);
    logger.info({ mint: token.mint, symbol: demo.symbol, ms: ms() }, 'demo token launched');
  }

  const trading = demoTrading(deps.request);
  await tradeHistory(deps, trading, launched, at);
  const first = launched[0];
  if (first) await rallyToGraduation(deps, trading, first, at);

  const trades = trading.count();
  const result: SeedResult = { seeded: true, tokens: launched.map((l) => l.mint), trades, ms: ms() };
  logger.info({ tokens: result.tokens.length, trades, ms: result.ms }, 'demo tokens seeded');
  return result;
}

/**
 * Runs {@link seedDemoTokens} in the background (the server is already answering) unless `SEED=0`; a failure is
 * logged, never thrown.
 */
export function startDemoSeed(
  deps: SeedDeps,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SeedResult | null> {
  if (env.SEED === '0') return Promise.resolve(null);
  return seedDemoTokens(deps).catch((err: unknown) => {
    deps.logger.error({ err }, 'seeding the demo tokens failed');
    return null;
  });
}
