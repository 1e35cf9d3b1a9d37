import {
  type Address,
  type CompiledTransactionMessageWithLifetime,
  getBase58Encoder,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit';
import { base58Encode } from '@solpad/core/rpc';
import { readCompactU16 } from '../compact-u16';
import { RpcError } from '../json-rpc';
import { addressAt } from './addresses';

const base58Encoder = getBase58Encoder();

/** A compiled message as the wire carries it (legacy or v0; this node does not serve version 1 yet). */
export type CompiledMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) &
  CompiledTransactionMessageWithLifetime;

/** A wire transaction taken apart. */
export interface DecodedTransaction {
  tx: Transaction;
  message: CompiledMessage;
  /** The first signature, base58: the transaction's id. */
  signature: string;
  /** Every signature, base58 ('1111…' for a missing one). */
  signatures: string[];
  wireBase64: string;
  blockhash: string;
  /** The message's static account keys, base58. */
  accountKeys: string[];
  /** For each static key: whether the transaction may write it. */
  writable: boolean[];
}

/** Which static account keys a message may write (header rules of the Solana message format). */
export function writableFlags(message: CompiledMessage): boolean[] {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
  const total = message.staticAccounts.length;
  return message.staticAccounts.map((_, i) =>
    i < numSignerAccounts
      ? i < numSignerAccounts - numReadonlySignerAccounts
      : i < total - numReadonlyNonSignerAccounts,
  );
}

/**
 * Decodes a wire transaction; malformed bytes are -32602 as on Solana's RPC. The decoding is kit's (the same
 * message, keys, signatures; property-tested against its decoder in message.test.ts), read straight off the bytes:
 * kit's codecs (base58 through BigInt for every key and signature) were a fifth of a sent trade's time on the
 * localnet's thread.
 */
export function decodeWire(
  wire: string | Uint8Array,
  encoding: 'base58' | 'base64' = 'base64',
): DecodedTransaction {
  let bytes: Uint8Array;
  if (typeof wire !== 'string') bytes = wire;
  else {
    try {
      bytes =
        encoding === 'base58'
          ? new Uint8Array(base58Encoder.encode(wire))
          : new Uint8Array(Buffer.from(wire, 'base64'));
    } catch {
      throw new RpcError(-32602, `invalid transaction: not ${encoding}`);
    }
  }
  try {
    return parseWire(bytes, Buffer.from(bytes).toString('base64'));
  } catch (e) {
    throw new RpcError(
      -32602,
      `failed to deserialize transaction: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

/** A transaction the chain has already executed (its journaled base64 wire), decoded as {@link decodeWire} does. */
export function decodeStoredWire(wireBase64: string): DecodedTransaction {
  return parseWire(new Uint8Array(Buffer.from(wireBase64, 'base64')), wireBase64);
}

/**
 * Takes wire bytes apart (legacy or v0; signatures first), refusing what kit's decoder refuses: no bytes, a
 * message-first envelope or another version, a signature count that is not the message's signer count, and any
 * field running past the end. Bytes after the message are part of it, as for kit.
 */
function parseWire(bytes: Uint8Array, wireBase64: string): DecodedTransaction {
  if (bytes.length === 0) throw new Error('no transaction bytes');
  if ((bytes[0] as number) & 0x80)
    throw new Error('not a legacy or version 0 transaction with its signatures first');
  const need = (at: number, n: number) => {
    if (at + n > bytes.length) throw new Error('transaction bytes end too soon');
  };
  const shortVec = (at: number): [number, number] => {
    need(at, 1);
    const [value, next] = readCompactU16(bytes, at);
    need(next, 0);
    return [value, next];
  };
  const key = (at: number) => {
    need(at, 32);
    return addressAt(bytes, at);
  };
  const indexes = (at: number, n: number) => {
    need(at, n);
    return Array.from(bytes.subarray(at, at + n));
  };
  let [numSignatures, at] = shortVec(0);
  need(at, numSignatures * 64);
  const signatureBytes: Uint8Array[] = [];
  for (let i = 0; i < numSignatures; i++, at += 64) signatureBytes.push(bytes.slice(at, at + 64));
  const messageStart = at;
  need(at, 1);
  const versioned = ((bytes[at] as number) & 0x80) !== 0;
  if (versioned) {
    const version = (bytes[at] as number) & 0x7f;
    if (version !== 0) throw new Error(`transaction version ${version} is not supported by this node`);
    at++;
  }
  need(at, 3);
  const header = {
    numSignerAccounts: bytes[at] as number,
    numReadonlySignerAccounts: bytes[at + 1] as number,
    numReadonlyNonSignerAccounts: bytes[at + 2] as number,
  };
  let count: number;
  [count, at] = shortVec(at + 3);
  const staticAccounts: Address[] = [];
  for (let i = 0; i < count; i++, at += 32) staticAccounts.push(key(at));
  const lifetimeToken = key(at);
  [count, at] = shortVec(at + 32);
  const instructions: CompiledMessage['instructions'][number][] = [];
  for (let i = 0; i < count; i++) {
    need(at, 1);
    const programAddressIndex = bytes[at++] as number;
    let n: number;
    [n, at] = shortVec(at);
    const accountIndices = indexes(at, n);
    at += n;
    [n, at] = shortVec(at);
    need(at, n);
    const data = bytes.slice(at, at + n);
    at += n;
    instructions.push({
      programAddressIndex,
      ...(accountIndices.length ? { accountIndices } : {}),
      ...(data.length ? { data } : {}),
    });
  }
  const lookups: { lookupTableAddress: Address; writableIndexes: number[]; readonlyIndexes: number[] }[] = [];
  if (versioned) {
    [count, at] = shortVec(at);
    for (let i = 0; i < count; i++) {
      const lookupTableAddress = key(at);
      let n: number;
      [n, at] = shortVec(at + 32);
      const writableIndexes = indexes(at, n);
      at += n;
      [n, at] = shortVec(at);
      const readonlyIndexes = indexes(at, n);
      at += n;
      lookups.push({ lookupTableAddress, writableIndexes, readonlyIndexes });
    }
  }
  const signerKeys = staticAccounts.slice(0, header.numSignerAccounts);
  if (signerKeys.length !== numSignatures)
    throw new Error(`${numSignatures} signatures for a message of ${signerKeys.length} signers`);
  const message = {
    version: versioned ? 0 : 'legacy',
    header,
    staticAccounts,
    lifetimeToken,
    instructions,
    ...(lookups.length ? { addressTableLookups: lookups } : {}),
  } as CompiledMessage;
  // As kit's decoder: each signer's signature, null where it is all zeros (not signed).
  const signers: Record<string, Uint8Array | null> = {};
  signerKeys.forEach((a, i) => {
    const s = signatureBytes[i] as Uint8Array;
    signers[a] = s.every((b) => b === 0) ? null : s;
  });
  const signatures = signatureBytes.map((s) => base58Encode(s));
  return {
    tx: {
      messageBytes: bytes.slice(messageStart),
      signatures: Object.freeze(signers),
    } as unknown as Transaction,
    message,
    signature: signatures[0] ?? base58Encode(new Uint8Array(64)),
    signatures,
    wireBase64,
    blockhash: lifetimeToken,
    accountKeys: staticAccounts.map(String),
    writable: writableFlags(message),
  };
}

/** Decodes a base64 message (a transaction without its signatures, as getFeeForMessage takes it). */
export function decodeMessage(messageBase64: string): DecodedTransaction {
  try {
    // Prefix an empty signature section to reuse the transaction decoder.
    const bytes = Buffer.from(messageBase64, 'base64');
    const numSigners = bytes[0] !== undefined && bytes[0] & 0x80 ? (bytes[1] ?? 0) : (bytes[0] ?? 0);
    return decodeWire(
      new Uint8Array(Buffer.concat([Buffer.from([numSigners]), Buffer.alloc(64 * numSigners), bytes])),
    );
  } catch {
    throw new RpcError(-32602, 'Invalid params: invalid message');
  }
}
