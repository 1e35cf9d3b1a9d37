import { type Address, type EncodedAccount, getBase58Encoder, type ReadonlyUint8Array } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { base58Encode } from '@solpad/core/rpc';
import { hasTokenLayout } from '@solpad/core/token-tools';
import { RpcError } from '../json-rpc';
import type { AccountReader } from './account-reader';
import { tokenAmountJson } from './token-amount';
import { INDEXED_WORDS, type TokenAccountIndex } from './token-index';

const base58Encoder = getBase58Encoder();
const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS] as const;
/** `getTokenLargestAccounts` answers at most this many accounts (Solana's limit). */
const LARGEST_ACCOUNTS = 20;

/** A `getProgramAccounts` filter. */
export type AccountFilter =
  | { dataSize: number }
  | { memcmp: { offset: number; bytes: string; encoding?: 'base58' | 'base64' | undefined } };

/** The bytes a memcmp filter compares; malformed ones are -32602 as on Solana's RPC. */
function filterBytes(f: { bytes: string; encoding?: 'base58' | 'base64' | undefined }): Uint8Array {
  try {
    return f.encoding === 'base64'
      ? new Uint8Array(Buffer.from(f.bytes, 'base64'))
      : new Uint8Array(base58Encoder.encode(f.bytes));
  } catch {
    throw new RpcError(-32602, 'Invalid param: memcmp bytes are not valid base58');
  }
}

/** A predicate for data that passes every filter. */
export function accountFilter(filters: readonly AccountFilter[] = []): (data: ReadonlyUint8Array) => boolean {
  const checks = filters.map((f) => {
    if ('dataSize' in f) return (d: ReadonlyUint8Array) => d.length === f.dataSize;
    const bytes = filterBytes(f.memcmp);
    const { offset } = f.memcmp;
    return (d: ReadonlyUint8Array) => {
      if (d.length < offset + bytes.length) return false;
      for (let i = 0; i < bytes.length; i++) if (d[offset + i] !== bytes[i]) return false;
      return true;
    };
  });
  return (d) => checks.every((check) => check(d));
}

const u64At = (d: ReadonlyUint8Array, offset: number) =>
  new DataView(d.buffer, d.byteOffset, d.byteLength).getBigUint64(offset, true);

/** An account of a query's answer, as LiteSVM hands it out. */
export type FoundAccount = EncodedAccount;

const byAmountThenAddress = (
  x: { address: string; amount: bigint },
  y: { address: string; amount: bigint },
) =>
  x.amount === y.amount
    ? x.address < y.address
      ? -1
      : x.address > y.address
        ? 1
        : 0
    : x.amount > y.amount
      ? -1
      : 1;

/**
 * Token-program queries over the localnet's accounts. With an `index` they read only the accounts filed under
 * the mint or owner they ask about; without one (the benchmark's "before", and the reference the index is
 * tested against) they scan every account of the program. Both give the same answers.
 */
export function tokenQueries(accounts: AccountReader, index: TokenAccountIndex | null) {
  function mintOf(mint: string) {
    const account = accounts.get(mint as Address);
    if (!account.exists || !(TOKEN_PROGRAMS as readonly Address[]).includes(account.programAddress))
      return null;
    if (!hasTokenLayout('mint', account.programAddress, account.data)) return null;
    return {
      supply: u64At(account.data, 36),
      decimals: account.data[44] ?? 0,
      program: account.programAddress,
    };
  }

  /**
   * `program`'s accounts that may pass `filters`: from the index when a memcmp pins a 32-byte word it files
   * (the smallest such set), else all of them. The caller still applies every filter.
   */
  function candidates(program: Address, filters: readonly AccountFilter[]): readonly FoundAccount[] {
    let best: FoundAccount[] | null = null;
    if (index) {
      for (const f of filters) {
        if (!('memcmp' in f)) continue;
        const bytes = filterBytes(f.memcmp);
        const { offset } = f.memcmp;
        for (const word of INDEXED_WORDS) {
          if (offset > word || offset + bytes.length < word + 32) continue;
          const hits = index.lookup(program, word, bytes.subarray(word - offset, word - offset + 32));
          if (hits && (best === null || hits.length < best.length)) best = hits;
        }
      }
    }
    return best ?? accounts.programAccounts(program);
  }

  /** `getProgramAccounts`: the accounts of `program` that pass every filter. */
  function programAccounts(program: Address, filters: readonly AccountFilter[]): FoundAccount[] {
    const matches = accountFilter(filters);
    return candidates(program, filters).filter((a) => matches(a.data));
  }

  return {
    programAccounts,

    /** Token accounts of `owner`, optionally of one mint or one token program. */
    accountsByOwner(owner: string, filter: { mint: string } | { programId: string }): FoundAccount[] {
      const programs =
        'programId' in filter
          ? (TOKEN_PROGRAMS as readonly string[]).includes(filter.programId)
            ? [filter.programId as Address]
            : []
          : [mintOf(filter.mint)?.program].filter((p): p is Address => p !== undefined);
      if ('programId' in filter && programs.length === 0) {
        throw new RpcError(-32602, 'Invalid param: unrecognized Token program id');
      }
      if ('mint' in filter && programs.length === 0)
        throw new RpcError(-32602, 'Invalid param: not a Token mint');
      const filters: AccountFilter[] = [
        { memcmp: { offset: 32, bytes: owner } },
        ...('mint' in filter ? [{ memcmp: { offset: 0, bytes: filter.mint } }] : []),
      ];
      return programs.flatMap((program) =>
        programAccounts(program, filters).filter((a) => hasTokenLayout('account', program, a.data)),
      );
    },

    /** `getTokenAccountBalance`'s value. */
    accountBalance(account: string) {
      const a = accounts.get(account as Address);
      if (
        !a.exists ||
        !(TOKEN_PROGRAMS as readonly Address[]).includes(a.programAddress) ||
        !hasTokenLayout('account', a.programAddress, a.data)
      ) {
        throw new RpcError(-32602, 'Invalid param: not a Token account');
      }
      const mint = mintOf(addressAt(a.data, 0));
      return tokenAmountJson(u64At(a.data, 64), mint?.decimals ?? 0);
    },

    /** `getTokenSupply`'s value. */
    supply(mint: string) {
      const m = mintOf(mint);
      if (!m) throw new RpcError(-32602, 'Invalid param: not a Token mint');
      return tokenAmountJson(m.supply, m.decimals);
    },

    /**
     * `getTokenLargestAccounts`' value: the 20 largest holders of `mint`, largest first (equal amounts in
     * address order, so the answer does not depend on how the accounts were found).
     */
    largestAccounts(mint: string) {
      const m = mintOf(mint);
      if (!m) throw new RpcError(-32602, 'Invalid param: not a Token mint');
      return programAccounts(m.program, [{ memcmp: { offset: 0, bytes: mint } }])
        .filter((a) => hasTokenLayout('account', m.program, a.data))
        .map((a) => ({ address: a.address, amount: u64At(a.data, 64) }))
        .sort(byAmountThenAddress)
        .slice(0, LARGEST_ACCOUNTS)
        .map((a) => ({ address: a.address, ...tokenAmountJson(a.amount, m.decimals) }));
    },
  };
}

function addressAt(data: ReadonlyUint8Array, offset: number): string {
  return base58Encode(data.subarray(offset, offset + 32) as Uint8Array);
}
