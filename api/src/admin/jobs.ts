import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { AppDeps } from '../deps';
import { pruneUnusedUploads, UPLOAD_PRUNE_INTERVAL_MS } from '../launch/uploads';
import type { JobRegistry } from '../lib/job-registry';
import { marketingService } from '../marketing/service';
import { presaleStatusIs } from '../marketing/status-sql';
import {
  CANDLE_RETENTION_MS,
  candleRetentionText,
  PRICE_HISTORY_PRUNE_INTERVAL_MS,
  prunePriceCandles,
} from '../trade/candles';
import { marketService } from '../trade/service';

/** How long an ended (expired or revoked) session is kept before the housekeeping job deletes it. */
export const ENDED_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How often the housekeeping job runs. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/** Deletes sessions that ended more than a day ago and sign-in nonces that have expired. */
export async function pruneSessionsAndNonces(db: Db, now = Date.now()): Promise<string> {
  const sessionCutoff = new Date(now - ENDED_SESSION_RETENTION_MS);
  const sessions = await db
    .delete(schema.sessions)
    .where(
      or(
        lt(schema.sessions.expiresAt, sessionCutoff),
        and(isNotNull(schema.sessions.revokedAt), lt(schema.sessions.revokedAt, sessionCutoff)),
      ),
    )
    .returning({ t: schema.sessions.tokenHash });
  const nonces = await db
    .delete(schema.authNonces)
    .where(lt(schema.authNonces.expiresAt, new Date(now)))
    .returning({ n: schema.authNonces.nonce });
  return `deleted ${sessions.length} ended sessions, ${nonces.length} expired nonces`;
}

/** How often the quote-expiry job runs (a quote lives ~60 s: 150 blocks of 400 ms). */
export const QUOTE_EXPIRY_INTERVAL_MS = 60 * 1000;

/** How often the in-flight trades are checked again after the run at start (the expiry job covers the rest). */
export const RECOVER_TRADES_INTERVAL_MS = 10 * 60 * 1000;

/** Records the in-flight trades that landed while nobody watched (a restart, a leader change). */
export async function recoverTrades(deps: AppDeps): Promise<string> {
  const { inFlight, recorded } = await marketService(deps).recoverInFlight();
  return `recorded ${recorded} landed trades of ${inFlight} in flight`;
}

/**
 * On every mint: resolves trades in flight past their last valid block height (one that landed unnoticed is
 * recorded, the others release their reservation) and deletes unsent quotes that can no longer be submitted.
 */
export async function expireQuotes(deps: AppDeps): Promise<string> {
  const { mints, settled, expired, deleted } = await marketService(deps).sweepExpiredQuotes();
  return `released ${expired} trades that never landed, settled ${settled} that had landed, across ${mints} tokens; deleted ${deleted} unsent quotes`;
}

/** How often presales past their end (or their hard cap) are finalized. */
export const PRESALE_DEADLINE_INTERVAL_MS = 60 * 1000;

/**
 * Finalizes every presale whose deadline passed (or whose hard cap is reached) and every one left `finalizing`
 * by an interrupted payout, through the same service function anyone may call: the outcome is decided and the
 * tokens and SOL it releases are paid on chain, once. A presale that fails to finalize (e.g. an unfunded
 * treasury) is counted and tried again on the next run.
 */
export async function finalizeEndedPresales(deps: AppDeps): Promise<string> {
  const due = await deps.database.db
    .select({ id: schema.presales.id })
    .from(schema.presales)
    .where(
      or(
        eq(schema.presales.state, 'finalizing'),
        presaleStatusIs('ended', new Date((deps.now ?? Date.now)())),
      ),
    );
  const marketing = marketingService(deps);
  let finalized = 0;
  const failed: string[] = [];
  for (const { id } of due) {
    try {
      await marketing.finalizePresale(id);
      finalized++;
    } catch (err) {
      failed.push(id);
      deps.logger.warn({ err, presale: id }, 'presale finalization failed: retried on the next run');
    }
  }
  return `finalized ${finalized} presales${failed.length ? `, ${failed.length} failed (retried next run)` : ''}`;
}

/**
 * Deletes price candles past their interval's retention (CANDLE_RETENTION_MS in api/src/trade/candles.ts: 1m after
 * 7 days, 5m and 15m after 30 days; 1h, 4h and 1d are kept). The trades themselves are never pruned.
 */
export async function prunePriceHistory(db: Db, now = Date.now()): Promise<string> {
  const pruned = await prunePriceCandles(db, now);
  const total = Object.values(pruned).reduce((s, n) => s + n, 0);
  const by = (Object.keys(CANDLE_RETENTION_MS) as (keyof typeof CANDLE_RETENTION_MS)[])
    .map((i) => `${i}: ${pruned[i] ?? 0}`)
    .join(', ');
  return `deleted ${total} price candles past retention (${by})`;
}

/**
 * Registers the API's own housekeeping jobs. `deps` must be the object the routes are given: the quote sweep
 * shares the routes' market service (one per deps object).
 */
export function registerHousekeepingJobs(jobs: JobRegistry, deps: AppDeps): void {
  const db = deps.database.db;
  jobs.register(
    'prune-sessions-nonces',
    HOUSEKEEPING_INTERVAL_MS,
    () => pruneSessionsAndNonces(db),
    'Deletes sessions ended over a day ago and expired sign-in nonces',
  );
  jobs.register(
    'expire-quotes',
    QUOTE_EXPIRY_INTERVAL_MS,
    () => expireQuotes(deps),
    'Releases in-flight trades whose blockhash expired (recording any that landed) and deletes expired unsent quotes',
  );
  jobs.register(
    'recover-trades',
    RECOVER_TRADES_INTERVAL_MS,
    () => recoverTrades(deps),
    'On start and on becoming the leader: records trades sent before a restart that landed but were not recorded',
    { atStart: true },
  );
  jobs.register(
    'finalize-presales',
    PRESALE_DEADLINE_INTERVAL_MS,
    () => finalizeEndedPresales(deps),
    'Finalizes presales past their end or hard cap: distributes tokens and SOL, or opens refunds, on chain',
  );
  jobs.register(
    'pay-unpaid-releases',
    PRESALE_DEADLINE_INTERVAL_MS,
    async () => {
      const { escrows, failed } = await marketingService(deps).payUnpaidReleases();
      return `${escrows} escrows with unpaid releases${failed ? `, ${failed} not sent (retried next run)` : ''}`;
    },
    'Sends refunds, token returns and presale payouts left unpaid (the treasury could not pay the fee, or the chain refused)',
  );
  jobs.register(
    'prune-unused-uploads',
    UPLOAD_PRUNE_INTERVAL_MS,
    () => pruneUnusedUploads(db, deps.config.dataDir),
    'Removes uploaded images that no token, launch or KOL profile uses, a day after their last upload',
  );
  jobs.register(
    'prune-price-history',
    PRICE_HISTORY_PRUNE_INTERVAL_MS,
    () => prunePriceHistory(db),
    `Deletes fine-grained price candles past retention (${candleRetentionText()}); coarser ones and trades are kept`,
  );
}
