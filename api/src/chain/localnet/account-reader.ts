import type { Address, EncodedAccount, MaybeEncodedAccount } from '@solana/kit';
import { base58Decode, base58Encode } from '@solpad/core/rpc';
import type { LiteSVM } from 'litesvm';
import type { Account as NativeAccount, LiteSvm as NativeLiteSvm } from 'litesvm/dist/internal';
import { RpcError } from '../json-rpc';
import { addressAt } from './addresses';

/** The 32 bytes of an address; -32602 as on Solana's RPC when it is not one. */
export function addressBytes(addr: string): Uint8Array {
  const bytes = base58Decode(addr);
  if (bytes?.length !== 32) throw new RpcError(-32602, `Invalid param: Invalid address ${addr}`);
  return bytes;
}

/** The BPF loader v2's address: it deploys programs that can never be upgraded or closed. */
const IMMUTABLE_LOADER = 'BPFLoader2111111111111111111111111111111111';

/** Reads LiteSVM accounts (the localnet's hot path: every account the RPC answers with). */
export interface AccountReader {
  get(address: Address): MaybeEncodedAccount;
  /** Every account `program` owns. */
  programAccounts(program: Address): EncodedAccount[];
}

/**
 * An {@link AccountReader} over LiteSVM's native binding, converting addresses with core's small-integer base58
 * instead of kit's BigInt codec (~50 µs per address) (owners, a handful of programs, are remembered). The result is the
 * same account object `svm.getAccount` builds. The binding is litesvm 1.5's `inner` field (the package does not
 * export it); if a later version drops it, the reader falls back to the public, slower methods.
 */
export function accountReader(svm: LiteSVM): AccountReader {
  const native = (svm as unknown as { inner?: NativeLiteSvm }).inner;
  if (!native || typeof native.getAccount !== 'function' || typeof native.getProgramAccounts !== 'function') {
    return { get: (a) => svm.getAccount(a), programAccounts: (p) => svm.getProgramAccounts(p) };
  }
  /**
   * An account as `svm.getAccount` builds it, its data copied out of LiteSVM only when read: a transaction's
   * balances before and after read every account it names, programs among them (the associated-token program's
   * ~100 KB of code), and need the data of token accounts alone.
   */
  const encoded = (address: Address, account: NativeAccount) => {
    let data: Uint8Array | undefined;
    const read = () => {
      data ??= account.data();
      return data;
    };
    return {
      address,
      executable: account.executable(),
      lamports: account.lamports() as EncodedAccount['lamports'],
      programAddress: addressAt(account.owner()),
      get space() {
        return BigInt(read().length);
      },
      get data() {
        return read();
      },
    };
  };
  /**
   * Programs of the immutable loader, as first read: their code can never change and their lamports cannot move
   * (an executable account's balance is not writable), yet LiteSVM copies all of the code on every read (the
   * associated-token program's ~100 KB: ~60 µs, twice per trade). Their lamports are still read on each call
   * (`getBalance` copies nothing), and a program that is gone is forgotten.
   */
  const immutable = new Map<string, MaybeEncodedAccount>();
  return {
    get(address) {
      const bytes = addressBytes(address);
      const known = immutable.get(address);
      if (known?.exists) {
        if (native.getBalance(bytes) === known.lamports) return known;
        immutable.delete(address);
      }
      const account = native.getAccount(bytes);
      if (account === null) return { exists: false, address };
      const read = Object.assign(encoded(address, account), { exists: true as const });
      if (read.executable && read.programAddress === IMMUTABLE_LOADER) immutable.set(address, read);
      return read;
    },
    programAccounts(program) {
      return native
        .getProgramAccounts(addressBytes(program))
        .map((a) => encoded(base58Encode(a.address) as Address, a.account()));
    },
  };
}
