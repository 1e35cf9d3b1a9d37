import {
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit';
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
