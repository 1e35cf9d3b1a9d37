/**
 * Vanity mint addresses: a suffix the mint's address must end with, found by generating Ed25519 key pairs until
 * one's base58 public key matches (there is no shortcut: each key is a fresh guess). The pure parts live here so
 * they are tested without a Worker; `vanity.worker.ts` runs `grindVanity` off the main thread.
 */
import { base58Encode } from '@solpad/core/rpc';

/** Bitcoin's base58 alphabet, which Solana addresses use (no 0, O, I or l). */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Longest suffix offered: each character multiplies the expected work by 58 (4 → ≈ 11 M keys). */
export const VANITY_SUFFIX_MAX = 4;

/** Why `suffix` cannot be ground, or null when it can (an empty suffix means "no vanity address"). */
export function vanitySuffixError(suffix: string): string | null {
  if (suffix.length > VANITY_SUFFIX_MAX) return `must be at most ${VANITY_SUFFIX_MAX} characters`;
  const bad = [...suffix].filter((ch) => !BASE58_ALPHABET.includes(ch));
  if (bad.length) {
    const shown = [...new Set(bad)].map((ch) => (ch === ' ' ? 'space' : `“${ch}”`)).join(', ');
    return `can only use base58 characters (not ${shown}: no 0, O, I or l)`;
  }
  return null;
}

/** Whether `address` ends with `suffix` (case-sensitive: base58 letters of each case are different digits). */
export function matchesVanitySuffix(address: string, suffix: string): boolean {
  return address.endsWith(suffix);
}

/** Keys one expects to try before a match: 58 per character. */
export function expectedVanityAttempts(suffix: string): number {
  return 58 ** suffix.length;
}

/** Expected seconds to find `suffix` at `keysPerSecond`; null without a rate yet. */
export function expectedVanitySeconds(suffix: string, keysPerSecond: number): number | null {
  if (!(keysPerSecond > 0)) return null;
  return expectedVanityAttempts(suffix) / keysPerSecond;
}

/** "≈ 2 s", "≈ 4 min", "≈ 3 h" — an estimate, never more precise than it is. */
export function formatDuration(seconds: number): string {
  if (seconds < 1) return '< 1 s';
  if (seconds < 90) return `≈ ${Math.round(seconds)} s`;
  if (seconds < 90 * 60) return `≈ ${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `≈ ${Math.round(seconds / 3600)} h`;
  return `≈ ${Math.round(seconds / 86_400)} days`;
}

/** A candidate key: its 32-byte public key and a way to get its 32-byte private seed (only for the match). */
export interface VanityCandidate {
  publicKey: Uint8Array;
  seed(): Promise<Uint8Array>;
}

/** Progress of a grind. */
export interface VanityProgress {
  attempts: number;
  /** Keys per second since the start. */
  rate: number;
  elapsedMs: number;
}

/** A found key: address and the 64 bytes (seed ‖ public key) kit's `createKeyPairSignerFromBytes` takes. */
export interface VanityMatch {
  address: string;
  secretKey: Uint8Array;
  attempts: number;
}

/** What `grindVanity` needs: a key source, a clock, a progress sink and a stop flag. */
export interface GrindOptions {
  suffix: string;
  generate(): Promise<VanityCandidate>;
  onProgress(p: VanityProgress): void;
  shouldStop(): boolean;
  /** Keys generated concurrently per round (WebCrypto calls are async; a batch keeps the engine busy). */
  batch?: number;
  progressEveryMs?: number;
  now?: () => number;
}

/**
 * Generates keys until one's address ends with `suffix` (or `shouldStop()`), reporting progress at most every
 * `progressEveryMs`. Null when stopped. The worker runs this with WebCrypto Ed25519 keys.
 */
export async function grindVanity(o: GrindOptions): Promise<VanityMatch | null> {
  const error = vanitySuffixError(o.suffix);
  if (error) throw new Error(`suffix ${error}`);
  const now = o.now ?? (() => performance.now());
  const batch = o.batch ?? 64;
  const every = o.progressEveryMs ?? 250;
  const started = now();
  let lastReport = started;
  let attempts = 0;
  const report = () => {
    const elapsedMs = now() - started;
    o.onProgress({ attempts, rate: elapsedMs > 0 ? (attempts * 1000) / elapsedMs : 0, elapsedMs });
  };
  while (!o.shouldStop()) {
    const keys = await Promise.all(Array.from({ length: batch }, () => o.generate()));
    for (const key of keys) {
      attempts++;
      const address = base58Encode(key.publicKey);
      if (matchesVanitySuffix(address, o.suffix)) {
        const seed = await key.seed();
        const secretKey = new Uint8Array(64);
        secretKey.set(seed, 0);
        secretKey.set(key.publicKey, 32);
        report();
        return { address, secretKey, attempts };
      }
    }
    if (now() - lastReport >= every) {
      lastReport = now();
      report();
    }
  }
  report();
  return null;
}

/** A WebCrypto Ed25519 candidate (the private key is exported only for the match: PKCS#8's last 32 bytes). */
export async function webCryptoCandidate(subtle: SubtleCrypto = crypto.subtle): Promise<VanityCandidate> {
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  return {
    publicKey,
    async seed() {
      const pkcs8 = new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey));
      return pkcs8.slice(pkcs8.length - 32);
    },
  };
}

/** Messages between the page and the worker. */
export type VanityWorkerRequest = { type: 'start'; suffix: string };
export type VanityWorkerMessage =
  | ({ type: 'progress' } & VanityProgress)
  | { type: 'found'; address: string; secretKey: Uint8Array; attempts: number }
  | { type: 'error'; message: string };
