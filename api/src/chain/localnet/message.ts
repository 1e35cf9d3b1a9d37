import {
  type Address,
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit';
import { base58Encode } from '@solpad/core/rpc';
import { readCompactU16 } from '../compact-u16';
import { RpcError } from '../json-rpc';

const base58 = getBase58Decoder();
const base58Encoder = getBase58Encoder();
const txDecoder = getTransactionDecoder();
const messageDecoder = getCompiledTransactionMessageDecoder();

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

/** Decodes a wire transaction; malformed bytes are -32602 as on Solana's RPC. */
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
  let tx: Transaction;
  let message: CompiledMessage;
  try {
    tx = txDecoder.decode(bytes);
    const decoded = messageDecoder.decode(tx.messageBytes);
    if (decoded.version !== 'legacy' && decoded.version !== 0) {
      throw new Error(`transaction version ${decoded.version} is not supported by this node`);
    }
    message = decoded as CompiledMessage;
  } catch (e) {
    throw new RpcError(
      -32602,
      `failed to deserialize transaction: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const signatures = Object.values(tx.signatures).map((s) => base58.decode(s ?? new Uint8Array(64)));
  return {
    tx,
    message,
    signature: signatures[0] ?? base58.decode(new Uint8Array(64)),
    signatures,
    wireBase64: Buffer.from(bytes).toString('base64'),
    blockhash: message.lifetimeToken,
    accountKeys: message.staticAccounts.map(String),
    writable: writableFlags(message),
  };
}

/**
 * Decodes a wire transaction the chain has already executed (so well-formed, legacy or v0), as {@link decodeWire}
 * does, in a few microseconds: `getTransaction` and `getBlock` decode every transaction they render, and kit's
 * codecs (base58 through BigInt for every key) made that most of a scan's RPC time.
 */
export function decodeStoredWire(wireBase64: string): DecodedTransaction {
  const bytes = new Uint8Array(Buffer.from(wireBase64, 'base64'));
  const key = (at: number) => base58Encode(bytes.subarray(at, at + 32)) as Address;
  let [numSignatures, at] = readCompactU16(bytes, 0);
  const signatureBytes: Uint8Array[] = [];
  for (let i = 0; i < numSignatures; i++, at += 64) signatureBytes.push(bytes.slice(at, at + 64));
  const messageStart = at;
  const versioned = ((bytes[at] as number) & 0x80) !== 0;
  if (versioned) at++;
  const header = {
    numSignerAccounts: bytes[at] as number,
    numReadonlySignerAccounts: bytes[at + 1] as number,
    numReadonlyNonSignerAccounts: bytes[at + 2] as number,
  };
  let count: number;
  [count, at] = readCompactU16(bytes, at + 3);
  const staticAccounts: Address[] = [];
  for (let i = 0; i < count; i++, at += 32) staticAccounts.push(key(at));
  const lifetimeToken = key(at);
  [count, at] = readCompactU16(bytes, at + 32);
  const instructions: CompiledMessage['instructions'][number][] = [];
  for (let i = 0; i < count; i++) {
    const programAddressIndex = bytes[at++] as number;
    let n: number;
    [n, at] = readCompactU16(bytes, at);
    const accountIndices = Array.from(bytes.subarray(at, at + n));
    at += n;
    [n, at] = readCompactU16(bytes, at);
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
    [count, at] = readCompactU16(bytes, at);
    for (let i = 0; i < count; i++) {
      const lookupTableAddress = key(at);
      let n: number;
      [n, at] = readCompactU16(bytes, at + 32);
      const writableIndexes = Array.from(bytes.subarray(at, at + n));
      at += n;
      [n, at] = readCompactU16(bytes, at);
      const readonlyIndexes = Array.from(bytes.subarray(at, at + n));
      at += n;
      lookups.push({ lookupTableAddress, writableIndexes, readonlyIndexes });
    }
  }
  const message = {
    version: versioned ? 0 : 'legacy',
    header,
    staticAccounts,
    lifetimeToken,
    instructions,
    ...(lookups.length ? { addressTableLookups: lookups } : {}),
  } as CompiledMessage;
  const signers: Record<string, Uint8Array> = {};
  staticAccounts.slice(0, numSignatures).forEach((a, i) => {
    signers[a] = signatureBytes[i] as Uint8Array;
  });
  const signatures = signatureBytes.map((s) => base58Encode(s));
  return {
    tx: { messageBytes: bytes.slice(messageStart), signatures: signers } as unknown as Transaction,
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
