import type { Address, EncodedAccount, MaybeEncodedAccount } from '@solana/kit';
import type { LiteSVM } from 'litesvm';
import type { Account as NativeAccount, LiteSvm as NativeLiteSvm } from 'litesvm/dist/internal';
import { RpcError } from '../json-rpc';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i;

/**
 * Base58 of a byte string (Bitcoin alphabet, leading zero bytes as '1'), in small-integer arithmetic: kit's
 * codec goes through BigInt and costs ~50 µs per address, which dominated every account read of the localnet.
 */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const digits: number[] = []; // base 58, least significant first
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] as number;
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] as number) << 8;
      digits[j] = carry % 58;
      carry = (carry / 58) | 0;
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = (carry / 58) | 0;
    }
  }
  let out = '1'.repeat(zeros);
  for (let k = digits.length - 1; k >= 0; k--) out += ALPHABET[digits[k] as number];
  return out;
}

/** The bytes of a base58 string; null when it holds a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  const bytes: number[] = []; // base 256, least significant first
  for (let i = zeros; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let carry = code < 128 ? (DIGIT[code] as number) : -1;
    if (carry < 0) return null;
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] as number) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  for (let k = 0; k < bytes.length; k++) out[out.length - 1 - k] = bytes[k] as number;
  return out;
}

/** The 32 bytes of an address; -32602 as on Solana's RPC when it is not one. */
export function addressBytes(addr: string): Uint8Array {
  const bytes = base58Decode(addr);
  if (bytes?.length !== 32) throw new RpcError(-32602, `Invalid param: Invalid address ${addr}`);
  return bytes;
}

/** Reads LiteSVM accounts (the localnet's hot path: every account the RPC answers with). */
export interface AccountReader {
  get(address: Address): MaybeEncodedAccount;
  /** Every account `program` owns. */
  programAccounts(program: Address): EncodedAccount[];
}

/**
 * An {@link AccountReader} over LiteSVM's native binding, converting addresses with {@link base58Encode} /
 * {@link base58Decode} instead of kit's codec (owners, a handful of programs, are remembered). The result is the
 * same account object `svm.getAccount` builds. The binding is litesvm 1.5's `inner` field (the package does not
 * export it); if a later version drops it, the reader falls back to the public, slower methods.
 */
export function accountReader(svm: LiteSVM): AccountReader {
  const native = (svm as unknown as { inner?: NativeLiteSvm }).inner;
  if (!native || typeof native.getAccount !== 'function' || typeof native.getProgramAccounts !== 'function') {
    return { get: (a) => svm.getAccount(a), programAccounts: (p) => svm.getProgramAccounts(p) };
  }
  const owners = new Map<string, Address>();
  const ownerOf = (bytes: Uint8Array): Address => {
    const key = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    let owner = owners.get(key);
    if (owner === undefined) {
      owner = base58Encode(bytes) as Address;
      if (owners.size < 10_000) owners.set(key, owner);
    }
    return owner;
  };
  const encoded = (address: Address, account: NativeAccount): EncodedAccount & { data: Uint8Array } => {
    const data = account.data();
    return {
      address,
      executable: account.executable(),
      lamports: account.lamports() as EncodedAccount['lamports'],
      programAddress: ownerOf(account.owner()),
      space: BigInt(data.length),
      data,
    };
  };
  return {
    get(address) {
      const account = native.getAccount(addressBytes(address));
      return account === null ? { exists: false, address } : { exists: true, ...encoded(address, account) };
    },
    programAccounts(program) {
      return native
        .getProgramAccounts(addressBytes(program))
        .map((a) => encoded(base58Encode(a.address) as Address, a.account()));
    },
  };
}
