import { getBase64Encoder } from '@solana/kit';
import { base58Decode, base58Encode } from '../rpc/base58';

/** Where the holder read slices each token account: its owner (bytes 32–63) and amount (64–71). */
export const HOLDER_SLICE = { offset: 32, length: 40 } as const;

const base64 = getBase64Encoder();

/** A `getProgramAccounts` answer of the holder read: each token account with its sliced data (base64). */
export type HolderReadAnswer = readonly {
  pubkey: string;
  account: { data: readonly [string, string] | readonly [string, 'base64'] };
}[];

/**
 * Every token account of a mint as the holder read answers it (owner and amount of each), read in the scan's first
 * round trip: the holder count, the owner of any of them (no read of the largest accounts' data) and any wallet's
 * balance (no read of the creator's or the buyers' accounts). Owners stay bytes until asked for: a token with
 * 100,000 holders is not 100,000 base58 conversions.
 */
export interface HolderAccounts {
  /** Token accounts holding a non-zero amount. */
  readonly count: number;
  /** The owner of a token account of the mint (null: not in the answer). */
  ownerOf(tokenAccount: string): string | null;
  /** What `wallet` holds across its token accounts of the mint (0 when it has none). */
  balanceOf(wallet: string): bigint;
}

/** A key for 32 bytes, cheap to build and compare (one UTF-16 unit per byte pair). */
function keyOf(bytes: Uint8Array, offset: number): string {
  let key = '';
  for (let i = offset; i < offset + 32; i += 2) key += String.fromCharCode(bytes[i]! | (bytes[i + 1]! << 8));
  return key;
}

/** The holder read's answer as {@link HolderAccounts}; null when there is none (the RPC refused the read). */
export function holderAccountsOf(answer: HolderReadAnswer | null): HolderAccounts | null {
  if (!answer) return null;
  const owners = new Map<string, Uint8Array>();
  const balances = new Map<string, bigint>();
  let count = 0;
  for (const { pubkey, account } of answer) {
    const slice = base64.encode(account.data[0]) as Uint8Array;
    if (slice.length !== HOLDER_SLICE.length) continue;
    const amount = new DataView(slice.buffer, slice.byteOffset, slice.length).getBigUint64(32, true);
    if (amount > 0n) count++;
    owners.set(pubkey, slice);
    const key = keyOf(slice, 0);
    balances.set(key, (balances.get(key) ?? 0n) + amount);
  }
  return {
    count,
    ownerOf(tokenAccount) {
      const slice = owners.get(tokenAccount);
      return slice ? base58Encode(slice.subarray(0, 32)) : null;
    },
    balanceOf(wallet) {
      const bytes = base58Decode(wallet);
      return bytes?.length === 32 ? (balances.get(keyOf(bytes, 0)) ?? 0n) : 0n;
    },
  };
}
