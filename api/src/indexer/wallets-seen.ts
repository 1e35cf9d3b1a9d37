import { sql } from 'drizzle-orm';
import type { ChainBackend } from '../chain/types';
import { type Db, schema } from '../db';
import type { Logger } from '../lib/logger';

/**
 * Counts a wallet as seen when a transaction for it (it paid the fee, or received an airdrop) is confirmed on our
 * chain: one row per wallet, its count of transactions and when it was seen first and last. One upsert at a time;
 * the wallets confirmed while it runs go in the next one together (a rush writes a statement per batch, not per
 * trade, on the database every replica shares). Returns the unsubscribe function.
 */
export function recordWalletsSeen(
  chain: Pick<ChainBackend, 'onConfirmed'>,
  db: Db,
  logger: Logger,
): () => void {
  /** Transactions per wallet confirmed since the last upsert began. */
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();
  const write = async () => {
    const batch = pending;
    pending = new Map();
    const t = schema.walletsSeen;
    await db
      .insert(t)
      .values([...batch].map(([address, transactions]) => ({ address, transactions })))
      .onConflictDoUpdate({
        target: t.address,
        set: { lastSeenAt: sql`now()`, transactions: sql`${t.transactions} + excluded.transactions` },
      })
      .catch((err: unknown) => logger.error({ err, wallets: batch.size }, 'could not record wallets'));
  };
  return chain.onConfirmed((tx) => {
    pending.set(tx.wallet, (pending.get(tx.wallet) ?? 0) + 1);
    if (pending.size === 1 && pending.get(tx.wallet) === 1) writing = writing.then(write);
  });
}
