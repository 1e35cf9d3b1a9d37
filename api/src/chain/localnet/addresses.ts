// The base58 addresses of 32-byte keys the localnet reads (a message's account keys, an account's owner, a token
// account's mint and owner), each encoded once: its transactions name the same few keys over and over (its
// programs, a busy token's accounts, its traders), and base58 is the costliest step of reading them (~5 µs a key
// in JavaScript against ~0.2 for its bytes as text).
import type { Address } from '@solana/kit';
import { base58Encode } from '@solpad/core/rpc';

/** Addresses by their key's bytes (as latin1 text); cleared when full. */
const addresses = new Map<string, Address>();
const ADDRESSES_KEPT = 4096;

/** The address of the 32-byte key at `at` in `bytes` (the start by default). */
export function addressAt(bytes: Uint8Array, at = 0): Address {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset + at, 32).toString('latin1');
  let address = addresses.get(text);
  if (address === undefined) {
    address = base58Encode(bytes.subarray(at, at + 32)) as Address;
    if (addresses.size >= ADDRESSES_KEPT) addresses.clear();
    addresses.set(text, address);
  }
  return address;
}
