import { randomBytes } from 'node:crypto';
import { type Address, type EncodedAccount, lamports } from '@solana/kit';
import { base58Encode } from '@solpad/core/rpc';
import { LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { accountReader } from './account-reader';

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

  it('reads a program of the immutable loader as LiteSVM does, on every read, and sees it change or go', () => {
    const svm = new LiteSVM();
    const ata = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL' as Address;
    const reader = accountReader(svm);
    const first = reader.get(ata);
    expect(first.exists && first.data.length).toBeGreaterThan(50_000);
    expect(first).toEqual(svm.getAccount(ata));
    expect(reader.get(ata)).toEqual(svm.getAccount(ata));
    // Only the chain's own set-up writes such an account; if it does, the balance moves and the reader reads again.
    svm.setAccount({ ...(first as EncodedAccount), lamports: lamports(1_000_000n) });
    expect(reader.get(ata)).toEqual(svm.getAccount(ata));
    expect(reader.get(ata)).toMatchObject({ lamports: 1_000_000n });
  });
});
