import { sql } from 'drizzle-orm';
import type { ChainBackend } from '../chain/types';
import { type Db, schema } from '../db';
import type { Logger } from '../lib/logger';
import { serialBatches } from '../lib/serial-batches';

/** How often at most the wallets confirmed meanwhile are counted (the stats and the admin's users list). */
export const WALLETS_SEEN_GAP_MS = 500;

/**
 * Counts a wallet as seen when a transaction for it (it paid the fee, or received an airdrop) is confirmed on our
 * chain: one row per wallet, its count of transactions and when it was seen first and last. One upsert at a time
 * and at most one per {@link WALLETS_SEEN_GAP_MS}: the wallets confirmed meanwhile go in the next one together (a
 * rush writes two statements a second, not one per trade, on the database every replica shares; nobody waits on
 * the count). Returns the function that stops counting, once what was confirmed before is written.
 */
export function recordWalletsSeen(
  chain: Pick<ChainBackend, 'onConfirmed'>,
  db: Db,
  logger: Logger,
  opts: { gapMs?: number } = {},
): () => Promise<void> {
  const t = schema.walletsSeen;
  const upserts = serialBatches<string>(
    async (wallets) => {
      const transactions = new Map<string, number>();
      for (const w of wallets) transactions.set(w, (transactions.get(w) ?? 0) + 1);
      await db
        .insert(t)
        .values([...transactions].map(([address, n]) => ({ address, transactions: n })))
        .onConflictDoUpdate({
          target: t.address,
          set: { lastSeenAt: sql`now()`, transactions: sql`${t.transactions} + excluded.transactions` },
        })
        .catch((err: unknown) =>
          logger.error({ err, wallets: transactions.size }, 'could not record wallets'),
        );
    },
    { gapMs: opts.gapMs ?? WALLETS_SEEN_GAP_MS },
  );
  const off = chain.onConfirmed((tx) => upserts.add(tx.wallet));
  return () => {
    off();
    return upserts.drain();
  };
}
