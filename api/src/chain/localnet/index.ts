import path from 'node:path';
import {
  type Address,
  address,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Transaction,
} from '@solana/kit';
import type { RpcMethod } from '@solpad/core/schemas';
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import type { Logger } from '../../lib/logger';
import { createRateLimiter } from '../../lib/rate-limit';
import { answerJsonRpc, RpcError, type ValidRpcCall } from '../json-rpc';
import type { ChainBackend, ConfirmedTransaction, RpcContext } from '../types';
import { SLOTS_PER_EPOCH, SlotClock } from './clock';
import { type AccountEncoding, encodeAccount, InvalidParamsError } from './encode';
import { type JournalEntry, Ledger } from './ledger';
import { type RpcTransactionError, transactionErrorJson, transactionErrorText } from './tx-error';

/** Most lamports one `requestAirdrop` may ask for on the localnet (10 SOL). */
export const AIRDROP_MAX_LAMPORTS = 10_000_000_000n;
/** Airdrops one client may request per minute. */
export const AIRDROP_PER_MINUTE = 10;
/** A snapshot is written after this many journal entries (and every {@link SNAPSHOT_INTERVAL_MS}). */
const SNAPSHOT_EVERY_ENTRIES = 1000;
const SNAPSHOT_INTERVAL_MS = 30_000;
/** Lamports per signature, as on every Solana cluster. */
const LAMPORTS_PER_SIGNATURE = 5000n;
/** A transaction is finalized this many slots after it landed (as on a real cluster, ~13 s). */
const FINALIZED_AFTER_SLOTS = 32n;
const LITESVM_VERSION = '1.5.0';

const base58 = getBase58Decoder();
const base58Encoder = getBase58Encoder();
const txDecoder = getTransactionDecoder();
const messageDecoder = getCompiledTransactionMessageDecoder();

interface SignatureRecord {
  slot: bigint;
  err: unknown;
}

interface DecodedTransaction {
  tx: Transaction;
  signature: string;
  wireBase64: string;
  blockhash: string;
  accountKeys: string[];
}

function isFailed<T extends object>(r: T | FailedTransactionMetadata): r is FailedTransactionMetadata {
  return r instanceof FailedTransactionMetadata;
}

function decodeWire(wire: string, encoding: 'base58' | 'base64' = 'base64'): DecodedTransaction {
  let bytes: Uint8Array;
  try {
    bytes =
      encoding === 'base58'
        ? new Uint8Array(base58Encoder.encode(wire))
        : new Uint8Array(Buffer.from(wire, 'base64'));
  } catch {
    throw new RpcError(-32602, `invalid transaction: not ${encoding}`);
  }
  let tx: Transaction;
  let message: ReturnType<typeof messageDecoder.decode>;
  try {
    tx = txDecoder.decode(bytes);
    message = messageDecoder.decode(tx.messageBytes);
  } catch (e) {
    throw new RpcError(
      -32602,
      `failed to deserialize transaction: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const first = Object.values(tx.signatures)[0];
  const accountKeys = message.staticAccounts.map(String);
  return {
    tx,
    signature: first ? base58.decode(first) : base58.decode(new Uint8Array(64)),
    wireBase64: Buffer.from(bytes).toString('base64'),
    blockhash: message.lifetimeToken,
    accountKeys,
  };
}

function returnDataJson(meta: TransactionMetadata) {
  const rd = meta.returnData();
  const data = rd.data();
  if (data.length === 0) return null;
  return { programId: base58.decode(rd.programId()), data: [Buffer.from(data).toString('base64'), 'base64'] };
}

function innerInstructionsJson(meta: TransactionMetadata) {
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: base58.decode(ix.data()),
          stackHeight: inner.stackHeight(),
        };
      }),
    }))
    .filter((entry) => entry.instructions.length > 0);
}

/** Options of {@link createLocalnet}. */
export interface LocalnetOptions {
  /** Where the journal, snapshots and genesis live. */
  dataDir: string;
  logger: Logger;
  /** Clock source (tests). */
  now?: () => number;
}

/**
 * The embedded localnet: a real Solana runtime (LiteSVM) served as Solana JSON-RPC, durable across restarts
 * (see {@link Ledger}), with slots and blockhashes that advance with wall time (see {@link SlotClock}).
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

  const svm = state.snapshot ? LiteSVM.fromBytes(state.snapshot) : new LiteSVM();
  // Blockhashes are checked by the SlotClock (LiteSVM only knows its latest one); duplicates by `signatures`.
  svm.withSigverify(true).withBlockhashCheck(false);

  const signatures = new Map<string, SignatureRecord>();
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

  function execute(entry: JournalEntry): TransactionMetadata | FailedTransactionMetadata | null {
    setSvmClock(BigInt(entry.slot));
    if (entry.k === 'tx') return svm.sendTransaction(txDecoder.decode(Buffer.from(entry.wire, 'base64')));
    // Each airdrop gets a fresh faucet blockhash so that equal airdrops are distinct transactions.
    svm.expireBlockhash();
    return svm.airdrop(address(entry.to), lamports(BigInt(entry.lamports)));
  }

  state.entries.forEach((entry, i) => {
    signatures.set(entry.sig, { slot: BigInt(entry.slot), err: entry.err });
    if (i >= state.replayFrom) execute(entry);
  });
  const replayed = state.entries.length - state.replayFrom;
  let entriesAtSnapshot = ledger.length;
  if (replayed > 0) {
    ledger.snapshot(svm.toBytes());
    entriesAtSnapshot = ledger.length;
  }
  logger.info(
    { entries: state.entries.length, replayed, ms: Math.round(performance.now() - started) },
    'localnet ready',
  );

  const listeners = new Set<(tx: ConfirmedTransaction) => void>();
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

  /** Journals (fsync) and indexes an executed transaction, then tells the listeners. */
  function commit(entry: JournalEntry, wallet: string, accountKeys: string[]) {
    ledger.append(entry);
    const slot = BigInt(entry.slot);
    signatures.set(entry.sig, { slot, err: entry.err });
    const confirmed: ConfirmedTransaction = {
      signature: entry.sig,
      slot,
      wallet,
      accountKeys,
      err: entry.err,
      blockTime: clock.blockTime(slot),
    };
    for (const listener of listeners) {
      try {
        listener(confirmed);
      } catch (err) {
        logger.error({ err }, 'confirmed-transaction listener failed');
      }
    }
    if (ledger.length - entriesAtSnapshot >= SNAPSHOT_EVERY_ENTRIES) snapshotIfDirty();
  }

  const airdropLimiter = createRateLimiter({ limit: AIRDROP_PER_MINUTE, windowMs: 60_000 });

  function context(slot = clock.slot()) {
    return { apiVersion: LITESVM_VERSION, slot };
  }

  function decimalsOf(mint: Address): number | null {
    const account = svm.getAccount(mint);
    // Byte 44 of an SPL mint (Token and Token-2022 alike) is its decimals.
    return account.exists && account.data.length >= 82 ? (account.data[44] ?? null) : null;
  }

  function readAccount(
    addr: string,
    config: { encoding?: AccountEncoding; dataSlice?: { offset: number; length: number } } = {},
  ) {
    try {
      return encodeAccount(svm.getAccount(address(addr)), {
        encoding: config.encoding ?? 'base64',
        dataSlice: config.dataSlice,
        decimalsOf,
      });
    } catch (e) {
      if (e instanceof InvalidParamsError) throw new RpcError(-32602, e.message);
      throw e;
    }
  }

  function preflightError(err: RpcTransactionError, meta: TransactionMetadata | null): RpcError {
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

  function sendTransaction(
    wire: string,
    config: { encoding?: 'base58' | 'base64'; skipPreflight?: boolean } = {},
  ) {
    const decoded = decodeWire(wire, config.encoding);
    assertSigned(decoded);
    const skipPreflight = config.skipPreflight ?? false;
    if (signatures.has(decoded.signature)) {
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
    const result = svm.sendTransaction(decoded.tx);
    const err = isFailed(result) ? transactionErrorJson(result) : null;
    if (err === 'SignatureFailure' || err === 'SanitizeFailure') {
      // Never executed, nothing changed: a real cluster would not land it either.
      throw preflightError(err, null);
    }
    commit(
      { k: 'tx', sig: decoded.signature, slot: slot.toString(), wire: decoded.wireBase64, err },
      decoded.accountKeys[0] ?? '',
      decoded.accountKeys,
    );
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
    const decoded = decodeWire(wire, config.encoding);
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
        context: context(slot),
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
    return {
      context: context(slot),
      value: {
        ...base,
        accounts,
        err: failed ? transactionErrorJson(result) : null,
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        returnData: returnDataJson(meta),
        innerInstructions: config.innerInstructions ? innerInstructionsJson(meta) : null,
        replacementBlockhash: config.replaceRecentBlockhash
          ? { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
          : null,
      },
    };
  }

  function requestAirdrop(to: string, amount: bigint, ctx: RpcContext) {
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
        `Too many airdrop requests: at most ${AIRDROP_PER_MINUTE} a minute, try again in ${retryAfter} s`,
      );
    }
    const slot = clock.slot();
    const entry = {
      k: 'airdrop' as const,
      sig: '',
      slot: slot.toString(),
      to,
      lamports: amount.toString(),
      err: null as unknown,
    };
    const result = execute(entry);
    if (!result) throw new RpcError(-32603, 'Internal error: the faucet is unavailable');
    const failed = isFailed(result);
    entry.sig = base58.decode(failed ? result.meta().signature() : result.signature());
    entry.err = failed ? transactionErrorJson(result) : null;
    commit(entry, to, [to]);
    if (failed) throw preflightError(entry.err as RpcTransactionError, result.meta());
    return entry.sig;
  }

  function signatureStatus(sig: string, now: bigint) {
    const rec = signatures.get(sig);
    if (!rec) return null;
    const age = now - rec.slot;
    const finalized = age >= FINALIZED_AFTER_SLOTS;
    return {
      slot: rec.slot,
      confirmations: finalized ? null : age,
      err: rec.err,
      status: rec.err === null ? { Ok: null } : { Err: rec.err },
      confirmationStatus: finalized ? 'finalized' : 'confirmed',
    };
  }

  function getFeeForMessage(messageBase64: string) {
    let message: ReturnType<typeof messageDecoder.decode>;
    try {
      message = messageDecoder.decode(new Uint8Array(Buffer.from(messageBase64, 'base64')));
    } catch {
      throw new RpcError(-32602, 'Invalid params: invalid message');
    }
    return clock.validBlockhashSlot(message.lifetimeToken) === null
      ? null
      : BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE;
  }

  function call({ method, params }: ValidRpcCall, ctx: RpcContext): unknown {
    // biome-ignore lint/suspicious/noExplicitAny: params were validated against RPC_PARAMS[method] by answerJsonRpc.
    const p = params as any[];
    const m: RpcMethod = method;
    switch (m) {
      case 'getSlot':
      case 'getBlockHeight':
        return clock.slot();
      case 'getEpochInfo': {
        const slot = clock.slot();
        return {
          absoluteSlot: slot,
          blockHeight: slot,
          epoch: slot / SLOTS_PER_EPOCH,
          slotIndex: slot % SLOTS_PER_EPOCH,
          slotsInEpoch: SLOTS_PER_EPOCH,
          transactionCount: BigInt(signatures.size),
        };
      }
      case 'getHealth':
        return 'ok';
      case 'getVersion':
        return { 'solana-core': LITESVM_VERSION, 'feature-set': 0 };
      case 'getGenesisHash':
        return clock.blockhashOf(0n);
      case 'getLatestBlockhash': {
        const latest = clock.latestBlockhash();
        return {
          context: context(latest.slot),
          value: { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight },
        };
      }
      case 'isBlockhashValid':
        return { context: context(), value: clock.validBlockhashSlot(p[0]) !== null };
      case 'getMinimumBalanceForRentExemption':
        return svm.minimumBalanceForRentExemption(BigInt(p[0]));
      case 'getBalance':
        return { context: context(), value: svm.getBalance(address(p[0])) ?? 0n };
      case 'getAccountInfo':
        return { context: context(), value: readAccount(p[0], p[1]) };
      case 'getMultipleAccounts':
        return { context: context(), value: (p[0] as string[]).map((a) => readAccount(a, p[1])) };
      case 'getFeeForMessage':
        return { context: context(), value: getFeeForMessage(p[0]) };
      case 'getSignatureStatuses': {
        const now = clock.slot();
        return { context: context(now), value: (p[0] as string[]).map((s) => signatureStatus(s, now)) };
      }
      case 'requestAirdrop':
        return requestAirdrop(p[0], BigInt(p[1]), ctx);
      case 'sendTransaction':
        return sendTransaction(p[0], p[1]);
      case 'simulateTransaction':
        return simulateTransaction(p[0], p[1]);
      default: {
        const never: never = m;
        throw new RpcError(-32601, `Method not found: ${String(never)}`);
      }
    }
  }

  return {
    mode: 'localnet',
    handleRpc: (body, ctx) => answerJsonRpc(body, (c) => call(c, ctx)),
    getSlot: async () => clock.slot(),
    onConfirmed(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      clearInterval(snapshotTimer);
      snapshotIfDirty();
      ledger.close();
    },
  };
}
