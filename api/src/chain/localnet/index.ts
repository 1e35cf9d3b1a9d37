import { statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../../lib/logger';
import { answerJsonRpc, answerJsonRpcValue } from '../json-rpc';
import { SubscriptionHub } from '../subscriptions';
import type { ChainBackend, ConfirmedTransaction, LocalnetStats } from '../types';
import { encodeForRpc, readForRpc } from './account-encoding';
import { airdropper } from './airdrop';
import { openLocalnet } from './boot';
import { answerRpcMethod, type RpcMethodDeps } from './rpc-methods';
import type { LocalnetAudience, LocalnetRuntime } from './runtime';
import { submit } from './send';
import { simulateTransaction } from './simulate';
import { tokenQueries } from './token-queries';

export { AIRDROP_MAX_LAMPORTS, AIRDROP_PER_MINUTE } from './airdrop';
export { isFreshLocalnet } from './ledger';

/** Options of {@link createLocalnet}. */
export interface LocalnetOptions {
  /** Where the journal, snapshots and genesis live. */
  dataDir: string;
  logger: Logger;
  /** Clock source (tests). */
  now?: () => number;
  /** Airdrops one client may request per minute (default {@link AIRDROP_PER_MINUTE}). */
  airdropsPerMinute?: number;
  /**
   * Index token accounts by mint and owner (default true). Off only in the scanner benchmark, to measure what
   * the index saves: the token queries then scan every account of the token program.
   */
  indexTokenAccounts?: boolean;
}

/** The localnet's journal and snapshot figures, for the admin's chain page. */
function localnetStats({ ledger, snapshots }: LocalnetRuntime, dataDir: string): LocalnetStats {
  let snapshot: { size: number; mtime: Date } | null = null;
  try {
    snapshot = statSync(path.join(dataDir, 'snapshot.bin'));
  } catch {
    // no snapshot yet
  }
  return {
    journalEntries: ledger.length,
    entriesSinceSnapshot: snapshots.sinceLast(),
    snapshotBytes: snapshot?.size ?? null,
    snapshotAt: snapshot?.mtime ?? null,
    dataDir,
  };
}

/** What the RPC method table calls: reads from the runtime, writes through `submit`. */
function rpcMethodDeps(
  rt: LocalnetRuntime,
  audience: LocalnetAudience,
  airdropsPerMinute?: number,
): RpcMethodDeps {
  const send = submit.bind(null, rt, audience);
  return {
    clock: rt.clock,
    svm: rt.svm,
    history: rt.history,
    tokens: tokenQueries(rt.accounts, rt.tokenIndex),
    readAccount: (addr, config) => readForRpc(rt.accounts, addr, config),
    encode: (account, config) => encodeForRpc(rt.accounts, account, config),
    requestAirdrop: airdropper(
      {
        faucet: rt.faucet,
        clock: rt.clock,
        transactionCount: () => rt.history.size,
        submit: (decoded, to) => send(decoded, false, to),
      },
      airdropsPerMinute,
    ),
    submit: (decoded, skipPreflight) => send(decoded, skipPreflight),
    simulateTransaction: (wire, config) => simulateTransaction(rt, wire, config),
  };
}

/**
 * The embedded localnet: a real Solana runtime (LiteSVM) served as Solana JSON-RPC and RPC subscriptions,
 * durable across restarts (see {@link Ledger}), with slots and blockhashes that advance with wall time (see
 * {@link SlotClock}). Airdrops are real transfers from a faucet account funded at genesis, so they have
 * transactions like any other.
 */
export async function createLocalnet(opts: LocalnetOptions): Promise<ChainBackend> {
  const rt = await openLocalnet(opts);
  const { clock, history, snapshots } = rt;
  const stopSnapshotTimer = snapshots.startTimer();
  const audience: LocalnetAudience = {
    listeners: new Set<(tx: ConfirmedTransaction) => void>(),
    subscriptions: new SubscriptionHub({
      slot: () => clock.slot(),
      readAccount: (a, encoding) => readForRpc(rt.accounts, a, { encoding }),
      statusOf: (sig) => history.get(sig) ?? null,
    }),
  };
  const rpc = rpcMethodDeps(rt, audience, opts.airdropsPerMinute);
  const dataDir = path.resolve(opts.dataDir);
  const stats = () => localnetStats(rt, dataDir);
  return {
    mode: 'localnet',
    faucetAddress: rt.faucet.address,
    stats,
    snapshotNow() {
      snapshots.take();
      return stats();
    },
    handleRpc: (body, ctx) => answerJsonRpc(body, (c) => answerRpcMethod(rpc, c, ctx)),
    handleRpcValue: (payload, ctx) => answerJsonRpcValue(payload, (c) => answerRpcMethod(rpc, c, ctx)),
    openRpcSocket: (send) => audience.subscriptions.open(send),
    getSlot: async () => clock.slot(),
    onConfirmed(listener) {
      audience.listeners.add(listener);
      return () => audience.listeners.delete(listener);
    },
    async close() {
      stopSnapshotTimer();
      audience.subscriptions.close();
      snapshots.ifDirty();
      await rt.ledger.close();
    },
  };
}
