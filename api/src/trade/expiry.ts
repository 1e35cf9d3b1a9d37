import { signature } from '@solana/kit';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { pastGraceSql } from '../chain/prepared';
import { type Db, schema } from '../db';
import type { ChainRpc } from '../lib/chain-rpc';
import type { QuoteRow } from './records';
import { fetchLanded, type LandedTransaction } from './tx';

// The venue's trades that outlived their blockhash, and the ones sent before a restart: found on the chain and
// recorded, or released.

/** Signatures asked of the chain in one `getSignatureStatuses` call (its limit). */
const SIGNATURE_STATUS_BATCH = 256;

/** What the expiry needs of the market service. */
export interface ExpiryDeps {
  db: Db;
  rpc: ChainRpc;
  /** Records a landed quoted trade once (in its own database transaction). */
  settleLanded(landed: LandedTransaction, q: QuoteRow): Promise<unknown>;
  /** Records the trade of a landed signature, when it is one of ours; false otherwise. */
  indexSignature(signature: string): Promise<boolean>;
}

/** The expiry of in-flight trades (per mint, on the quote and submit paths), the expiry job and the recovery. */
export function createExpiry({ db, rpc, settleLanded, indexSignature }: ExpiryDeps) {
  /**
   * Resolves `mint`'s in-flight trades whose blockhash expired (plus the grace): one that landed unnoticed is
   * settled, the others are released (`expired`, or `failed` when the chain has it failed). Returns the counts.
   */
  async function resolveExpired(mint: string, height: bigint): Promise<{ settled: number; expired: number }> {
    // A trade submitted at this height or later has a blockhash valid past it (submit refuses an expired one), so
    // once a mint is resolved at a height nothing more can fall due there until the height moves on.
    if (resolvedAt.get(mint) === height) return { settled: 0, expired: 0 };
    // Fifty quotes of one token at one height ask at once: one resolution answers them all, with its counts.
    const key = `${mint}\n${height}`;
    let running = resolving.get(key);
    if (!running) {
      running = resolveDue(mint, height).then((counts) => {
        if ((resolvedAt.get(mint) ?? -1n) < height) resolvedAt.set(mint, height);
        return counts;
      });
      resolving.set(key, running);
      void running.finally(() => resolving.delete(key)).catch(() => {});
    }
    return running;
  }
  /** The height each mint's expired in-flight trades were last resolved at (a quote or submit per trade asks). */
  const resolvedAt = new Map<string, bigint>();
  /** Resolutions running, by mint and height. */
  const resolving = new Map<string, Promise<{ settled: number; expired: number }>>();

  async function resolveDue(mint: string, height: bigint): Promise<{ settled: number; expired: number }> {
    const due = await db
      .select()
      .from(schema.quotes)
      .where(
        and(
          eq(schema.quotes.mint, mint),
          eq(schema.quotes.status, 'submitted'),
          pastGraceSql(schema.quotes.lastValidBlockHeight, height),
        ),
      );
    let settled = 0;
    for (const q of due) {
      const landed = q.signature ? await fetchLanded(rpc, q.signature) : null;
      if (landed?.succeeded) {
        await settleLanded(landed, q);
        settled++;
        continue;
      }
      await db
        .update(schema.quotes)
        .set({ status: landed ? 'failed' : 'expired' })
        .where(and(eq(schema.quotes.id, q.id), eq(schema.quotes.status, 'submitted')));
    }
    return { settled, expired: due.length - settled };
  }

  /**
   * The expiry job, over every mint: resolves in-flight trades past their blockhash (settled if they landed
   * unnoticed, else released) and deletes unsent quotes that can no longer be submitted.
   */
  async function sweepExpiredQuotes(): Promise<{
    mints: number;
    settled: number;
    expired: number;
    deleted: number;
  }> {
    const height = await rpc.getBlockHeight().send();
    const due = await db
      .selectDistinct({ mint: schema.quotes.mint })
      .from(schema.quotes)
      .where(
        and(eq(schema.quotes.status, 'submitted'), pastGraceSql(schema.quotes.lastValidBlockHeight, height)),
      );
    let settled = 0;
    let expired = 0;
    for (const { mint } of due) {
      const counts = await resolveDue(mint, height);
      settled += counts.settled;
      expired += counts.expired;
    }
    const deleted = await db
      .delete(schema.quotes)
      .where(
        or(
          and(eq(schema.quotes.status, 'open'), pastGraceSql(schema.quotes.lastValidBlockHeight, height)),
          // Unsent quotes of the earlier design, which marked them expired instead of deleting them.
          and(eq(schema.quotes.status, 'expired'), isNull(schema.quotes.signature)),
        ),
      )
      .returning({ id: schema.quotes.id });
    return { mints: due.length, settled, expired, deleted: deleted.length };
  }

  /**
   * Trades sent before this process (or the last leader) stopped, whose landing nobody recorded: every in-flight
   * trade's signature is asked of the chain at once (up to 256 a call) and the landed ones are recorded, instead
   * of waiting for their blockhash to expire. Run on start and on becoming the leader. Returns the count.
   */
  async function recoverInFlight(): Promise<{ inFlight: number; recorded: number }> {
    const open = await db
      .select({ signature: schema.quotes.signature })
      .from(schema.quotes)
      .where(and(eq(schema.quotes.status, 'submitted'), isNotNull(schema.quotes.signature)));
    const signatures = open.map((q) => q.signature as string);
    let recorded = 0;
    for (let i = 0; i < signatures.length; i += SIGNATURE_STATUS_BATCH) {
      const batch = signatures.slice(i, i + SIGNATURE_STATUS_BATCH);
      const { value } = await rpc.getSignatureStatuses(batch.map((sig) => signature(sig))).send();
      const landed = batch.filter((_, j) => value[j] && !value[j]?.err);
      for (const ok of await Promise.all(landed.map((sig) => indexSignature(sig)))) if (ok) recorded++;
    }
    return { inFlight: signatures.length, recorded };
  }

  return { resolveExpired, sweepExpiredQuotes, recoverInFlight };
}
