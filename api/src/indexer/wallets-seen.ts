import { sql } from 'drizzle-orm';
import type { ChainBackend } from '../chain/types';
import { type Db, schema } from '../db';
import type { Logger } from '../lib/logger';

/**
 * Counts a wallet as seen when a transaction for it (it paid the fee, or received an airdrop) is confirmed on our chain. Upserts one row per
 * fee payer; returns the unsubscribe function.
 */
export function recordWalletsSeen(
  chain: Pick<ChainBackend, 'onConfirmed'>,
  db: Db,
  logger: Logger,
): () => void {
  return chain.onConfirmed((tx) => {
    db.insert(schema.walletsSeen)
      .values({ address: tx.wallet, transactions: 1 })
      .onConflictDoUpdate({
        target: schema.walletsSeen.address,
        set: { lastSeenAt: sql`now()`, transactions: sql`${schema.walletsSeen.transactions} + 1` },
      })
      .catch((err: unknown) => logger.error({ err }, 'could not record wallet'));
  });
}
