import { type Address, getAddressDecoder, isAddress } from '@solana/kit';
import { AppError } from '../errors';

/** Length bounds of a base58 public key string (spec §5). */
export const PUBLIC_KEY_MIN_LENGTH = 32;
export const PUBLIC_KEY_MAX_LENGTH = 44;

/** True when `value` is a base58 string that decodes to a 32-byte Solana address. */
export function isSolanaAddress(value: unknown): value is Address {
  return typeof value === 'string' && isAddress(value);
}

/** Throws `WALLET__INVALID_PUBLIC_KEY` unless `value` is a Solana address. */
export function assertIsSolanaAddress(value: unknown): asserts value is Address {
  parseWalletPublicKey(value);
}

/**
 * Turns what a wallet reports as its public key into an `Address`, with the spec's texts (§5):
 * nothing at all → "Failed to get public key from wallet"; a string outside 32–44 characters, or one that
 * is not a base58 32-byte key → "Invalid public key received from wallet"; anything that is neither a
 * string, 32 raw bytes nor an object with `toBase58()` → "Invalid public key format received from wallet".
 */
export function parseWalletPublicKey(value: unknown): Address {
  if (value === null || value === undefined) throw new AppError('WALLET__NO_PUBLIC_KEY');
  let text: string;
  if (typeof value === 'string') {
    text = value;
  } else if (value instanceof Uint8Array) {
    if (value.length !== 32) throw new AppError('WALLET__INVALID_PUBLIC_KEY');
    text = getAddressDecoder().decode(value);
  } else if (typeof value === 'object' && typeof (value as { toBase58?: unknown }).toBase58 === 'function') {
    text = String((value as { toBase58(): unknown }).toBase58());
  } else {
    throw new AppError('WALLET__INVALID_PUBLIC_KEY_FORMAT');
  }
  if (text.length < PUBLIC_KEY_MIN_LENGTH || text.length > PUBLIC_KEY_MAX_LENGTH || !isAddress(text)) {
    throw new AppError('WALLET__INVALID_PUBLIC_KEY');
  }
  return text;
}
