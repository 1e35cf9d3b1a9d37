// The burn index: transactions accepted by the API's JSON-RPC that carry a burn or close-account instruction
// are fetched back once confirmed, and what the confirmed transaction says is recorded (api/src/db/burns.ts).
import { fetchConfirmed } from '../chain/legacy-message';
import type { ChainBackend } from '../chain/types';
import { type Db, schema } from '../db';
import { createChainRpc } from '../lib/chain-rpc';
import type { Logger } from '../lib/logger';
import { type BurnRecord, type ConfirmedTransactionInput, decodeBurns, mayBurn } from './decode';

/** How long a sent transaction is looked for before giving up (a blockhash lives ~60–90 s on a cluster). */
const CONFIRM_WINDOW_MS = 90_000;
/** Pause between two lookups of a transaction not confirmed yet (remote clusters). */
const RETRY_MS = 1_000;
/** The longest the localnet's JSON-RPC reply waits for its burns to be indexed. */
const LOCALNET_INDEX_WAIT_MS = 3_000;

export interface BurnIndexer {
  /**
   * Called with each JSON-RPC request body and its reply: every sendTransaction that was accepted and carries
   * a burn or close instruction is indexed once confirmed. On the localnet (where a sent transaction is
   * already confirmed) this resolves once they are indexed, so the sender's next read sees them; on a remote
   * cluster indexing goes on in the background. Never throws.
   */
  afterRpc(body: string, reply: string): Promise<void>;
  /**
   * Indexes one signature now: null when the chain does not know it (yet), else the records the confirmed
   * transaction holds (none for a failed one). Recording is idempotent per signature and instruction.
   */
  index(signature: string): Promise<BurnRecord[] | null>;
  /** Resolves when every indexing started so far has finished. */
  idle(): Promise<void>;
}

/** A sent wire transaction; `encoding` undefined when the call did not say (Solana's default: base58). */
type SentCall = { signature: string; wire: string; encoding: 'base58' | 'base64' | undefined };

/** The sendTransaction calls of a request body that the reply accepted (answered with a signature). */
export function acceptedSends(body: string, reply: string): SentCall[] {
  let requests: unknown;
  let replies: unknown;
  try {
    requests = JSON.parse(body);
    replies = JSON.parse(reply);
  } catch {
    return [];
  }
  const reqs = (Array.isArray(requests) ? requests : [requests]) as Array<Record<string, unknown> | null>;
  const reps = (Array.isArray(replies) ? replies : [replies]) as Array<Record<string, unknown> | null>;
  const sent: SentCall[] = [];
  for (const req of reqs) {
    if (!req || typeof req !== 'object' || req.method !== 'sendTransaction') continue;
    const params = Array.isArray(req.params) ? req.params : [];
    const wire = params[0];
    const config = params[1] as { encoding?: unknown } | undefined;
    if (typeof wire !== 'string') continue;
    // A batch answers in any order: match by id (a single call's reply carries the same id).
    const answer = reps.find((r) => r && typeof r === 'object' && r.id === req.id);
    if (!answer || typeof answer.result !== 'string') continue;
    sent.push({
      signature: answer.result,
      wire,
      encoding: config?.encoding === 'base64' || config?.encoding === 'base58' ? config.encoding : undefined,
    });
  }
  return sent;
}

/** Creates the burn indexer over the app's database and chain. */
export function createBurnIndexer(deps: { db: Db; chain: ChainBackend; logger: Logger }): BurnIndexer {
  const { db, chain, logger } = deps;
  const rpc = createChainRpc(chain);
  const running = new Map<string, Promise<void>>();

  async function index(signature: string): Promise<BurnRecord[] | null> {
    const tx = await fetchConfirmed(rpc, signature);
    if (!tx) return null;
    const records = decodeBurns(signature, tx as unknown as ConfirmedTransactionInput);
    if (records.length) {
      const indexedAt = new Date();
      await db
        .insert(schema.burnEvents)
        .values(
          records.map((r) => ({
            signature: r.signature,
            ixIndex: r.ixIndex,
            kind: r.kind,
            program: r.program,
            account: r.account,
            mint: r.mint,
            owner: r.owner,
            amount: r.amount,
            decimals: r.decimals,
            lamports: r.lamports,
            slot: r.slot,
            landedAt: r.blockTime === null ? indexedAt : new Date(r.blockTime * 1000),
          })),
        )
        .onConflictDoNothing();
    }
    return records;
  }

  /** Looks for `signature` until it is confirmed (or the window closes), then indexes it. */
  async function follow(signature: string): Promise<void> {
    const deadline = Date.now() + CONFIRM_WINDOW_MS;
    for (;;) {
      if ((await index(signature)) !== null) return;
      if (Date.now() > deadline) {
        logger.info({ signature }, 'burn transaction never confirmed; nothing indexed');
        return;
      }
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  }

  function start(signature: string): Promise<void> {
    let job = running.get(signature);
    if (!job) {
      job = follow(signature)
        .catch((err: unknown) => logger.warn({ err, signature }, 'could not index a burn transaction'))
        .finally(() => running.delete(signature));
      running.set(signature, job);
    }
    return job;
  }

  return {
    index,
    async afterRpc(body, reply) {
      // Cheap checks first: most traffic is reads, and most sent transactions burn nothing.
      if (!body.includes('sendTransaction')) return;
      const jobs = acceptedSends(body, reply)
        .filter((s) => mayBurn(s.wire, s.encoding ?? 'base58'))
        .map((s) => start(s.signature));
      if (!jobs.length || chain.mode !== 'localnet') return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(jobs),
        new Promise((r) => {
          timer = setTimeout(r, LOCALNET_INDEX_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    },
    async idle() {
      await Promise.all([...running.values()]);
    },
  };
}
