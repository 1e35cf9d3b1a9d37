import { createKeyPairSignerFromBytes, getAddressDecoder } from '@solana/kit';
import { base58Encode } from '@solpad/core/rpc';
import { describe, expect, it } from 'vitest';
import {
  expectedVanityAttempts,
  expectedVanitySeconds,
  formatDuration,
  grindVanity,
  matchesVanitySuffix,
  type VanityProgress,
  vanitySuffixError,
  webCryptoCandidate,
} from './vanity';

describe('vanity suffix', () => {
  it('accepts base58 suffixes up to 4 characters and the empty suffix', () => {
    for (const ok of ['', 'a', 'pump', 'Z9', '1111']) expect(vanitySuffixError(ok)).toBeNull();
  });

  it('refuses characters base58 does not have, naming them', () => {
    expect(vanitySuffixError('0x')).toBe('can only use base58 characters (not “0”: no 0, O, I or l)');
    expect(vanitySuffixError('Ol')).toContain('“O”, “l”');
    expect(vanitySuffixError('a b')).toContain('space');
  });

  it('refuses more than 4 characters', () => {
    expect(vanitySuffixError('abcde')).toBe('must be at most 4 characters');
  });

  it('matches the end of the address, case-sensitively', () => {
    expect(matchesVanitySuffix('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgpump', 'pump')).toBe(true);
    expect(matchesVanitySuffix('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgPUMP', 'pump')).toBe(false);
  });

  it('estimates 58 tries per character and the time at a rate', () => {
    expect(expectedVanityAttempts('')).toBe(1);
    expect(expectedVanityAttempts('ab')).toBe(3364);
    expect(expectedVanitySeconds('abc', 19_511.2)).toBeCloseTo(10, 5);
    expect(expectedVanitySeconds('abc', 0)).toBeNull();
    expect(formatDuration(10)).toBe('≈ 10 s');
    expect(formatDuration(600)).toBe('≈ 10 min');
    expect(formatDuration(11_316_496 / 5000)).toBe('≈ 38 min');
  });
});

describe("a candidate key's address (core's base58Encode)", () => {
  it('agrees with kit on addresses, leading zero bytes included', () => {
    const decoder = getAddressDecoder();
    for (const bytes of [
      new Uint8Array(32),
      Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256),
      Uint8Array.from({ length: 32 }, (_, i) => (i < 3 ? 0 : 255 - i)),
    ])
      expect(base58Encode(bytes)).toBe(decoder.decode(bytes));
  });
});

describe('grindVanity', () => {
  it('finds a WebCrypto key whose address ends with the suffix; its bytes make a working signer', async () => {
    const progress: VanityProgress[] = [];
    const found = await grindVanity({
      suffix: 'a',
      generate: () => webCryptoCandidate(),
      onProgress: (p) => progress.push(p),
      shouldStop: () => false,
      batch: 16,
    });
    expect(found?.address.endsWith('a')).toBe(true);
    const signer = await createKeyPairSignerFromBytes(found?.secretKey ?? new Uint8Array());
    expect(signer.address).toBe(found?.address);
    expect(progress.at(-1)?.attempts).toBe(found?.attempts);
  });

  it('stops when asked and reports the attempts made', async () => {
    let rounds = 0;
    const progress: VanityProgress[] = [];
    const found = await grindVanity({
      suffix: 'zzzz',
      // A key that never matches: 32 zero bytes is "11111111111111111111111111111111".
      generate: async () => ({ publicKey: new Uint8Array(32), seed: async () => new Uint8Array(32) }),
      onProgress: (p) => progress.push(p),
      shouldStop: () => rounds++ >= 3,
      batch: 10,
    });
    expect(found).toBeNull();
    expect(progress.at(-1)?.attempts).toBe(30);
  });

  it('refuses an invalid suffix before generating anything', async () => {
    await expect(
      grindVanity({
        suffix: 'O0',
        generate: () => Promise.reject(new Error('must not be called')),
        onProgress: () => {},
        shouldStop: () => false,
      }),
    ).rejects.toThrow('base58');
  });
});
