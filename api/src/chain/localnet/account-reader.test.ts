import { randomBytes } from 'node:crypto';
import { type Address, getBase58Codec, lamports } from '@solana/kit';
import { LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { accountReader, base58Decode, base58Encode } from './account-reader';

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

describe('accountReader', () => {
  it('reads accounts and program accounts exactly as LiteSVM’s own wrapper does', () => {
    const svm = new LiteSVM();
    const program = base58Encode(new Uint8Array(randomBytes(32))) as Address;
    const addresses = Array.from(
      { length: 20 },
      () => base58Encode(new Uint8Array(randomBytes(32))) as Address,
    );
    for (const [i, address] of addresses.entries()) {
      svm.setAccount({
        address,
        lamports: lamports(1_000_000n + BigInt(i)),
        programAddress: program,
        executable: false,
        data: new Uint8Array(randomBytes(i * 7)),
        space: BigInt(i * 7),
      });
    }
    const reader = accountReader(svm);
    for (const address of addresses) expect(reader.get(address)).toEqual(svm.getAccount(address));
    const missing = base58Encode(new Uint8Array(randomBytes(32))) as Address;
    expect(reader.get(missing)).toEqual(svm.getAccount(missing));
    const byAddress = (a: { address: string }, b: { address: string }) => (a.address < b.address ? -1 : 1);
    expect(reader.programAccounts(program).sort(byAddress)).toEqual(
      svm.getProgramAccounts(program).sort(byAddress),
    );
  });
});
