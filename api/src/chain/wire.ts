// A wire transaction as views of its bytes — its signatures, the message they sign and the message's signer keys —
// for paths that only check and add signatures: kit's decoder makes a base58 address of every signer and an object
// per transaction, and its signing exports the key and encodes the address again on every call (together most of a
// trade submission's own CPU, bench/trade-profile.ts). The bytes are read, never trusted: every offset is checked.
import { createPublicKey, KeyObject, sign, verify } from 'node:crypto';
import type { KeyPairSigner } from '@solana/kit';
import { base58Decode } from '@solpad/core/rpc';
import { readCompactU16 } from './compact-u16';

/** A wire transaction taken apart without copying. */
export interface WireParts {
  bytes: Uint8Array;
  /** How many signatures it carries (each 64 bytes, after the count). */
  count: number;
  /** The message: what every signature signs. */
  messageBytes: Uint8Array;
  /** The message's signer keys, in signature order (each 32 bytes). */
  signers: Uint8Array[];
}

/**
 * Splits wire bytes into signatures and message (legacy or v0); null when they cannot be a transaction: no
 * signature, bytes missing, or a message whose signer count is not the number of signatures.
 */
export function splitWire(bytes: Uint8Array): WireParts | null {
  try {
    const [count, start] = readCompactU16(bytes, 0);
    const messageStart = start + count * 64;
    if (count === 0 || messageStart >= bytes.length) return null;
    const messageBytes = bytes.subarray(messageStart);
    const header = (messageBytes[0] as number) & 0x80 ? 1 : 0;
    if (messageBytes[header] !== count) return null;
    const [keys, keysStart] = readCompactU16(messageBytes, header + 3);
    if (keys < count || keysStart + keys * 32 > messageBytes.length) return null;
    const signers = Array.from({ length: count }, (_, i) =>
      messageBytes.subarray(keysStart + i * 32, keysStart + (i + 1) * 32),
    );
    return { bytes, count, messageBytes, signers };
  } catch {
    return null; // a length prefix longer than a compact-u16 may be
  }
}

/** Where `key` signs the transaction (its signature's index), or -1 when it is not one of its signers. */
export function signerIndex(w: WireParts, key: Uint8Array): number {
  return w.signers.findIndex((s) => Buffer.compare(s, key) === 0);
}

/** Where the signature at `index` starts in the wire bytes (the signatures end where the message begins). */
const signatureOffset = (w: WireParts, index: number) =>
  w.bytes.length - w.messageBytes.length - (w.count - index) * 64;

/** The signature at `index` (a view of the wire bytes). */
export function signatureAt(w: WireParts, index: number): Uint8Array {
  const at = signatureOffset(w, index);
  return w.bytes.subarray(at, at + 64);
}

/** DER prefix of an Ed25519 SubjectPublicKeyInfo: the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Public keys made lately, by their bytes (hex): a wallet trading again reuses its key. */
const publicKeys = new Map<string, KeyObject>();
const PUBLIC_KEYS_KEPT = 10_000;

/** An Ed25519 public key (32 bytes) for node:crypto's verify. */
export function ed25519PublicKey(raw: Uint8Array): KeyObject {
  const id = Buffer.from(raw).toString('hex');
  let key = publicKeys.get(id);
  if (!key) {
    if (publicKeys.size >= PUBLIC_KEYS_KEPT) publicKeys.clear();
    key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
    publicKeys.set(id, key);
  }
  return key;
}

/**
 * Whether `signature` is `key`'s valid Ed25519 signature of the message (~0.1–0.2 ms, on the calling thread: the venue
 * checks only the version it is about to co-sign, under its lock, where a trip to libuv's pool would hold it longer).
 */
export function verifiesMessage(w: WireParts, signature: Uint8Array, key: KeyObject): boolean {
  try {
    return verify(null, w.messageBytes, key, signature);
  } catch {
    return false;
  }
}

/** A signer's private key as node:crypto's key object and its address bytes, made once per signer. */
const rawSigners = new WeakMap<KeyPairSigner, { key: KeyObject; address: Uint8Array }>();
function rawSigner(signer: KeyPairSigner) {
  let raw = rawSigners.get(signer);
  if (!raw) {
    const address = base58Decode(signer.address);
    if (!address) throw new Error(`not an address: ${signer.address}`);
    raw = { key: KeyObject.from(signer.keyPair.privateKey), address };
    rawSigners.set(signer, raw);
  }
  return raw;
}

/** The key `signer` signs `w` with and where its signature goes; throws when it is not one of the signers. */
function signingSlot(w: WireParts, signer: KeyPairSigner) {
  const { key, address } = rawSigner(signer);
  const index = signerIndex(w, address);
  if (index < 0) throw new Error(`${signer.address} does not sign this transaction`);
  return { key, at: signatureOffset(w, index) };
}

/** A copy of the wire bytes with `signature` at `at`. */
function withSignature(w: WireParts, signature: Uint8Array, at: number): Uint8Array {
  const out = new Uint8Array(w.bytes);
  out.set(signature, at);
  return out;
}

/**
 * The wire bytes with `signer`'s signature of the message in its place (a copy; the input is left as it was), as
 * kit's `partiallySignTransaction` would make them. Throws when `signer` is not one of the message's signers.
 */
export function addSignature(w: WireParts, signer: KeyPairSigner): Uint8Array {
  const { key, at } = signingSlot(w, signer);
  return withSignature(w, sign(null, w.messageBytes, key), at);
}

/** {@link addSignature}, the signature made on libuv's thread pool (node:crypto with a callback). */
export function addSignatureOffThread(w: WireParts, signer: KeyPairSigner): Promise<Uint8Array> {
  const { key, at } = signingSlot(w, signer);
  return new Promise((resolve, reject) =>
    sign(null, w.messageBytes, key, (err, signature) =>
      err ? reject(err) : resolve(withSignature(w, signature, at)),
    ),
  );
}
