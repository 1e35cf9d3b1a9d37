import type { Address, EncodedAccount, ReadonlyUint8Array } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { base58Encode } from '@solpad/core/rpc';
import type { AccountReader } from './account-reader';
import { type CompiledMessage, writableFlags } from './message';

/** The programs whose accounts are indexed: SPL Token and Token-2022. */
export const INDEXED_PROGRAMS: readonly Address[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS];
/**
 * Offsets of the 32-byte words each indexed account is filed under: in a token account (both programs) the
 * mint is at 0 and the owner at 32. Every account of an indexed program is filed, whatever its kind (mint,
 * multisig, token account), so a lookup answers exactly what a memcmp over all the program's accounts would.
 */
export const INDEXED_WORDS = [0, 32] as const;
const WORD = 32;

const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
/** An address lookup table's header (LookupTableMeta) before its addresses. */
const LOOKUP_TABLE_META_SIZE = 56;

const isIndexedProgram = (program: Address) => INDEXED_PROGRAMS.includes(program);

function keyOf(program: Address, offset: number, word: ReadonlyUint8Array): string {
  return `${program}:${offset}:${Buffer.from(word.buffer, word.byteOffset, word.byteLength).toString('hex')}`;
}

function keysOf(program: Address, data: ReadonlyUint8Array): string[] {
  const keys: string[] = [];
  for (const offset of INDEXED_WORDS) {
    if (data.length >= offset + WORD) keys.push(keyOf(program, offset, data.subarray(offset, offset + WORD)));
  }
  return keys;
}

/**
 * The localnet's index of SPL Token and Token-2022 accounts by the 32-byte words at offsets 0 and 32 (a token
 * account's mint and owner), so that the token queries (`getTokenLargestAccounts`, `getTokenAccountsByOwner`,
 * `getProgramAccounts` with a mint or owner memcmp) touch only the accounts of their answer instead of every
 * account of the program. It keeps each account as last read, so answering costs no read of LiteSVM at all.
 *
 * LiteSVM does not say which accounts a transaction wrote, so the localnet calls {@link refresh} with every
 * account a transaction may write (see {@link accountsOfTransaction}) after running it: only those can have changed.
 * The index is built with {@link rebuild} once the chain's state is loaded (snapshot and journal replayed).
 */
export class TokenAccountIndex {
  readonly #reader: AccountReader;
  /** Each indexed account as last read, with the keys it is filed under. */
  readonly #entries = new Map<Address, { account: EncodedAccount; keys: string[] }>();
  readonly #byKey = new Map<string, Set<Address>>();

  constructor(reader: AccountReader) {
    this.#reader = reader;
  }

  /** Number of accounts indexed. */
  get size(): number {
    return this.#entries.size;
  }

  /** Forgets everything and files every account of the indexed programs (one full scan of each). */
  rebuild(): void {
    this.#entries.clear();
    this.#byKey.clear();
    for (const program of INDEXED_PROGRAMS) {
      for (const account of this.#reader.programAccounts(program))
        this.#file(account, keysOf(program, account.data));
    }
  }

  /** Re-reads `addresses` and refiles them (or drops them: closed, or no longer owned by a token program). */
  refresh(addresses: Iterable<string>): void {
    for (const a of addresses) {
      const addr = a as Address;
      const account = this.#reader.get(addr);
      const keys =
        account.exists && isIndexedProgram(account.programAddress)
          ? keysOf(account.programAddress, account.data)
          : null;
      const old = this.#entries.get(addr);
      if (old && keys && old.keys.length === keys.length && old.keys.every((k, i) => k === keys[i])) {
        old.account = account as EncodedAccount; // same words: only the account itself changed
        continue;
      }
      if (old) this.#unfile(addr, old.keys);
      if (keys) this.#file(account as EncodedAccount, keys);
    }
  }

  /**
   * `program`'s accounts whose 32 bytes at `offset` (one of {@link INDEXED_WORDS}) are `word`, as they are now.
   * Null when `program` is not indexed.
   */
  lookup(
    program: Address,
    offset: (typeof INDEXED_WORDS)[number],
    word: ReadonlyUint8Array,
  ): EncodedAccount[] | null {
    if (!isIndexedProgram(program)) return null;
    if (word.length !== WORD) return [];
    const found: EncodedAccount[] = [];
    for (const addr of this.#byKey.get(keyOf(program, offset, word)) ?? []) {
      const entry = this.#entries.get(addr);
      if (entry) found.push(entry.account);
    }
    return found;
  }

  #file(account: EncodedAccount, keys: string[]) {
    this.#entries.set(account.address, { account, keys });
    for (const key of keys) {
      let set = this.#byKey.get(key);
      if (!set) {
        set = new Set();
        this.#byKey.set(key, set);
      }
      set.add(account.address);
    }
  }

  #unfile(addr: Address, keys: string[]) {
    this.#entries.delete(addr);
    for (const key of keys) {
      const set = this.#byKey.get(key);
      if (!set) continue;
      set.delete(addr);
      if (set.size === 0) this.#byKey.delete(key);
    }
  }
}

/**
 * Every account a transaction can have written: its static keys the message marks writable and the addresses it
 * loads writable from address lookup tables (read from the tables as they are now — call it before the
 * transaction runs). The runtime lets a transaction write no other account (it may write fewer: a writable key
 * that is a program or a sysvar is demoted to read-only).
 */
export function accountsOfTransaction(accounts: AccountReader, message: CompiledMessage): string[] {
  const writable = writableFlags(message);
  const keys = message.staticAccounts.filter((_, i) => writable[i]).map(String);
  if (message.version === 'legacy' || !message.addressTableLookups?.length) return keys;
  for (const lookup of message.addressTableLookups) {
    const table = accounts.get(lookup.lookupTableAddress);
    if (!table.exists || table.programAddress !== ADDRESS_LOOKUP_TABLE_PROGRAM) continue;
    for (const i of lookup.writableIndexes) {
      const at = LOOKUP_TABLE_META_SIZE + i * WORD;
      if (at + WORD <= table.data.length) keys.push(base58Encode(table.data.subarray(at, at + WORD)));
    }
  }
  return keys;
}
