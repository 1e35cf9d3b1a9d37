// Program-derived addresses computed synchronously with node:crypto. Kit's `getProgramDerivedAddress` hashes
// with WebCrypto, which is asynchronous: each attempt is a job on libuv's thread pool whose answer waits for the
// event loop. Under a rush that wait, not the hashing, was most of a wallet's first quote (its token account's
// address): up to 1.2 s of queueing at 50 callers for ~0.1 ms of SHA-256. Same seeds, same rule, same address.
import { createHash } from 'node:crypto';
import type { Address, ProgramDerivedAddress, ProgramDerivedAddressBump } from '@solana/kit';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { base58Decode, base58Encode } from '@solpad/core/rpc';
import { isOnCurve } from './curve';

const MARKER = Buffer.from('ProgramDerivedAddress');
/** An address's 32 bytes (core's base58: kit's goes through BigInt, most of a new wallet's token-account lookup). */
function bytesOf(a: Address): Uint8Array {
  const bytes = base58Decode(a);
  if (bytes?.length !== 32) throw new Error(`not an address: ${a}`);
  return bytes;
}

/** The program-derived address of `seeds` under `program`: the highest bump whose hash is off the curve. */
export function findProgramAddressSync(program: Address, seeds: Uint8Array[]): ProgramDerivedAddress {
  const programBytes = bytesOf(program);
  for (let bump = 255; bump >= 0; bump--) {
    const hash = createHash('sha256');
    for (const seed of seeds) hash.update(seed);
    hash.update(Uint8Array.of(bump)).update(programBytes).update(MARKER);
    const candidate = hash.digest();
    if (!isOnCurve(candidate)) return [base58Encode(candidate) as Address, bump as ProgramDerivedAddressBump];
  }
  throw new Error('no program-derived address for these seeds');
}

/** The associated token account of `owner` for `mint` under `tokenProgram` (SPL Token or Token-2022). */
export function associatedTokenAddressSync(owner: Address, mint: Address, tokenProgram: Address): Address {
  const [ata] = findProgramAddressSync(ASSOCIATED_TOKEN_PROGRAM_ADDRESS, [
    bytesOf(owner),
    bytesOf(tokenProgram),
    bytesOf(mint),
  ]);
  return ata;
}
