import { type Address, address } from '@solana/kit';
import { isBase58Address } from './base58';

/**
 * `text` as a kit `Address`, checked as kit's `address()` checks it (32 bytes of base58) without its BigInt
 * codec; an invalid one goes to `address()`, which throws kit's own error.
 */
export function toAddress(text: string): Address {
  return isBase58Address(text) ? (text as Address) : address(text);
}
