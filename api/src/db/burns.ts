// The burn index (SPL Token Burn Platform analytics): burn and close-account instructions of confirmed
// transactions sent through the API's JSON-RPC (api/src/burns).
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One Burn / BurnChecked / CloseAccount instruction of a successful transaction, as the confirmed transaction
 * records it. Keyed by signature and instruction index, so indexing a transaction again changes nothing.
 */
export const burnEvents = pgTable(
  'burn_events',
  {
    signature: text('signature').notNull(),
    /** Position of the instruction in the transaction's message. */
    ixIndex: integer('ix_index').notNull(),
    kind: text('kind', { enum: ['burn', 'close'] }).notNull(),
    /** The token program that ran it (SPL Token or Token-2022). */
    program: text('program').notNull(),
    /** The token account burned from or closed. */
    account: text('account').notNull(),
    /** Its mint; null for a close whose account the transaction's token balances do not name. */
    mint: text('mint'),
    /** The token account's owner (its balance record), else the instruction's authority. */
    owner: text('owner').notNull(),
    /** Base units burned (0 for a close). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    decimals: integer('decimals'),
    /** Lamports a close returned (the account's balance before it); 0 for a burn. */
    lamports: bigint('lamports', { mode: 'bigint' }).notNull(),
    slot: bigint('slot', { mode: 'bigint' }).notNull(),
    /** The block time, or when it was indexed when the chain gave none. */
    landedAt: timestamp('landed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.signature, t.ixIndex] }),
    index('burn_events_mint_idx').on(t.mint, t.landedAt),
    index('burn_events_landed_at_idx').on(t.landedAt),
  ],
);
