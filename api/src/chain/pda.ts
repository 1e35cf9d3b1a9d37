// Program-derived addresses computed synchronously with node:crypto. Kit's `getProgramDerivedAddress` hashes
// with WebCrypto, which is asynchronous: each attempt is a job on libuv's thread pool whose answer waits for the
// event loop. Under a rush that wait, not the hashing, was most of a wallet's first quote (its token account's
// address): up to 1.2 s of queueing at 50 callers for ~0.1 ms of SHA-256. Same seeds, same rule, same address.
import { createHash } from 'node:crypto';
import {
  type Address,
  getAddressDecoder,
  getAddressEncoder,
  isOffCurveAddress,
  type ProgramDerivedAddress,
  type ProgramDerivedAddressBump,
} from '@solana/kit';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token-2022';

const MARKER = Buffer.from('ProgramDerivedAddress');
const addressBytes = getAddressEncoder();
const addressOf = getAddressDecoder();

/** The program-derived address of `seeds` under `program`: the highest bump whose hash is off the curve. */
export function findProgramAddressSync(program: Address, seeds: Uint8Array[]): ProgramDerivedAddress {
  const programBytes = addressBytes.encode(program) as Uint8Array;
  for (let bump = 255; bump >= 0; bump--) {
    const hash = createHash('sha256');
    for (const seed of seeds) hash.update(seed);
    hash.update(Uint8Array.of(bump)).update(programBytes).update(MARKER);
    const candidate = addressOf.decode(hash.digest());
    if (isOffCurveAddress(candidate)) return [candidate, bump as ProgramDerivedAddressBump];
  }
  throw new Error('no program-derived address for these seeds');
}

/** The associated token account of `owner` for `mint` under `tokenProgram` (SPL Token or Token-2022). */
export function associatedTokenAddressSync(owner: Address, mint: Address, tokenProgram: Address): Address {
  const [ata] = findProgramAddressSync(ASSOCIATED_TOKEN_PROGRAM_ADDRESS, [
    addressBytes.encode(owner) as Uint8Array,
    addressBytes.encode(tokenProgram) as Uint8Array,
    addressBytes.encode(mint) as Uint8Array,
  ]);
  return ata;
}
