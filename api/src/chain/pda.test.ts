import { generateKeyPairSigner, getProgramDerivedAddress } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { associatedTokenAddressSync, findProgramAddressSync } from './pda';

const SPL_TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Parameters<
  typeof associatedTokenAddressSync
>[2];

describe('program-derived addresses without WebCrypto', () => {
  it('give the same token accounts as kit for both token programs', async () => {
    for (let i = 0; i < 20; i++) {
      const [owner, mint] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
      for (const tokenProgram of [TOKEN_2022_PROGRAM_ADDRESS, SPL_TOKEN]) {
        const [expected] = await findAssociatedTokenPda({
          owner: owner.address,
          mint: mint.address,
          tokenProgram,
        });
        expect(associatedTokenAddressSync(owner.address, mint.address, tokenProgram)).toBe(expected);
      }
    }
  });

  it('find the same bump as kit, including seeds whose first bumps land on the curve', async () => {
    const program = TOKEN_2022_PROGRAM_ADDRESS;
    let belowTop = 0;
    for (let i = 0; i < 64; i++) {
      const seeds = [new TextEncoder().encode(`seed ${i}`)];
      const [pda, bump] = await getProgramDerivedAddress({ programAddress: program, seeds });
      expect(findProgramAddressSync(program, seeds)).toEqual([pda, bump]);
      if (bump < 255) belowTop++;
    }
    // About half of all seeds hash onto the curve at bump 255: the search below it is exercised.
    expect(belowTop).toBeGreaterThan(5);
  });
});
