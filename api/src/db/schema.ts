import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('tokens_created_at_idx').on(t.createdAt)],
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
  },
  (t) => [index('trades_created_at_idx').on(t.createdAt), index('trades_mint_idx').on(t.mint, t.createdAt)],
);

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

/** Raw SQL helper re-exported so routes need not import drizzle-orm for `sql` alone. */
export { sql };
