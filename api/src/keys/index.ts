/**
 * The platform's keys, derived from one master secret (PLATFORM_SECRET):
 *
 *   seed(label) = HKDF-SHA256(ikm = UTF-8 bytes of the secret, salt = "solpad/keys/v1", info = label, 32 bytes)
 *   keypair     = the ed25519 keypair whose private key (seed) is seed(label)   (kit's
 *                 createKeyPairSignerFromPrivateKeyBytes, non-extractable)
 *
 * Labels: `treasury` (collects launch and trade fees, pays for graduations), `vault/<mint>` (a token's bonding
 * curve: holds its SOL reserve and, through its Token-2022 associated account, its tokens), `pool/<mint>` (the
 * constant-product pool the token graduates to). So every key can be recomputed from the secret and public
 * facts, nothing else has to be backed up, and one mint's key tells nothing about another's (HKDF's outputs are
 * independent per label). The secret and the seeds are never logged or returned; the CryptoKeys are created
 * non-extractable.
 *
 * Where the secret comes from: PLATFORM_SECRET (at least 32 characters); when it is unset on the localnet, a
 * random one is generated once into DATA_DIR/platform-secret with mode 0600. A remote chain requires it.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';
import { catalogued } from '../lib/errors';

/** Shortest PLATFORM_SECRET accepted (characters). */
export const PLATFORM_SECRET_MIN_LENGTH = 32;
/** The file a generated localnet secret is kept in, inside DATA_DIR. */
export const PLATFORM_SECRET_FILE = 'platform-secret';
const HKDF_SALT = 'solpad/keys/v1';
/** Signers kept in memory (a handful per active token). */
const CACHE_MAX = 10_000;

/** Derives the 32-byte ed25519 seed of `label` (exported for the derivation test; never log its result). */
export function deriveSeed(secret: string, label: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', Buffer.from(secret, 'utf8'), HKDF_SALT, label, 32));
}

/**
 * The master secret: `configured` when set (refused when shorter than {@link PLATFORM_SECRET_MIN_LENGTH}),
 * else on the localnet the one in DATA_DIR (generated on first use, mode 0600); null on a remote chain without one.
 */
export function resolvePlatformSecret(opts: {
  configured: string | undefined;
  dataDir: string;
  chainMode: 'localnet' | 'remote';
}): string | null {
  if (opts.configured !== undefined) {
    if (opts.configured.length < PLATFORM_SECRET_MIN_LENGTH)
      throw new Error(`PLATFORM_SECRET must be at least ${PLATFORM_SECRET_MIN_LENGTH} characters`);
    return opts.configured;
  }
  if (opts.chainMode !== 'localnet') return null;
  const file = path.join(opts.dataDir, PLATFORM_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(opts.dataDir, { recursive: true });
  // `wx`: if two processes race, one fails instead of both writing different secrets.
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}

/** The platform's signers. */
export interface PlatformKeys {
  treasury(): Promise<KeyPairSigner>;
  vault(mint: Address): Promise<KeyPairSigner>;
  pool(mint: Address): Promise<KeyPairSigner>;
}

/** Signers derived from `secret` (see the module comment), cached. */
export function createPlatformKeys(secret: string): PlatformKeys {
  const cache = new Map<string, Promise<KeyPairSigner>>();
  const signer = (label: string) => {
    let s = cache.get(label);
    if (!s) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
      s = createKeyPairSignerFromPrivateKeyBytes(deriveSeed(secret, label), false);
      cache.set(label, s);
    }
    return s;
  };
  return {
    treasury: () => signer('treasury'),
    vault: (mint) => signer(`vault/${mint}`),
    pool: (mint) => signer(`pool/${mint}`),
  };
}

/**
 * The keys of an app, resolved on first use: a remote chain without PLATFORM_SECRET answers 503 on the
 * endpoints that need keys instead of refusing to start the whole API.
 */
export function lazyPlatformKeys(opts: {
  configured: string | undefined;
  dataDir: string;
  chainMode: 'localnet' | 'remote';
}): () => PlatformKeys {
  let keys: PlatformKeys | undefined;
  return () => {
    if (keys) return keys;
    const secret = resolvePlatformSecret(opts);
    if (secret === null)
      throw catalogued('CONFIG__PLATFORM_SECRET', 'Trading is not configured on this server');
    keys = createPlatformKeys(secret);
    return keys;
  };
}
