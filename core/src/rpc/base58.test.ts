import { randomBytes } from 'node:crypto';
import { address, getBase58Codec, isAddress } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode, isBase58Address } from './base58';
import { toAddress } from './to-address';

const kit = getBase58Codec();

describe('base58 without BigInt', () => {
  it('encodes and decodes exactly as kit does, leading zero bytes included', () => {
    const cases = [
      new Uint8Array(0),
      new Uint8Array(32),
      Uint8Array.from([0, 0, 1]),
      new Uint8Array(32).fill(255),
      ...Array.from({ length: 500 }, (_, i) => {
        const bytes = new Uint8Array(randomBytes(i % 3 === 0 ? 32 : 1 + (i % 64)));
        bytes.fill(0, 0, i % 5); // some leading zeros
        return bytes;
      }),
    ];
    for (const bytes of cases) {
      const text = base58Encode(bytes);
      expect(text).toBe(kit.decode(bytes));
      expect(base58Decode(text)).toEqual(new Uint8Array(kit.encode(text)));
    }
  });

  it('refuses characters outside the alphabet', () => {
    expect(base58Decode('0OIl')).toBeNull();
    expect(base58Decode('abc!')).toBeNull();
  });
});

describe('isBase58Address', () => {
  it('agrees with kit’s isAddress', () => {
    const cases = [
      '',
      '11111111111111111111111111111111',
      'So11111111111111111111111111111111111111112',
      'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
      'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuE0', // 0 is not base58
      '1'.repeat(45),
      'z'.repeat(44), // 44 characters but more than 32 bytes
      ...Array.from({ length: 300 }, (_, i) => kit.decode(new Uint8Array(randomBytes(28 + (i % 8))))),
    ];
    for (const text of cases) expect(isBase58Address(text), text).toBe(isAddress(text));
  });
});

describe('toAddress', () => {
  it("takes what kit's address() takes and refuses what it refuses, with kit's error", () => {
    for (let i = 0; i < 50; i++) {
      const a = base58Encode(randomBytes(32));
      expect(toAddress(a)).toBe(address(a));
    }
    for (const bad of [
      '',
      'not an address',
      '0'.repeat(44),
      base58Encode(randomBytes(31)),
      base58Encode(randomBytes(33)),
    ]) {
      const kits = (() => {
        try {
          address(bad);
        } catch (e) {
          return (e as Error).message;
        }
      })();
      expect(kits).toBeTruthy();
      expect(() => toAddress(bad)).toThrow(kits);
    }
  });
});
