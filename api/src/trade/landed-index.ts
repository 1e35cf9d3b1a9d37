// Indexing landed transactions: a signature the watcher (localnet) or submit reports is recorded once, as a quoted
// trade or by a registered handler (launches), and the trades recorded lately are kept for the submit that sent them.
import type { TradeRecord } from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import type { ChainBackend } from '../chain/types';
import { type Db, schema } from '../db';
import type { ChainRpc } from '../lib/chain-rpc';
import type { EventBus } from '../lib/events';
import type { Logger } from '../lib/logger';
import { type QuoteRow, type TradeRow, toTradeRecord } from './records';
import { fetchLanded, type LandedTransaction, sentTradeLanded } from './tx';

/** Hooks other modules (the launch indexer) register to index landed transactions they prepared. */
export type LandedHandler = (landed: LandedTransaction) => Promise<boolean>;

/** What indexing needs of the market service. */
export interface LandedIndexDeps {
  db: Db;
  rpc: ChainRpc;
  /** Records a landed quoted trade once. */
  settleLanded(landed: LandedTransaction, q: QuoteRow): Promise<{ trade: TradeRow }>;
  /** The handlers registered for landed transactions that are not quoted trades. */
  landedHandlers: readonly LandedHandler[];
}

/**
 * When a replica hearing a chain service's feed looks at a transaction it did not send, after hearing it: the
 * replica that sent it records it within milliseconds, or — in a rush, its settlement queued on the venue's lock —
 * within a few hundred; a trade no one records is indexed at the last look, so still listed within ~1 s.
 */
const SHARED_FEED_LOOKS_MS = [300, 800] as const;

/** The trades the watcher recorded last are kept up to this many (the oldest go). */
const RECORDED_KEPT = 1024;

/** Indexes a landed signature if it is one of ours (a quoted trade, or what a registered handler knows). */
async function indexOnce(deps: LandedIndexDeps, signature: string): Promise<TradeRow | 'other' | null> {
  const landed = await fetchLanded(deps.rpc, signature);
  if (!landed?.succeeded) return null;
  const [q] = await deps.db
    .select()
    .from(schema.quotes)
    .where(eq(schema.quotes.messageHash, landed.messageHash));
  if (q) return (await deps.settleLanded(landed, q)).trade;
  for (const handler of deps.landedHandlers) if (await handler(landed)) return 'other';
  return null;
}

/** The index of landed signatures of one market service. */
export function createLandedIndex(deps: LandedIndexDeps) {
  /**
   * Signatures being indexed right now (the watcher and submit ask at the same moment: one does the work), each
   * to its quoted trade once recorded ('other' when a registered handler indexed it, null when it is not ours).
   */
  const indexing = new Map<string, Promise<TradeRow | 'other' | null>>();
  /**
   * The trades the watcher recorded last, by signature (a trade row never changes once written), so the submit
   * that sent one answers with it without asking the chain and the database again. Bounded: the oldest go.
   */
  const recorded = new Map<string, TradeRow>();

  function indexRun(
    signature: string,
    known?: { landed: LandedTransaction; q: QuoteRow },
  ): Promise<TradeRow | 'other' | null> {
    // Recorded lately (submit settled it from what it knew, then the watcher heard of it): nothing to do again.
    const done = recorded.get(signature);
    if (done) return Promise.resolve(done);
    let running = indexing.get(signature);
    if (!running) {
      running = known
        ? deps.settleLanded(known.landed, known.q).then((r) => r.trade)
        : indexOnce(deps, signature);
      indexing.set(signature, running);
      running
        .then((result) => {
          if (result === null || result === 'other') return;
          recorded.set(signature, result);
          if (recorded.size > RECORDED_KEPT) recorded.delete(recorded.keys().next().value as string);
        })
        .catch(() => {})
        .finally(() => indexing.delete(signature));
    }
    return running;
  }

  /** The trade of `signature` if recorded: lately by this replica, or in the database by any. */
  async function recordedTrade(signature: string): Promise<TradeRow | undefined> {
    const done = recorded.get(signature);
    if (done) return done;
    const [row] = await deps.db.select().from(schema.trades).where(eq(schema.trades.signature, signature));
    return row;
  }

  return {
    indexRun,
    /**
     * A landed signature heard on a chain service's feed that this replica did not send: a trade recorded already
     * (by the replica that sent it, most often) is read back by its key — no chain call, no second settlement
     * under the venue's lock (that replica has published and graduated what it settled); anything else is indexed.
     */
    async indexHeard(signature: string): Promise<TradeRow | 'other' | null> {
      return (await recordedTrade(signature)) ?? indexRun(signature);
    },
    /** Whether the trade of `signature` is recorded (lately by this replica, or in the database by any). */
    async isRecorded(signature: string): Promise<boolean> {
      return (await recordedTrade(signature)) !== undefined;
    },
    /** Indexes a landed signature if it is one of ours (a quoted trade, or what a registered handler knows). */
    indexSignature(signature: string): Promise<boolean> {
      return indexRun(signature).then((result) => result !== null);
    },
    /**
     * The trade of `signature` if the localnet's watcher is recording it or recorded it lately (its graduation,
     * when it completed the curve, done); null otherwise (a remote chain, or not landed yet).
     */
    async watchedTrade(signature: string): Promise<TradeRecord | null> {
      const running = indexing.get(signature);
      const row = running ? await running.catch(() => null) : recorded.get(signature);
      return row && row !== 'other' ? toTradeRecord(row) : null;
    },
  };
}

/**
 * The localnet tells us about every confirmed transaction: record trades as they land, even one whose submit call
 * was cut off. (On a remote chain, submit, /settle and the expiry reconciliation do it.)
 */
export function indexConfirmed(
  chain: ChainBackend,
  logger: Logger,
  /** Addresses whose landed transactions may be ours to index. */
  watched: ReadonlySet<string>,
  /** The quoted trades being sent by this process, by signature (their reserved quote rows). */
  sending: ReadonlyMap<string, QuoteRow>,
  index: Pick<ReturnType<typeof createLandedIndex>, 'indexRun' | 'indexHeard' | 'isRecorded'>,
  /** The app's events (across replicas on a server): the trades other replicas recorded are heard there. */
  events: EventBus,
  /** The server stopping: the feed is no longer heard and the looks not taken yet are dropped (recovery's). */
  shutdown?: AbortSignal,
): void {
  const published = chain.sharedFeed ? tradesPublished(events) : null;
  const looks = new Set<NodeJS.Timeout>();
  /** Runs `look` at `signature` in `ms`, unless the server stops first. */
  const lookLater = (look: (signature: string) => void, ms: number, signature: string) => {
    if (shutdown?.aborted) return;
    const timer = setTimeout(() => {
      looks.delete(timer);
      look(signature);
    }, ms).unref();
    looks.add(timer);
  };
  const failed = (signature: string) => (err: unknown) =>
    poolEnded(err)
      ? // The server is stopping and closed its database under a look still running: recovery indexes it at start.
        logger.debug({ signature }, 'database closed: the landed transaction is left to recovery')
      : logger.warn({ err, signature }, 'could not index a landed transaction');
  const [firstLookMs, lastLookMs] = SHARED_FEED_LOOKS_MS;
  /** Indexed here unless heard or recorded by now. */
  const lastLook = (signature: string) => {
    if (!published?.has(signature)) index.indexHeard(signature).catch(failed(signature));
  };
  /** A trade neither heard nor recorded yet is left to its sender until the last look. */
  const firstLook = (signature: string) => {
    if (published?.has(signature)) return;
    index
      .isRecorded(signature)
      .then((done) => done || lookLater(lastLook, lastLookMs - firstLookMs, signature))
      .catch(failed(signature));
  };
  // A trade this process is sending is known already (tx.ts's sentTradeLanded): it is recorded without reading it
  // back from the chain or looking its quote up.
  const unheard = chain.onConfirmed((tx) => {
    if (tx.err !== null || !tx.accountKeys.some((k) => watched.has(k))) return;
    const q = sending.get(tx.signature);
    const known = q && { q, landed: sentTradeLanded(q, tx.signature, tx.slot, tx.blockTime) };
    // Every replica hears a chain service's feed: one it did not send itself is most often being recorded by the
    // replica that sent it, so it looks a moment later, when that one has: a trade whose event it heard meanwhile
    // (published by the replica that recorded it, over Postgres) is done; any other is looked up by its key, and
    // if not recorded yet, looked at again later (its sender's settlement may wait on the venue's lock in a rush:
    // fetching and settling it here too would only add to that queue) — at the last look it is indexed.
    if (known || !published) index.indexRun(tx.signature, known).catch(failed(tx.signature));
    else lookLater(firstLook, firstLookMs, tx.signature);
  });
  shutdown?.addEventListener(
    'abort',
    () => {
      unheard();
      for (const timer of looks) clearTimeout(timer);
      looks.clear();
    },
    { once: true },
  );
}

/**
 * The signatures of the trades published on `events` lately (by any replica: each publishes the trades it records),
 * the last {@link RECORDED_KEPT} of them.
 */
function tradesPublished(events: EventBus): ReadonlySet<string> {
  const heard = new Set<string>();
  events.subscribe((e) => {
    if (e.type !== 'trade') return;
    heard.add(e.signature);
    if (heard.size > RECORDED_KEPT) heard.delete(heard.values().next().value as string);
  });
  return heard;
}

/** Whether `err` (or a cause of it) is postgres-js's CONNECTION_ENDED: a query on a pool this process ended itself. */
function poolEnded(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++)
    if ((e as { code?: unknown }).code === 'CONNECTION_ENDED') return true;
  return false;
}
