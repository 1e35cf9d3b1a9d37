import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { quoteVersions } from './packed-versions';

export type { StoredQuoteVersion } from './packed-versions';

/** Tokens launched on the platform (spec §3 token record: address, status, poolAddress, migrationTx). */
export const tokens = pgTable(
  'tokens',
  {
    address: text('address').primaryKey(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    creator: text('creator').notNull(),
    /** `active` while on the bonding curve, `graduated` once migrated to the pool. */
    status: text('status', { enum: ['active', 'graduated'] })
      .notNull()
      .default('active'),
    poolAddress: text('pool_address'),
    migrationTx: text('migration_tx'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Launch details (trade/launch issue). Defaults keep rows inserted without them valid.
    description: text('description').notNull().default(''),
    /** The uploaded image's id (SHA-256 hex, served at /api/uploads/{id}). */
    imageId: text('image_id'),
    website: text('website'),
    twitter: text('twitter'),
    telegram: text('telegram'),
    platform: text('platform', { enum: ['PumpFun', 'Raydium', 'Meteora'] })
      .notNull()
      .default('PumpFun'),
    decimals: integer('decimals').notNull().default(6),
    totalSupply: bigint('total_supply', { mode: 'bigint' }).notNull().default(sql`1000000000000000`),
    /** The curve vault (derived from PLATFORM_SECRET and the mint). */
    vaultAddress: text('vault_address'),
    /** The launch transaction; unique so a launch is indexed once. */
    launchSignature: text('launch_signature'),
    graduatedAt: timestamp('graduated_at', { withTimezone: true }),
    // Moderation (admin console): a hidden token is left out of every public list; a flagged one is marked.
    hidden: boolean('hidden').notNull().default(false),
    flagged: boolean('flagged').notNull().default(false),
    moderationReason: text('moderation_reason'),
  },
  (t) => [
    index('tokens_created_at_idx').on(t.createdAt),
    uniqueIndex('tokens_launch_signature_idx').on(t.launchSignature),
  ],
);

/**
 * Bonding-curve state per token (core/trade `Reserves`): virtual reserves price the curve, real ones are what the
 * vault holds (SOL above its rent-exempt minimum; tokens still for sale). Changed only by settled trades.
 */
export const curves = pgTable('curves', {
  mint: text('mint')
    .primaryKey()
    .references(() => tokens.address),
  virtualSolReserves: bigint('virtual_sol_reserves', { mode: 'bigint' }).notNull(),
  virtualTokenReserves: bigint('virtual_token_reserves', { mode: 'bigint' }).notNull(),
  realSolReserves: bigint('real_sol_reserves', { mode: 'bigint' }).notNull(),
  realTokenReserves: bigint('real_token_reserves', { mode: 'bigint' }).notNull(),
  /** Every token for sale is sold; no more curve quotes, graduation pending or done. */
  complete: boolean('complete').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The constant-product pool a graduated token trades in (reserves exclude the account's rent). */
export const pools = pgTable('pools', {
  mint: text('mint')
    .primaryKey()
    .references(() => tokens.address),
  address: text('address').notNull(),
  solReserves: bigint('sol_reserves', { mode: 'bigint' }).notNull(),
  tokenReserves: bigint('token_reserves', { mode: 'bigint' }).notNull(),
  feeBps: integer('fee_bps').notNull(),
  migrationTx: text('migration_tx').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Quotes (request-for-quote), identified by the SHA-256 of their transaction's message bytes. `open`: quoted, not
 * submitted; it reserves nothing and is deleted once its blockhash expires (at most a few per wallet, token and
 * caller are kept). `submitted`: signed by the user, co-signed by the venue and sent; its delta is reserved until
 * it lands (`settled`), fails (`failed`) or its blockhash expires unlanded (`expired`).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mint: text('mint')
      .notNull()
      .references(() => tokens.address),
    venue: text('venue', { enum: ['curve', 'pool'] }).notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    wallet: text('wallet').notNull(),
    solLamports: bigint('sol_lamports', { mode: 'bigint' }).notNull(),
    tokenAmount: bigint('token_amount', { mode: 'bigint' }).notNull(),
    feeLamports: bigint('fee_lamports', { mode: 'bigint' }).notNull(),
    deltaSol: bigint('delta_sol', { mode: 'bigint' }).notNull(),
    deltaToken: bigint('delta_token', { mode: 'bigint' }).notNull(),
    messageHash: text('message_hash').notNull(),
    /**
     * Every version the wallet may sign, best for the user first (null: a quote of one transaction, the columns
     * above). While open, the columns above are the first version's; once submitted, the one the venue co-signed.
     */
    versions: quoteVersions('versions'),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'bigint' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'submitted', 'settled', 'expired', 'failed'] })
      .notNull()
      .default('open'),
    signature: text('signature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who asked for an open quote (a hash of the client address), to bound the open quotes per caller. */
    caller: text('caller'),
  },
  (t) => [
    uniqueIndex('quotes_message_hash_idx').on(t.messageHash),
    index('quotes_mint_status_idx').on(t.mint, t.status),
    index('quotes_wallet_mint_idx').on(t.wallet, t.mint),
  ],
);

/** Prepared launches, matched by message hash when the launch transaction is confirmed. */
export const launches = pgTable(
  'launches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mint: text('mint').notNull(),
    creator: text('creator').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    description: text('description').notNull(),
    imageId: text('image_id'),
    website: text('website'),
    twitter: text('twitter'),
    telegram: text('telegram'),
    platform: text('platform', { enum: ['PumpFun', 'Raydium', 'Meteora'] }).notNull(),
    /** The initial buy, when the launch carries one (all null otherwise). */
    buySolLamports: bigint('buy_sol_lamports', { mode: 'bigint' }),
    buyTokenAmount: bigint('buy_token_amount', { mode: 'bigint' }),
    buyFeeLamports: bigint('buy_fee_lamports', { mode: 'bigint' }),
    buyVenueSol: bigint('buy_venue_sol', { mode: 'bigint' }),
    messageHash: text('message_hash').notNull(),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('launches_message_hash_idx').on(t.messageHash), index('launches_mint_idx').on(t.mint)],
);

/** Settled trades, one row per transaction signature. Amounts are integers (lamports, token base units). */
export const trades = pgTable(
  'trades',
  {
    signature: text('signature').primaryKey(),
    mint: text('mint')
      .notNull()
      .references(() => tokens.address),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    solLamports: bigint('sol_lamports', { mode: 'bigint' }).notNull(),
    tokenAmount: bigint('token_amount', { mode: 'bigint' }).notNull(),
    trader: text('trader').notNull(),
    slot: bigint('slot', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    venue: text('venue', { enum: ['curve', 'pool'] })
      .notNull()
      .default('curve'),
    feeLamports: bigint('fee_lamports', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Execution price, SOL per whole token (net of fee), for candles and charts. */
    priceSol: doublePrecision('price_sol').notNull().default(0),
    /** The venue's spot price right after the trade, SOL per whole token (null for rows from before it was kept). */
    spotPriceSol: doublePrecision('spot_price_sol'),
    quoteId: uuid('quote_id'),
  },
  (t) => [index('trades_created_at_idx').on(t.createdAt), index('trades_mint_idx').on(t.mint, t.createdAt)],
);

/**
 * What the token list shows per token but cannot compute from its own rows: the holder count and the security
 * scan's score, both read from the chain by the token-stats indexer (api/src/indexer/token-stats.ts) after a
 * launch, a trade or a migration, and refreshed by its job. A token without a row has not been scanned yet.
 */
export const tokenStats = pgTable('token_stats', {
  mint: text('mint')
    .primaryKey()
    .references(() => tokens.address),
  /** Token accounts of the mint with a non-zero balance, the curve vault and the pool included (null: the RPC
   * could not count them). */
  holders: integer('holders'),
  /** The scanner's score, 0–100 (higher is safer), and its level. */
  riskScore: integer('risk_score').notNull(),
  riskLevel: text('risk_level', { enum: ['low', 'medium', 'high'] }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/** Every wallet the platform has seen act: paid a transaction fee on our chain, or signed in. */
export const walletsSeen = pgTable('wallets_seen', {
  address: text('address').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  transactions: integer('transactions').notNull().default(0),
});

/** Single-use Sign-In With Solana nonces. */
export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Signed-in sessions. Only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_address_idx').on(t.address)],
);

/** Admin wallets added with `npm run admin:add` (besides ADMIN_WALLETS). */
export const admins = pgTable('admins', {
  address: text('address').primaryKey(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small JSON settings by key (maintenance status, feature flags). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Wallet records (POST /api/wallets): an owner's own wallet, or a watch-only wallet it tracks. */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner: text('owner').notNull(),
    address: text('address').notNull(),
    type: text('type', { enum: ['connected', 'watch'] }).notNull(),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallets_owner_address_idx').on(t.owner, t.address)],
);

/** The tokens a signed-in wallet watches (the site's and the extension's watchlist), newest first. */
export const watchlist = pgTable(
  'watchlist',
  {
    owner: text('owner').notNull(),
    mint: text('mint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.mint] })],
);

/** Errors reported by browsers (POST /api/client-errors), for the admin console. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url').notNull(),
    userAgent: text('user_agent'),
    hint: text('hint'),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_at_idx').on(t.createdAt)],
);

/** Email addresses from the Coming Soon page's Notify Me (stored lower-cased, once). */
export const notifySubscribers = pgTable('notify_subscribers', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every admin write: who, when, what, and the state before and after (written in the change's transaction). */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('admin_audit_action_idx').on(t.action, t.id),
    index('admin_audit_actor_idx').on(t.actor, t.id),
  ],
);

/** Requests the API answered with a 5xx (message, path and request id only: never bodies or secrets). */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    status: integer('status').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    message: text('message').notNull(),
    requestId: text('request_id'),
  },
  (t) => [index('server_errors_at_idx').on(t.at)],
);

/** Wallets an admin banned: refused at sign-in, their sessions revoked and refused on writes. */
export const walletBans = pgTable('wallet_bans', {
  address: text('address').primaryKey(),
  reason: text('reason').notNull(),
  bannedBy: text('banned_by').notNull(),
  bannedAt: timestamp('banned_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Site banner messages shown between `startsAt` and `endsAt` (null: until deleted). */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    level: text('level', { enum: ['info', 'warning', 'critical'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Switched off by an admin: not shown whatever its dates, kept for later. */
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_starts_at_idx').on(t.startsAt)],
);

/** The burn index (burn and close-account instructions seen through the JSON-RPC). */
export * from './burns';
/** Marketing tables (campaigns, presales, escrow movements, CTO, KOLs) live in their own file. */
export * from './marketing';
/** The security scanner's tables (recent scans per wallet). */
export * from './scanner';
/** Raw SQL helper re-exported so routes need not import drizzle-orm for `sql` alone. */
export { sql };

/**
 * Price history: OHLCV candles per token, interval and bucket, rolled up from `trades` in the same database
 * transaction that records each trade (api/src/trade/candles.ts), so a chart reads a few rows instead of
 * aggregating the whole ledger, and old fine-grained candles can be pruned while `trades` (the permanent ledger
 * behind cost basis and PnL) is never touched. Prices are the trades' execution price (`trades.price_sol`).
 * `open_*` and `close_*` hold the (created_at, slot, signature) key of the trades that set open and close, so a
 * trade recorded out of time order still lands in the right place.
 */
export const priceCandles = pgTable(
  'price_candles',
  {
    mint: text('mint')
      .notNull()
      .references(() => tokens.address),
    interval: text('interval', { enum: ['1s', '1m', '5m', '15m', '1h', '4h', '1d'] }).notNull(),
    /** The bucket's start: floor(epoch / interval seconds) * interval seconds. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volumeLamports: bigint('volume_lamports', { mode: 'bigint' }).notNull(),
    trades: integer('trades').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    openSlot: bigint('open_slot', { mode: 'bigint' }).notNull(),
    openSignature: text('open_signature').notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    closeSlot: bigint('close_slot', { mode: 'bigint' }).notNull(),
    closeSignature: text('close_signature').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mint, t.interval, t.bucket] }),
    // Pruning deletes by interval and age across every token.
    index('price_candles_interval_bucket_idx').on(t.interval, t.bucket),
  ],
);

/**
 * Scheduled-job ticks claimed by the leader replica (api/src/lib/cluster-db.ts): a job runs at most once per
 * tick (floor(now / interval)), even while two replicas briefly both believe they lead. Old ticks are pruned.
 */
export const jobTicks = pgTable(
  'job_ticks',
  {
    job: text('job').notNull(),
    tick: bigint('tick', { mode: 'number' }).notNull(),
    replica: text('replica').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.tick] })],
);

/**
 * Rate-limit counters shared by the replicas (one row per limit, client and fixed window). The migration makes
 * the table UNLOGGED: counters of the current minute are not worth a write-ahead log, and a crash may lose them.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    name: text('name').notNull(),
    client: text('client').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.client, t.windowStart] })],
);

/** The replica that leads (one row, id 1), written by its `leader-heartbeat` job: the console shows it. */
export const clusterLeader = pgTable('cluster_leader', {
  id: integer('id').primaryKey(),
  replica: text('replica').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
  beats: bigint('beats', { mode: 'number' }).notNull(),
});
