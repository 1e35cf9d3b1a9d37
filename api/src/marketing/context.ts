// What every part of the marketing service shares: the context (database, chain, clock, escrow keys, release
// queues) its functions take first, the row types, the constants, and the checks and reads more than one part
// makes.
import {
  campaignPhase,
  MARKETING_MAX_DURATION_MS,
  MARKETING_START_GRACE_MS,
  presalePhase,
} from '@solpad/core/marketing';
import type { EscrowPayout } from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { lockedRow, type Tx } from '../db/lock';
import type { AppDeps } from '../deps';
import { catalogued } from '../lib/errors';
import type { MarketService } from '../trade/service';
import { escrowKeys } from './chain';

export type { Tx } from '../db/lock';
export type CampaignRow = typeof schema.campaigns.$inferSelect;
/** A campaign row's phase at `t` (ms): core's campaignPhase over its state and dates. */
export const campaignPhaseOf = (r: Pick<CampaignRow, 'state' | 'startsAt' | 'endsAt'>, t: number) =>
  campaignPhase({ state: r.state, startsAt: r.startsAt.getTime(), endsAt: r.endsAt.getTime(), now: t });
export type PresaleRow = typeof schema.presales.$inferSelect;
/** A presale row's phase at `t` (ms) with `raised` lamports in: core's presalePhase over its state, dates and cap. */
export const presalePhaseOf = (
  r: Pick<PresaleRow, 'state' | 'startsAt' | 'endsAt' | 'hardCapLamports'>,
  raised: bigint,
  t: number,
) =>
  presalePhase({
    state: r.state,
    startsAt: r.startsAt.getTime(),
    endsAt: r.endsAt.getTime(),
    raised,
    hardCap: r.hardCapLamports,
    now: t,
  });
export type IntentRow = typeof schema.marketingIntents.$inferSelect;
export type PayoutRow = typeof schema.escrowPayouts.$inferSelect;
export type PayoutKind = PayoutRow['kind'];

/** Rows per release transaction (kept well under the 1232-byte packet). */
export const SOL_PAYOUTS_PER_TX = 8;
export const TOKEN_PAYOUTS_PER_TX = 4;
/** How long a request waits for a release to confirm before answering 503 (it keeps going afterwards). */
export const CONFIRM_TIMEOUT_MS = 30_000;

export const SOL_KINDS: ReadonlySet<PayoutKind> = new Set([
  'budget_refund',
  'kol_payment',
  'creator_proceeds',
  'platform_fee',
  'contribution_refund',
]);

/** A payout row as the API returns it. */
export function toPayout(row: PayoutRow): EscrowPayout {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    lamports: row.lamports.toString(),
    tokens: row.tokens.toString(),
    status: row.status,
    signature: row.signature,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** Checks a start/end pair against the server clock (campaigns, presales). */
export function checkSchedule(
  startsAt: Date,
  endsAt: Date,
  now: number,
  opts: { startFixed?: boolean } = {},
) {
  if (!opts.startFixed && startsAt.getTime() < now - MARKETING_START_GRACE_MS)
    throw catalogued('INVALID_REQUEST', 'startsAt: must not be in the past');
  if (endsAt.getTime() <= now) throw catalogued('INVALID_REQUEST', 'endsAt: must be in the future');
  if (endsAt.getTime() <= startsAt.getTime())
    throw catalogued('INVALID_REQUEST', 'endsAt: must be after startsAt');
  if (endsAt.getTime() - startsAt.getTime() > MARKETING_MAX_DURATION_MS)
    throw catalogued('INVALID_REQUEST', 'endsAt: the schedule may last 90 days at most');
}

const NOT_FOUND = { campaign: 'CAMPAIGN__NOT_FOUND', presale: 'PRESALE__NOT_FOUND' } as const;

export const notFound = (what: keyof typeof NOT_FOUND) => catalogued(NOT_FOUND[what]);

const RECORD_TABLES = { campaign: schema.campaigns, presale: schema.presales } as const;

/** Campaign or presale `id`, locked for the rest of `tx` (see {@link lockedRow}); its NOT_FOUND when there is none. */
export async function lockedRecord<W extends keyof typeof RECORD_TABLES>(
  tx: Tx,
  what: W,
  id: string,
): Promise<(typeof RECORD_TABLES)[W]['$inferSelect']> {
  const row = await lockedRow(tx, RECORD_TABLES[what], id);
  if (!row) throw notFound(what);
  return row;
}

/** What the marketing service's functions take first. */
export interface MarketingContext {
  deps: AppDeps;
  market: MarketService;
  db: Db;
  rpc: MarketService['rpc'];
  logger: AppDeps['logger'];
  /** The server clock (ms) deadlines compare with: `deps.now`, or Date.now. */
  now: () => number;
  escrowOf: ReturnType<typeof escrowKeys>;
  /** Each escrow's release queue in this process (one worker per escrow at a time). */
  queues: Map<string, Promise<void>>;
}

export function createMarketingContext(deps: AppDeps, market: MarketService): MarketingContext {
  return {
    deps,
    market,
    db: deps.database.db,
    rpc: market.rpc,
    logger: deps.logger,
    now: deps.now ?? Date.now,
    escrowOf: escrowKeys({
      configured: deps.config.platformSecret,
      dataDir: deps.config.dataDir,
      chainMode: deps.chain.mode,
    }),
    queues: new Map(),
  };
}

export async function latestLifetime(ctx: MarketingContext) {
  const { rpc } = ctx;
  const [{ value: latest }, height] = await Promise.all([
    rpc.getLatestBlockhash().send(),
    rpc.getBlockHeight().send(),
  ]);
  return { latest, height };
}

export function requireOwner(row: { owner: string }, wallet: string, what: string) {
  if (row.owner !== wallet) throw catalogued('FORBIDDEN', `Only the ${what}'s owner can do this`);
}

export async function presaleRow(ctx: MarketingContext, id: string): Promise<PresaleRow> {
  const { db } = ctx;
  const [row] = await db.select().from(schema.presales).where(eq(schema.presales.id, id));
  if (!row) throw notFound('presale');
  return row;
}
