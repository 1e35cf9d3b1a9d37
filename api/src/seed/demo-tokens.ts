/**
 * Demo tokens for a fresh localnet: on the first start (no token in the database, SEED not '0'), five tokens
 * are launched through the API's own launch endpoints by generated creator wallets (funded by real airdrops),
 * then a few generated traders buy and sell through the real quote → sign → submit path, pushing one
 * token close to graduation. Every step is a real transaction on the localnet; the only thing the seed writes
 * itself is the `is_demo` flag, so the site can say these tokens are demo tokens.
 *
 * It runs in the background after the server listens (`startDemoSeed`), logging its progress.
 */
import {
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';
import {
  type LaunchPrepareResponse,
  LaunchPrepareResponseSchema,
  type TradeQuoteResponse,
  TradeQuoteResponseSchema,
  TradeSubmitResponseSchema,
} from '@solpad/core/schemas';
import { PUMP_FUN_CURVE } from '@solpad/core/trade';
import { count, eq } from 'drizzle-orm';
import type { ChainBackend, ChainHistory } from '../chain/types';
import { type Database, schema } from '../db';
import type { Logger } from '../lib/logger';
import { type Rgb, tokenBadgePng } from './png';

/** What the seed needs: the app (in-process requests), the chain (airdrops) and the database (the demo flag). */
export interface SeedDeps {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
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

const SOL = 1_000_000_000n;

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

const AIRDROP_MAX = 10n * SOL;
let airdropSeq = 0;

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

async function seed(deps: SeedDeps): Promise<SeedResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const { request, chain, database, logger } = deps;
  if (chain.mode !== 'localnet' || deps.cluster !== 'localnet')
    return { seeded: false, reason: 'not-localnet', tokens: [], trades: 0, ms: ms() };
  const [existing] = await database.db.select({ n: count() }).from(schema.tokens);
  if ((existing?.n ?? 0) > 0) {
    logger.debug('demo seed skipped: the database already has tokens');
    return { seeded: false, reason: 'has-tokens', tokens: [], trades: 0, ms: ms() };
  }

  async function call<T>(path: string, init: RequestInit, parse?: (body: unknown) => T): Promise<T> {
    const res = await request(path, init);
    const body = (await res.json()) as unknown;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return parse ? parse(body) : (body as T);
  }
  const postJson = <T>(path: string, body: unknown, parse?: (b: unknown) => T) =>
    call<T>(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      parse,
    );

  /** Real airdrops from the localnet's faucet, each from its own rate-limit bucket (the seed is no client). */
  async function fund(to: string, lamports: bigint) {
    let left = lamports;
    while (left > 0n) {
      const amount = left > AIRDROP_MAX ? AIRDROP_MAX : left;
      const reply = JSON.parse(
        await chain.handleRpc(
          JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [to, Number(amount)] }),
          { clientId: `demo-seed-${airdropSeq++}` },
        ),
      ) as { error?: { message: string } };
      if (reply.error) throw new Error(`airdrop: ${reply.error.message}`);
      left -= amount;
    }
  }
  async function wallet(lamports: bigint): Promise<KeyPairSigner> {
    const signer = await generateKeyPairSigner();
    await fund(signer.address, lamports);
    return signer;
  }
  /** Adds `signers`' signatures to a base64 wire transaction (what a wallet's signTransaction does). */
  async function sign(wire: string, signers: KeyPairSigner[]): Promise<string> {
    const tx = getTransactionDecoder().decode(Buffer.from(wire, 'base64'));
    const signed = await partiallySignTransaction(
      signers.map((s) => s.keyPair),
      tx,
    );
    return getBase64EncodedWireTransaction(signed);
  }
  /** Signs a wire transaction with `signers` and sends it through the app's JSON-RPC. */
  async function signAndSend(wire: string, signers: KeyPairSigner[]): Promise<string> {
    const reply = await postJson<{ result?: string; error?: { message: string } }>('/api/rpc', {
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [await sign(wire, signers), { encoding: 'base64' }],
    });
    if (!reply.result) throw new Error(`sendTransaction: ${reply.error?.message ?? 'no signature'}`);
    return reply.result;
  }

  // Moves the chain clock to `fraction` of the history span (forward only; no history: nothing moves).
  let moved = 0;
  const at = (fraction: number) => {
    const target = Math.round((deps.history?.spanMs ?? 0) * fraction);
    if (target <= moved) return;
    deps.history?.advance(target - moved);
    moved = target;
  };

  logger.info({ tokens: DEMO_TOKENS.length }, 'seeding demo tokens on the fresh localnet');
  const launched: { mint: string; creator: KeyPairSigner }[] = [];
  for (const [i, demo] of DEMO_TOKENS.entries()) {
    at(i * 0.04);
    const creator = await wallet(3n * SOL + (demo.initialBuy ?? 0n));
    const image = await call<{ id: string }>('/api/uploads/image', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(tokenBadgePng(...demo.colors)),
    });
    const mint = await generateKeyPairSigner();
    const prepared: LaunchPrepareResponse = await postJson(
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
    const signature = await signAndSend(prepared.transaction, [mint, creator]);
    await postJson('/api/launch/confirm', { signature });
    await database.db
      .update(schema.tokens)
      .set({ isDemo: true })
      .where(eq(schema.tokens.address, mint.address));
    launched.push({ mint: mint.address, creator });
    logger.info({ mint: mint.address, symbol: demo.symbol, ms: ms() }, 'demo token launched');
  }

  // A trading history: a few traders, buys and sells on every token.
  const traders = await Promise.all([12n, 10n, 8n, 6n].map((sol) => wallet(sol * SOL)));
  const held = new Map<string, bigint>();
  let trades = 0;
  async function trade(
    who: KeyPairSigner,
    mint: string,
    side: 'buy' | 'sell',
    amount: bigint,
    amountIs: 'sol' | 'token',
  ): Promise<TradeQuoteResponse> {
    const quote = await postJson(
      '/api/trade/quote',
      { mint, side, amount: amount.toString(), amountIs, slippageBps: 300, wallet: who.address },
      (b) => TradeQuoteResponseSchema.parse(b),
    );
    // The venue co-signs one of its versions, sends and records it (the seed trades one at a time: the first).
    const { trade: landed } = await postJson(
      '/api/trade/submit',
      {
        quoteId: quote.quoteId,
        transactions: await Promise.all(quote.versions.map((v) => sign(v.transaction, [who]))),
      },
      (b) => TradeSubmitResponseSchema.parse(b),
    );
    const key = `${who.address}:${mint}`;
    const delta = BigInt(landed.tokenAmount) * (side === 'buy' ? 1n : -1n);
    held.set(key, (held.get(key) ?? 0n) + delta);
    trades++;
    return quote;
  }
  const sellShare = (who: KeyPairSigner, mint: string, bps: bigint) =>
    trade(who, mint, 'sell', ((held.get(`${who.address}:${mint}`) ?? 0n) * bps) / 10_000n, 'token');

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
    if (t && l) await trade(t, l.mint, 'buy', lamports, 'sol');
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
    if (t && l) await sellShare(t, l.mint, bps);
  }

  // A whale takes the first token close to graduation: buys up to DEMO_GRADUATING_PROGRESS_BPS of the tokens
  // for sale, in a few steps, and the creator sells a little into the rally.
  const first = launched[0];
  if (first) {
    const [curve] = await database.db.select().from(schema.curves).where(eq(schema.curves.mint, first.mint));
    const forSale = PUMP_FUN_CURVE.initialRealTokenReserves;
    const sold = forSale - (curve?.realTokenReserves ?? forSale);
    const target = (forSale * DEMO_GRADUATING_PROGRESS_BPS) / 10_000n;
    if (target > sold) {
      const whale = await wallet(70n * SOL);
      const steps = 4n;
      const step = (target - sold) / steps;
      for (let i = 0n; i < steps; i++) {
        at(0.93 + Number(i) * 0.015);
        await trade(whale, first.mint, 'buy', step, 'token');
      }
    }
    at(0.99);
    await trade(
      first.creator,
      first.mint,
      'sell',
      (await tokensOf(first.creator.address, first.mint)) / 3n,
      'token',
    );
  }

  async function tokensOf(owner: string, mint: string): Promise<bigint> {
    const reply = await postJson<{
      result?: { value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] };
    }>('/api/rpc', {
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint }, { encoding: 'jsonParsed' }],
    });
    return (reply.result?.value ?? []).reduce(
      (sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount),
      0n,
    );
  }

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
