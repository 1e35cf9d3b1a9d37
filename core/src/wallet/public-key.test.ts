import { address, getAddressEncoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../errors';
import { isSolanaAddress, parseWalletPublicKey } from './public-key';

const KEY = 'So11111111111111111111111111111111111111112';

describe('parseWalletPublicKey', () => {
  it('accepts a base58 key string', () => {
    expect(parseWalletPublicKey(KEY)).toBe(KEY);
  });

  it('accepts 32 raw bytes and an object with toBase58()', () => {
    const bytes = new Uint8Array(getAddressEncoder().encode(address(KEY)));
    expect(parseWalletPublicKey(bytes)).toBe(KEY);
    expect(parseWalletPublicKey({ toBase58: () => KEY })).toBe(KEY);
  });

  it('rejects a key shorter than 32 or longer than 44 characters with the spec text', () => {
    expect(() => parseWalletPublicKey('1'.repeat(31))).toThrow(ERROR_MESSAGES.WALLET__INVALID_PUBLIC_KEY);
    expect(() => parseWalletPublicKey('1'.repeat(45))).toThrow(ERROR_MESSAGES.WALLET__INVALID_PUBLIC_KEY);
  });

  it('rejects a 32–44 character string that is not a base58 32-byte key', () => {
    expect(() => parseWalletPublicKey('0OIl'.repeat(10))).toThrow(ERROR_MESSAGES.WALLET__INVALID_PUBLIC_KEY);
  });

  it('rejects an unknown format with the format text', () => {
    expect(() => parseWalletPublicKey(42)).toThrow(ERROR_MESSAGES.WALLET__INVALID_PUBLIC_KEY_FORMAT);
    expect(() => parseWalletPublicKey({})).toThrow(ERROR_MESSAGES.WALLET__INVALID_PUBLIC_KEY_FORMAT);
  });

  it('reports a missing key as "Failed to get public key from wallet"', () => {
    expect(() => parseWalletPublicKey(undefined)).toThrow(ERROR_MESSAGES.WALLET__NO_PUBLIC_KEY);
  });

  it('guards addresses', () => {
    expect(isSolanaAddress(KEY)).toBe(true);
    expect(isSolanaAddress('nope')).toBe(false);
    expect(isSolanaAddress(null)).toBe(false);
  });
});
