import {
  type CleanupCategory,
  type CleanupCounts,
  CleanupPreviewQuerySchema,
  CleanupPreviewSchema,
  CleanupRequestSchema,
  CleanupResultSchema,
} from '@solpad/core/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db';
import { catalogued } from '../lib/errors';
import { readJson, readQuery } from '../lib/validate';
import { actorOf, audited } from './audit';
import { type AdminDeps, adminApp } from './env';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What each category prunes: a table and the condition on its rows, given the cutoff. */
interface Rule {
  category: CleanupCategory;
  table: string;
  where(cutoff: string): SQL;
}

// Identifiers come from this fixed list only; the cutoff is always a bound parameter.
const RULES: Rule[] = [
  { category: 'clientErrors', table: 'client_errors', where: (c) => sql`created_at < ${c}::timestamptz` },
  { category: 'serverErrors', table: 'server_errors', where: (c) => sql`at < ${c}::timestamptz` },
  {
    category: 'expiredSessions',
    table: 'sessions',
    where: (c) => sql`(expires_at < ${c}::timestamptz or revoked_at < ${c}::timestamptz)`,
  },
  { category: 'expiredNonces', table: 'auth_nonces', where: (c) => sql`expires_at < ${c}::timestamptz` },
  // The scanner's recent scans (api/src/db/scanner.ts), aged by when the scan ran: a rescan replaces its row
  // with a fresh `scanned_at`, so only targets nobody scanned again since the cutoff go.
  { category: 'scans', table: 'recent_scans', where: (c) => sql`scanned_at < ${c}::timestamptz` },
  // Price history (api/src/trade/candles.ts): candles whose bucket started before the cutoff, of every interval
  // but 1d. The scheduled `prune-price-history` job already drops fine candles past their retention; this is the
  // operator's explicit, counted choice to go further (e.g. 1h and 4h candles of long-dead tokens). The 1d
  // candles stay whatever the age: one row per token per day, they are all that lets a chart show a token's long
  // range once the finer ones are gone, and deleting them would save next to nothing. The trades ledger is never
  // pruned (cost basis and PnL read it).
  {
    category: 'prices',
    table: 'price_candles',
    where: (c) => sql`"interval" <> '1d' and bucket < ${c}::timestamptz`,
  },
  // Trade quotes: a quote still open and unexpired is never pruned.
  {
    category: 'quotes',
    table: 'quotes',
    where: (c) => sql`created_at < ${c}::timestamptz and (status <> 'open' or expires_at < now())`,
  },
];

/** How many rows each rule would delete for `cutoff`. */
async function countAll(db: Db, rules: Rule[], cutoff: string): Promise<CleanupCounts> {
  const counts: CleanupCounts = {};
  for (const rule of rules) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(rule.table)} where ${rule.where(cutoff)}`,
      ),
    );
    counts[rule.category] = Number(row?.n ?? 0);
  }
  return counts;
}

const sameCounts = (a: CleanupCounts, b: CleanupCounts) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<CleanupCategory>;
  for (const k of keys) if ((a[k] ?? 0) !== (b[k] ?? 0)) return false;
  return true;
};

const cutoffOf = (olderThanDays: number) => new Date(Date.now() - olderThanDays * DAY_MS).toISOString();

/** `GET /cleanup/preview` (counts of what would go) and `POST /cleanup` (deletes only if they still match). */
export function cleanupRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return adminApp()
    .get('/cleanup/preview', async (c) => {
      const { olderThanDays } = readQuery(c, CleanupPreviewQuerySchema);
      const cutoff = cutoffOf(olderThanDays);
      const counts = await countAll(db, RULES, cutoff);
      return c.json(CleanupPreviewSchema.parse({ olderThanDays, cutoff, counts }));
    })
    .post('/cleanup', async (c) => {
      const { olderThanDays, confirmCounts } = await readJson(c, CleanupRequestSchema);
      const cutoff = cutoffOf(olderThanDays);
      const rules = RULES;
      const result = await audited(
        db,
        actorOf(c),
        'cleanup.run',
        `older than ${olderThanDays} days`,
        async (tx) => {
          const counts = await countAll(tx, rules, cutoff);
          if (!sameCounts(counts, confirmCounts))
            throw catalogued(
              'CLEANUP__COUNTS_CHANGED',
              'The counts changed since the preview: preview again and confirm the new counts',
              { counts },
            );
          const deleted: CleanupCounts = {};
          for (const rule of rules) {
            const gone = rowsOf<{ n: number }>(
              await tx.execute(
                sql`with gone as (delete from ${sql.identifier(rule.table)} where ${rule.where(cutoff)} returning 1)
                select count(*)::int as n from gone`,
              ),
            );
            deleted[rule.category] = Number(gone[0]?.n ?? 0);
          }
          return {
            before: { olderThanDays, cutoff, counts },
            after: { deleted },
            result: { cutoff, deleted },
          };
        },
      );
      return c.json(CleanupResultSchema.parse(result));
    });
}
