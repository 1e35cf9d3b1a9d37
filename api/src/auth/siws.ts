import {
  type Address,
  getPublicKeyFromAddress,
  isAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit';
import { parseSiwsMessage, type SiwsFields } from '@solpad/core/auth';
import type { Cluster } from '@solpad/core/schemas';

/** How far a message's Issued At may be from the server's clock. */
export const SIWS_ISSUED_AT_SKEW_MS = 10 * 60 * 1000;

/** Why a sign-in was refused (each a distinct, documented cause). */
export type SiwsFailure =
  | 'MALFORMED_MESSAGE'
  | 'DOMAIN_MISMATCH'
  | 'ADDRESS_MISMATCH'
  | 'BAD_SIGNATURE'
  | 'CHAIN_MISMATCH'
  | 'ISSUED_AT_OUT_OF_RANGE'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'NONCE_MISSING';

const SIWS_CHAIN_IDS: Record<Cluster, readonly string[]> = {
  'mainnet-beta': ['mainnet', 'mainnet-beta', 'solana:mainnet'],
  devnet: ['devnet', 'solana:devnet'],
  testnet: ['testnet', 'solana:testnet'],
  localnet: ['localnet', 'solana:localnet'],
};

/** The SIWS chain id the server asks wallets to sign for. */
export function siwsChainId(cluster: Cluster): string {
  return SIWS_CHAIN_IDS[cluster][0] as string;
}

/**
 * True for a domain this server answers to: the configured public host (PUBLIC_URL) and nothing else once it is
 * set; while it is unset (a local server), a loopback host on any port (localhost, 127.0.0.1, [::1]).
 */
export function isAllowedDomain(domain: string, publicHost: string | undefined): boolean {
  if (publicHost) return domain === publicHost;
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(domain);
}

/**
 * Checks a signed SIWS message except for the nonce's single use (the caller consumes it atomically).
 * Returns the parsed fields, or the reason it is refused.
 */
export async function checkSiwsMessage(input: {
  messageBytes: Uint8Array;
  signature: Uint8Array;
  claimedAddress?: string;
  publicHost: string | undefined;
  cluster: Cluster;
  now: number;
}): Promise<{ ok: true; fields: SiwsFields & { nonce: string } } | { ok: false; reason: SiwsFailure }> {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(input.messageBytes);
  const fields = parseSiwsMessage(text);
  if (!fields || !isAddress(fields.address)) return { ok: false, reason: 'MALFORMED_MESSAGE' };
  if (!isAllowedDomain(fields.domain, input.publicHost)) return { ok: false, reason: 'DOMAIN_MISMATCH' };
  if (input.claimedAddress && input.claimedAddress !== fields.address)
    return { ok: false, reason: 'ADDRESS_MISMATCH' };
  if (input.signature.length !== 64) return { ok: false, reason: 'BAD_SIGNATURE' };
  const key = await getPublicKeyFromAddress(fields.address as Address);
  const valid = await verifySignature(key, input.signature as SignatureBytes, input.messageBytes);
  if (!valid) return { ok: false, reason: 'BAD_SIGNATURE' };
  if (fields.chainId && !SIWS_CHAIN_IDS[input.cluster].includes(fields.chainId))
    return { ok: false, reason: 'CHAIN_MISMATCH' };
  const issuedAt = fields.issuedAt ? Date.parse(fields.issuedAt) : Number.NaN;
  if (!Number.isFinite(issuedAt) || Math.abs(input.now - issuedAt) > SIWS_ISSUED_AT_SKEW_MS) {
    return { ok: false, reason: 'ISSUED_AT_OUT_OF_RANGE' };
  }
  if (fields.expirationTime) {
    const exp = Date.parse(fields.expirationTime);
    if (!Number.isFinite(exp) || exp <= input.now) return { ok: false, reason: 'EXPIRED' };
  }
  if (fields.notBefore) {
    const nbf = Date.parse(fields.notBefore);
    if (!Number.isFinite(nbf) || nbf > input.now) return { ok: false, reason: 'NOT_YET_VALID' };
  }
  if (!fields.nonce) return { ok: false, reason: 'NONCE_MISSING' };
  return { ok: true, fields: { ...fields, nonce: fields.nonce } };
}
