// The security scanner's tables: recent scans kept per signed-in wallet (api/src/routes/scanner.ts).
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A signed-in wallet's recent scans (spec §3 recent scan item), one row per target: `targetKey` is core's
 * `recentScanKey` (type, chain, address or query), so scanning a token again replaces its row. The server keeps
 * the newest RECENT_SCANS_SERVER_MAX per wallet.
 */
export const recentScans = pgTable(
  'recent_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    targetKey: text('target_key').notNull(),
    type: text('type', { enum: ['token', 'wallet', 'contract'] }).notNull(),
    query: text('query').notNull(),
    chain: text('chain').notNull(),
    risk: text('risk', { enum: ['low', 'medium', 'high'] }).notNull(),
    score: integer('score').notNull(),
    /** When the scan ran (the browser's clock, never later than when it was stored). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    address: text('address'),
    label: text('label'),
    /** The four checks' outcomes (true, false or null = unknown), for the Advanced Filters. */
    checks: jsonb('checks').$type<{
      verified: boolean | null;
      noHoneypot: boolean | null;
      noRugPull: boolean | null;
      contractVerified: boolean | null;
    }>(),
    marketCapUsd: doublePrecision('market_cap_usd'),
    liquidityUsd: doublePrecision('liquidity_usd'),
  },
  (t) => [
    uniqueIndex('recent_scans_wallet_target_idx').on(t.wallet, t.targetKey),
    index('recent_scans_wallet_scanned_idx').on(t.wallet, t.scannedAt),
  ],
);
