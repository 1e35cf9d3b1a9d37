import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { stringifyJsonWithBigInts } from '@solpad/core/rpc';
import { JsonText, RpcError } from '../json-rpc';
import { type DecodedTransaction, decodeStoredWire } from './message';
import type { TokenBalanceRecord, TxMetaRecord } from './meta';
import { parseInstruction } from './parse-instruction';
import { tokenAmountJson } from './token-amount';

const base58 = getBase58Decoder();
const base58Encoder = getBase58Encoder();
const toBase58 = (b: Uint8Array) => base58.decode(b);

/** A transaction the chain has executed, as the history keeps it. */
export interface TxRecord {
  sig: string;
  slot: bigint;
  err: unknown;
  /** Wire bytes, base64; null for the faucet airdrops of chains created before airdrops were transactions. */
  wire: string | null;
  meta: TxMetaRecord | null;
  /** Every account the transaction names. */
  keys: string[];
  /** Its memo as `getSignaturesForAddress` reports it, cached once worked out. */
  memo?: string | null;
}

/** Encodings `getTransaction` and `getBlock` accept. */
export type TxEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

/** Most signatures `getSignaturesForAddress` answers at once (Solana's limit). */
export const MAX_SIGNATURES_FOR_ADDRESS = 1000;
/** `getTransaction` results kept rendered (a few MB: a transaction renders to a few KB). */
const RENDERED_MAX = 2048;
/** Slots per performance sample (60 s at 400 ms). */
const SAMPLE_SLOTS = 150n;
/** A transaction is finalized this many slots after it landed (as on a real cluster, ~13 s). */
export const FINALIZED_AFTER_SLOTS = 32n;

function lowerBound(xs: bigint[], x: bigint): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((xs[mid] as bigint) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function uiTokenAmount(b: TokenBalanceRecord) {
  return {
    accountIndex: b.accountIndex,
    mint: b.mint,
    owner: b.owner,
    programId: b.programId,
    uiTokenAmount: tokenAmountJson(BigInt(b.amount), b.decimals),
  };
}

/**
 * Every executed transaction with indexes by signature, by address (for `getSignaturesForAddress`) and by
 * slot (for `getBlock` and performance samples), rebuilt from the journal on start.
 */
export class History {
  readonly #bySig = new Map<string, TxRecord>();
  readonly #byAddress = new Map<string, string[]>();
  readonly #bySlot = new Map<bigint, string[]>();
  /** Slot of every transaction in execution order (non-decreasing). */
  readonly #slots: bigint[] = [];
  readonly #blockTime: (slot: bigint) => number;
  /** Rendered `getTransaction` results by signature, encoding and version, the latest RENDERED_MAX, as JSON. */
  readonly #rendered = new Map<string, JsonText>();

  constructor(blockTime: (slot: bigint) => number) {
    this.#blockTime = blockTime;
  }

  /** Number of executed transactions. */
  get size(): number {
    return this.#bySig.size;
  }

  has(sig: string): boolean {
    return this.#bySig.has(sig);
  }

  get(sig: string): TxRecord | undefined {
    return this.#bySig.get(sig);
  }

  add(record: TxRecord): void {
    this.#bySig.set(record.sig, record);
    for (const key of new Set(record.keys)) {
      const list = this.#byAddress.get(key);
      if (list) list.push(record.sig);
      else this.#byAddress.set(key, [record.sig]);
    }
    const inSlot = this.#bySlot.get(record.slot);
    if (inSlot) inSlot.push(record.sig);
    else this.#bySlot.set(record.slot, [record.sig]);
    this.#slots.push(record.slot);
  }

  /** `getSignatureStatuses`' value for one signature. */
  status(sig: string, now: bigint) {
    const rec = this.#bySig.get(sig);
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

  /** `getSignaturesForAddress`: newest first, paged with `before` / `until`. */
  signaturesForAddress(
    addr: string,
    opts: { limit?: number; before?: string; until?: string },
    now: bigint,
  ): unknown[] {
    const list = this.#byAddress.get(addr) ?? [];
    const limit = Math.min(opts.limit ?? MAX_SIGNATURES_FOR_ADDRESS, MAX_SIGNATURES_FOR_ADDRESS);
    let i = list.length - 1;
    if (opts.before) {
      const at = list.lastIndexOf(opts.before);
      i = at === -1 ? -1 : at - 1;
    }
    const out: unknown[] = [];
    for (; i >= 0 && out.length < limit; i--) {
      const sig = list[i] as string;
      if (sig === opts.until) break;
      const rec = this.#bySig.get(sig) as TxRecord;
      out.push({
        signature: sig,
        slot: rec.slot,
        err: rec.err,
        memo: memoOfRecord(rec),
        blockTime: this.#blockTime(rec.slot),
        confirmationStatus: now - rec.slot >= FINALIZED_AFTER_SLOTS ? 'finalized' : 'confirmed',
      });
    }
    return out;
  }

  /**
   * `getTransaction`'s result, or null when the signature is unknown. An executed transaction never changes, so
   * the latest {@link RENDERED_MAX} results are kept as rendered (a scanner reads the same buyers' transactions
   * at every scan of a token) as their JSON text, written once.
   */
  transaction(
    sig: string,
    encoding: TxEncoding,
    maxSupportedTransactionVersion: number | undefined,
  ): JsonText | null {
    const key = `${sig} ${encoding} ${maxSupportedTransactionVersion ?? '-'}`;
    const kept = this.#rendered.get(key);
    if (kept) return kept;
    const rec = this.#bySig.get(sig);
    if (!rec?.wire || !rec.meta) return null;
    const result = new JsonText(
      stringifyJsonWithBigInts({
        slot: rec.slot,
        blockTime: this.#blockTime(rec.slot),
        ...this.#render(rec, encoding, maxSupportedTransactionVersion),
      }),
    );
    if (this.#rendered.size >= RENDERED_MAX) {
      // The oldest kept first (a Map iterates in insertion order).
      const oldest = this.#rendered.keys().next().value;
      if (oldest !== undefined) this.#rendered.delete(oldest);
    }
    this.#rendered.set(key, result);
    return result;
  }

  /** Signatures executed in `slot`, in order. */
  signaturesInSlot(slot: bigint): string[] {
    return this.#bySlot.get(slot) ?? [];
  }

  /** `getBlock`'s transaction list entries for `slot`. */
  blockTransactions(
    slot: bigint,
    encoding: TxEncoding,
    maxSupportedTransactionVersion: number | undefined,
  ): unknown[] {
    return this.signaturesInSlot(slot)
      .map((sig) => this.#bySig.get(sig) as TxRecord)
      .filter((rec) => rec.wire && rec.meta)
      .map((rec) => this.#render(rec, encoding, maxSupportedTransactionVersion));
  }

  /** `getRecentPerformanceSamples`: one sample per 60 s (150 slots), newest first. */
  performanceSamples(now: bigint, limit: number): unknown[] {
    const out: unknown[] = [];
    for (let end = now, n = 0; n < limit; n++, end -= SAMPLE_SLOTS) {
      const start = end > SAMPLE_SLOTS ? end - SAMPLE_SLOTS : -1n;
      const count = lowerBound(this.#slots, end + 1n) - lowerBound(this.#slots, start + 1n);
      out.push({
        slot: end,
        numSlots: end - start,
        numTransactions: BigInt(count),
        numNonVoteTransactions: BigInt(count),
        samplePeriodSecs: Number(((end - start) * 400n) / 1000n),
      });
      if (start < 0n) break; // this sample reached genesis
    }
    return out;
  }

  #render(rec: TxRecord, encoding: TxEncoding, maxVersion: number | undefined) {
    const d = decodeStoredWire(rec.wire as string);
    const version = d.message.version;
    if (version !== 'legacy' && (maxVersion === undefined || version > maxVersion)) {
      throw new RpcError(
        -32015,
        `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
      );
    }
    const meta = rec.meta as TxMetaRecord;
    const parsed = encoding === 'jsonParsed';
    const transaction =
      encoding === 'base64'
        ? [rec.wire, 'base64']
        : encoding === 'base58'
          ? [base58.decode(Buffer.from(rec.wire as string, 'base64')), 'base58']
          : renderMessage(d, parsed);
    return {
      transaction,
      meta: {
        err: rec.err,
        status: rec.err === null ? { Ok: null } : { Err: rec.err },
        fee: BigInt(meta.fee),
        preBalances: meta.pre.map(BigInt),
        postBalances: meta.post.map(BigInt),
        innerInstructions: meta.inner.map((group) => ({
          index: group.index,
          instructions: group.instructions.map((ix) =>
            parsed
              ? renderParsedInstruction(
                  d.accountKeys[ix.programIdIndex] ?? '',
                  ix.accounts.map((a) => d.accountKeys[a] ?? ''),
                  ix.data,
                  ix.stackHeight,
                )
              : ix,
          ),
        })),
        logMessages: meta.logs,
        preTokenBalances: meta.preTok.map(uiTokenAmount),
        postTokenBalances: meta.postTok.map(uiTokenAmount),
        rewards: [],
        loadedAddresses: { writable: [], readonly: [] },
        computeUnitsConsumed: BigInt(meta.cu),
        ...(meta.ret
          ? { returnData: { programId: meta.ret.programId, data: [meta.ret.data, 'base64'] } }
          : {}),
      },
      ...(maxVersion === undefined ? {} : { version }),
    };
  }
}

function renderParsedInstruction(
  programId: string,
  keys: string[],
  dataBase58: string,
  stackHeight: number | null,
) {
  const data = new Uint8Array(base58Encoder.encode(dataBase58));
  return (
    parseInstruction(programId, keys, data, stackHeight, toBase58) ?? {
      programId,
      accounts: keys,
      data: dataBase58,
      stackHeight,
    }
  );
}

function renderMessage(d: DecodedTransaction, parsed: boolean) {
  const m = d.message;
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = m.header;
  const instructions = m.instructions.map((ix) => {
    const data = ix.data ? new Uint8Array(ix.data) : new Uint8Array();
    const accounts = ix.accountIndices ?? [];
    if (!parsed) {
      return { programIdIndex: ix.programAddressIndex, accounts, data: toBase58(data), stackHeight: null };
    }
    const programId = d.accountKeys[ix.programAddressIndex] ?? '';
    const keys = accounts.map((a) => d.accountKeys[a] ?? '');
    return (
      parseInstruction(programId, keys, data, null, toBase58) ?? {
        programId,
        accounts: keys,
        data: toBase58(data),
        stackHeight: null,
      }
    );
  });
  const lookups =
    m.version !== 'legacy' && 'addressTableLookups' in m && m.addressTableLookups
      ? {
          addressTableLookups: m.addressTableLookups.map((l) => ({
            accountKey: l.lookupTableAddress,
            writableIndexes: l.writableIndexes,
            readonlyIndexes: l.readonlyIndexes,
          })),
        }
      : m.version === 0
        ? { addressTableLookups: [] }
        : {};
  return {
    signatures: d.signatures,
    message: {
      accountKeys: parsed
        ? d.accountKeys.map((pubkey, i) => ({
            pubkey,
            signer: i < numSignerAccounts,
            writable: d.writable[i] ?? false,
            source: 'transaction',
          }))
        : d.accountKeys,
      header: {
        numRequiredSignatures: numSignerAccounts,
        numReadonlySignedAccounts: numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: numReadonlyNonSignerAccounts,
      },
      recentBlockhash: d.blockhash,
      instructions,
      ...lookups,
    },
  };
}

const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);

/** The `memo` field of `getSignaturesForAddress`: "[length] text" per memo instruction, joined by "; ". */
/** A record's memo, worked out once (decoding the wire is the costly part of getSignaturesForAddress). */
function memoOfRecord(rec: TxRecord): string | null {
  if (rec.memo === undefined) rec.memo = rec.wire ? memoOf(decodeStoredWire(rec.wire)) : null;
  return rec.memo;
}

function memoOf(d: DecodedTransaction): string | null {
  const memos = d.message.instructions
    .filter((ix) => MEMO_PROGRAMS.has(d.accountKeys[ix.programAddressIndex] ?? ''))
    .map((ix) => {
      const text = new TextDecoder().decode(ix.data ? new Uint8Array(ix.data) : new Uint8Array());
      return `[${text.length}] ${text}`;
    });
  return memos.length ? memos.join('; ') : null;
}
