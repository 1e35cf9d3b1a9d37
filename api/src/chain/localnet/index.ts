import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { Clock, FailedTransactionMetadata, type TransactionMetadata } from 'litesvm';
import type { Logger } from '../../lib/logger';
import { createRateLimiter } from '../../lib/rate-limit';
import { answerJsonRpc, RpcError } from '../json-rpc';
import { SubscriptionHub } from '../subscriptions';
import type { ChainBackend, ConfirmedTransaction, LocalnetStats, RpcContext } from '../types';
import { SLOTS_PER_EPOCH, SlotClock } from './clock';
import { type AccountEncoding, type AccountLike, encodeAccount, InvalidParamsError } from './encode';
import { openSvm } from './genesis-programs';
import { History } from './history';
import { type JournalEntry, Ledger } from './ledger';

export { isFreshLocalnet } from './ledger';

import { accountReader } from './account-reader';
import { type DecodedTransaction, decodeWire } from './message';
import { buildMeta, innerInstructionsOf, readBalances } from './meta';
import { answerRpcMethod, type ReadConfig, type RpcMethodDeps, rpcContext } from './rpc-methods';
import { accountsOfTransaction, TokenAccountIndex } from './token-index';
import { tokenQueries } from './token-queries';
import { type RpcTransactionError, transactionErrorJson, transactionErrorText } from './tx-error';

/** Most lamports one `requestAirdrop` may ask for on the localnet (10 SOL). */
export const AIRDROP_MAX_LAMPORTS = 10_000_000_000n;
/** Airdrops one client may request per minute, unless configured otherwise (`AIRDROPS_PER_MINUTE`). */
export const AIRDROP_PER_MINUTE = 10;
/** What the faucet holds at genesis: 500 million SOL. */
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n;
/** A snapshot is written after this many journal entries (and every {@link SNAPSHOT_INTERVAL_MS}). */
const SNAPSHOT_EVERY_ENTRIES = 1000;
const SNAPSHOT_INTERVAL_MS = 30_000;
const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

const base58 = getBase58Decoder();

function isFailed<T extends object>(r: T | FailedTransactionMetadata): r is FailedTransactionMetadata {
  return r instanceof FailedTransactionMetadata;
}

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

/**
 * The embedded localnet: a real Solana runtime (LiteSVM) served as Solana JSON-RPC and RPC subscriptions,
 * durable across restarts (see {@link Ledger}), with slots and blockhashes that advance with wall time (see
 * {@link SlotClock}). Airdrops are real transfers from a faucet account funded at genesis, so they have
 * transactions like any other.
 */
export async function createLocalnet(opts: LocalnetOptions): Promise<ChainBackend> {
  const started = performance.now();
  const { logger } = opts;
  const { ledger, state } = Ledger.open(path.resolve(opts.dataDir), opts.now);
  const clock = new SlotClock({
    genesisMs: state.genesis.genesisMs,
    seed: state.genesis.seed,
    now: opts.now,
  });
  const faucet: KeyPairSigner = await createKeyPairSignerFromPrivateKeyBytes(
    createHash('sha256').update(state.genesis.seed).update('solpad faucet').digest(),
  );

  const svm = openSvm(state.snapshot, clock.slot());
  const fundFaucet = () =>
    svm.setAccount({
      address: faucet.address,
      lamports: lamports(FAUCET_LAMPORTS),
      programAddress: SYSTEM_PROGRAM,
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    });
  // Genesis: part of the state every replay starts from, so it is redone (identically) for a new chain.
  if (!state.snapshot) fundFaucet();

  const history = new History((slot) => clock.blockTime(slot));
  let clockSlot = -1n;
  function setSvmClock(slot: bigint) {
    if (slot === clockSlot) return;
    const epoch = slot / SLOTS_PER_EPOCH;
    svm.setClock(
      new Clock(
        slot,
        BigInt(clock.blockTime(epoch * SLOTS_PER_EPOCH)),
        epoch,
        epoch + 1n,
        BigInt(clock.blockTime(slot)),
      ),
    );
    clockSlot = slot;
  }

  function replay(entry: JournalEntry) {
    setSvmClock(BigInt(entry.slot));
    if (entry.k === 'tx') svm.sendTransaction(decodeWire(entry.wire).tx);
    else {
      // Airdrops of chains created before airdrops were faucet transactions.
      svm.expireBlockhash();
      svm.airdrop(address(entry.to), lamports(BigInt(entry.lamports)));
    }
  }

  state.entries.forEach((entry, i) => {
    history.add({
      sig: entry.sig,
      slot: BigInt(entry.slot),
      err: entry.err,
      wire: entry.k === 'tx' ? entry.wire : null,
      meta: entry.k === 'tx' ? (entry.meta ?? null) : null,
      keys: entry.k === 'tx' ? decodeWire(entry.wire).accountKeys : [entry.to],
    });
    if (i >= state.replayFrom) replay(entry);
  });
  const replayed = state.entries.length - state.replayFrom;
  const faucetMissing = !svm.getAccount(faucet.address).exists;
  if (faucetMissing) fundFaucet();
  // Built from the state as loaded (snapshot + replayed journal), then kept current by `execute`.
  const accounts = accountReader(svm);
  const tokenIndex = opts.indexTokenAccounts === false ? null : new TokenAccountIndex(accounts);
  tokenIndex?.rebuild();
  let entriesAtSnapshot = ledger.length;
  if (replayed > 0 || faucetMissing) {
    ledger.snapshot(svm.toBytes());
    entriesAtSnapshot = ledger.length;
  }
  logger.info(
    { entries: state.entries.length, replayed, ms: Math.round(performance.now() - started) },
    'localnet ready',
  );

  function snapshotIfDirty() {
    if (ledger.length === entriesAtSnapshot) return;
    const t = performance.now();
    ledger.snapshot(svm.toBytes());
    entriesAtSnapshot = ledger.length;
    logger.debug({ entries: entriesAtSnapshot, ms: Math.round(performance.now() - t) }, 'localnet snapshot');
  }
  const snapshotTimer = setInterval(() => {
    try {
      snapshotIfDirty();
    } catch (err) {
      logger.error({ err }, 'localnet snapshot failed');
    }
  }, SNAPSHOT_INTERVAL_MS);
  snapshotTimer.unref();

  const decimalsOf = (mint: Address): number | null => {
    const account = accounts.get(mint);
    // Byte 44 of an SPL mint (Token and Token-2022 alike) is its decimals.
    return account.exists && account.data.length >= 82 ? (account.data[44] ?? null) : null;
  };
  const readAccount = (addr: string, config: ReadConfig = {}) =>
    encode(accounts.get(addr as Address), config);
  function encode(account: AccountLike, config: ReadConfig = {}) {
    try {
      return encodeAccount(account, {
        encoding: config.encoding ?? 'base64',
        dataSlice: config.dataSlice,
        decimalsOf,
      });
    } catch (e) {
      if (e instanceof InvalidParamsError) throw new RpcError(-32602, e.message);
      throw e;
    }
  }

  const listeners = new Set<(tx: ConfirmedTransaction) => void>();
  const subscriptions = new SubscriptionHub({
    slot: () => clock.slot(),
    readAccount: (a, encoding) => readAccount(a, { encoding }),
    statusOf: (sig) => history.get(sig) ?? null,
  });

  /** Executes a transaction the chain accepted, journals it (fsync), indexes it and tells everyone. */
  function execute(decoded: DecodedTransaction, slot: bigint, wallet: string): RpcTransactionError | null {
    setSvmClock(slot);
    const pre = readBalances(accounts, decoded.accountKeys);
    const touched = tokenIndex ? accountsOfTransaction(accounts, decoded.message) : [];
    const result = svm.sendTransaction(decoded.tx);
    tokenIndex?.refresh(touched);
    const failed = isFailed(result);
    const err = failed ? transactionErrorJson(result) : null;
    if (err === 'SignatureFailure' || err === 'SanitizeFailure') return err; // never executed, nothing changed
    const meta = buildMeta(pre, readBalances(accounts, decoded.accountKeys), result, failed);
    ledger.append({
      k: 'tx',
      sig: decoded.signature,
      slot: slot.toString(),
      wire: decoded.wireBase64,
      err,
      meta,
    });
    history.add({
      sig: decoded.signature,
      slot,
      err,
      wire: decoded.wireBase64,
      meta,
      keys: decoded.accountKeys,
    });
    const confirmed: ConfirmedTransaction = {
      signature: decoded.signature,
      slot,
      wallet,
      accountKeys: decoded.accountKeys,
      err,
      blockTime: clock.blockTime(slot),
    };
    for (const listener of listeners) {
      try {
        listener(confirmed);
      } catch (e) {
        logger.error({ err: e }, 'confirmed-transaction listener failed');
      }
    }
    subscriptions.transactionExecuted({
      signature: decoded.signature,
      slot,
      err,
      logs: meta.logs,
      keys: decoded.accountKeys,
      writable: decoded.writable,
    });
    if (ledger.length - entriesAtSnapshot >= SNAPSHOT_EVERY_ENTRIES) snapshotIfDirty();
    return null;
  }

  function preflightError(
    err: RpcTransactionError,
    meta: Pick<TransactionMetadata, 'logs' | 'computeUnitsConsumed'> | null,
  ): RpcError {
    return new RpcError(-32002, `Transaction simulation failed: ${transactionErrorText(err)}`, {
      accounts: null,
      err,
      innerInstructions: null,
      logs: meta ? meta.logs() : [],
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: meta ? meta.computeUnitsConsumed() : 0n,
    });
  }

  function assertSigned(decoded: DecodedTransaction) {
    if (Object.values(decoded.tx.signatures).some((s) => s === null || s.every((b) => b === 0))) {
      throw new RpcError(-32003, 'Transaction signature verification failure');
    }
  }

  /** Solana's sendTransaction: checks, preflight (unless skipped), execution. Returns the signature. */
  function submit(
    decoded: DecodedTransaction,
    skipPreflight: boolean,
    wallet = decoded.accountKeys[0] ?? '',
  ) {
    assertSigned(decoded);
    if (history.has(decoded.signature)) {
      if (skipPreflight) return decoded.signature;
      throw preflightError('AlreadyProcessed', null);
    }
    if (clock.validBlockhashSlot(decoded.blockhash) === null) {
      // A real cluster drops such a transaction: with preflight the caller hears why, without it never lands.
      if (skipPreflight) return decoded.signature;
      throw preflightError('BlockhashNotFound', null);
    }
    const slot = clock.slot();
    setSvmClock(slot);
    if (!skipPreflight) {
      const sim = svm.simulateTransaction(decoded.tx);
      if (isFailed(sim)) throw preflightError(transactionErrorJson(sim), sim.meta());
    }
    const refused = execute(decoded, slot, wallet);
    if (refused) throw preflightError(refused, null);
    return decoded.signature;
  }

  function simulateTransaction(
    wire: string,
    config: {
      encoding?: 'base58' | 'base64';
      sigVerify?: boolean;
      replaceRecentBlockhash?: boolean;
      innerInstructions?: boolean;
      accounts?: { addresses: string[]; encoding?: AccountEncoding };
    } = {},
  ) {
    if (config.sigVerify && config.replaceRecentBlockhash) {
      throw new RpcError(-32602, 'Invalid params: sigVerify may not be used with replaceRecentBlockhash');
    }
    const decoded = decodeWire(wire, config.encoding ?? 'base58');
    const slot = clock.slot();
    const latest = clock.latestBlockhash();
    const base = {
      accounts: null,
      innerInstructions: null,
      loadedAccountsDataSize: null,
      replacementBlockhash: null,
      returnData: null,
    };
    if (!config.replaceRecentBlockhash && clock.validBlockhashSlot(decoded.blockhash) === null) {
      return {
        context: rpcContext(clock, slot),
        value: { ...base, err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n },
      };
    }
    if (config.sigVerify) assertSigned(decoded);
    setSvmClock(slot);
    svm.withSigverify(config.sigVerify ?? false);
    const result = (() => {
      try {
        return svm.simulateTransaction(decoded.tx);
      } finally {
        svm.withSigverify(true);
      }
    })();
    const failed = isFailed(result);
    const meta = result.meta();
    const post = failed ? [] : result.postAccounts();
    const accounts = config.accounts
      ? config.accounts.addresses.map((a) => {
          const after = post.find((p) => p.address === a);
          return after
            ? encodeAccount(
                { ...after, exists: true },
                { encoding: config.accounts?.encoding ?? 'base64', decimalsOf },
              )
            : readAccount(a, { encoding: config.accounts?.encoding });
        })
      : null;
    const returned = meta.returnData();
    return {
      context: rpcContext(clock, slot),
      value: {
        ...base,
        accounts,
        err: failed ? transactionErrorJson(result) : null,
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        returnData: returned.data().length
          ? {
              programId: base58.decode(returned.programId()),
              data: [Buffer.from(returned.data()).toString('base64'), 'base64'],
            }
          : null,
        innerInstructions: config.innerInstructions ? innerInstructionsOf(meta) : null,
        replacementBlockhash: config.replaceRecentBlockhash
          ? { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
          : null,
      },
    };
  }

  const airdropsPerMinute = opts.airdropsPerMinute ?? AIRDROP_PER_MINUTE;
  const airdropLimiter = createRateLimiter({ limit: airdropsPerMinute, windowMs: 60_000 });
  let airdrops = 0;
  /** A real transfer from the faucet, with a memo that keeps equal airdrops distinct transactions. */
  async function requestAirdrop(to: string, amount: bigint, ctx: RpcContext) {
    if (amount <= 0n || amount > AIRDROP_MAX_LAMPORTS) {
      throw new RpcError(
        -32602,
        `Invalid params: an airdrop is 1 to ${AIRDROP_MAX_LAMPORTS} lamports (10 SOL)`,
      );
    }
    const retryAfter = airdropLimiter.hit(ctx.clientId);
    if (retryAfter > 0) {
      throw new RpcError(
        429,
        `Too many airdrop requests: at most ${airdropsPerMinute} a minute, try again in ${retryAfter} s`,
      );
    }
    const latest = clock.latestBlockhash();
    const memo = new TextEncoder().encode(`solpad faucet ${history.size}.${airdrops++}`);
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayerSigner(faucet, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash(latest.blockhash), lastValidBlockHeight: latest.lastValidBlockHeight },
          m,
        ),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({ source: faucet, destination: address(to), amount: lamports(amount) }),
            { programAddress: MEMO_PROGRAM, data: memo },
          ],
          m,
        ),
    );
    const signed = await signTransactionMessageWithSigners(message);
    return submit(decodeWire(getBase64EncodedWireTransaction(signed)), false, to);
  }

  const rpc: RpcMethodDeps = {
    clock,
    svm,
    history,
    tokens: tokenQueries(accounts, tokenIndex),
    readAccount,
    encode,
    requestAirdrop,
    submit,
    simulateTransaction,
  };

  const dataDir = path.resolve(opts.dataDir);
  function stats(): LocalnetStats {
    let snapshot: { size: number; mtime: Date } | null = null;
    try {
      snapshot = statSync(path.join(dataDir, 'snapshot.bin'));
    } catch {
      // no snapshot yet
    }
    return {
      journalEntries: ledger.length,
      entriesSinceSnapshot: ledger.length - entriesAtSnapshot,
      snapshotBytes: snapshot?.size ?? null,
      snapshotAt: snapshot?.mtime ?? null,
      dataDir,
    };
  }

  return {
    mode: 'localnet',
    faucetAddress: faucet.address,
    stats,
    snapshotNow() {
      ledger.snapshot(svm.toBytes());
      entriesAtSnapshot = ledger.length;
      return stats();
    },
    handleRpc: (body, ctx) => answerJsonRpc(body, (c) => answerRpcMethod(rpc, c, ctx)),
    openRpcSocket: (send) => subscriptions.open(send),
    getSlot: async () => clock.slot(),
    onConfirmed(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      clearInterval(snapshotTimer);
      subscriptions.close();
      snapshotIfDirty();
      ledger.close();
    },
  };
}
