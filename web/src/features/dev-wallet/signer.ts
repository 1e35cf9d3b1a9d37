import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type SignatureBytes,
  signBytes,
  signTransaction,
  type Transaction,
} from '@solana/kit';
import { DEV_WALLET_SEED_KEY } from './constants';

const SEED_BYTES = 32;

/** The slice of `Storage` the seed needs (localStorage in the browser, a Map in tests). */
export interface SeedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function decodeSeed(text: string | null): Uint8Array | null {
  if (!text) return null;
  try {
    const bytes = new Uint8Array(getBase64Encoder().encode(text));
    return bytes.length === SEED_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

/** The stored 32-byte seed, or a fresh random one (stored) when none or a damaged one is there. */
export function loadOrCreateSeed(storage: SeedStorage): Uint8Array {
  const stored = decodeSeed(storage.getItem(DEV_WALLET_SEED_KEY));
  if (stored) return stored;
  const seed = crypto.getRandomValues(new Uint8Array(SEED_BYTES));
  storage.setItem(DEV_WALLET_SEED_KEY, getBase64Decoder().decode(seed));
  return seed;
}

/** An Ed25519 key pair and what signing with it takes. */
export interface DevSigner {
  readonly address: Address;
  readonly publicKey: Uint8Array;
  readonly keyPair: CryptoKeyPair;
  /** Ed25519 signature over `message` as given. */
  signMessage(message: Uint8Array): Promise<SignatureBytes>;
  /**
   * Decodes a wire transaction and adds this key's signature. `requireAll`: fail unless every signature is
   * then present (for sending); otherwise other signers may still be missing (co-signed trades).
   */
  signWireTransaction(wire: Uint8Array, options?: { requireAll?: boolean }): Promise<Transaction>;
}

/** The signer of a 32-byte private-key seed (WebCrypto Ed25519; the private key is not extractable). */
export async function createDevSigner(seed: Uint8Array): Promise<DevSigner> {
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed);
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  return {
    address,
    publicKey: new Uint8Array(getAddressEncoder().encode(address)),
    keyPair,
    signMessage: (message) => signBytes(keyPair.privateKey, message),
    async signWireTransaction(wire, { requireAll = false } = {}) {
      const transaction = getTransactionDecoder().decode(wire);
      return requireAll
        ? signTransaction([keyPair], transaction)
        : partiallySignTransaction([keyPair], transaction);
    },
  };
}

/** A transaction back in wire bytes. */
export function encodeTransaction(transaction: Transaction): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(transaction));
}
