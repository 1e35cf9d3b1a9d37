import {
  type Address,
  address,
  getBase58Decoder,
  getBase58Encoder,
  type ReadonlyUint8Array,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { LiteSVM } from 'litesvm';
import { RpcError } from '../json-rpc';
import { tokenAmountJson } from './token-amount';

const base58Encoder = getBase58Encoder();
const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS] as const;
const MINT_SIZE = 82;
const TOKEN_ACCOUNT_SIZE = 165;
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

function isTokenAccountData(program: Address, data: ReadonlyUint8Array): boolean {
  return (
    data.length === TOKEN_ACCOUNT_SIZE ||
    (program === TOKEN_2022_PROGRAM_ADDRESS &&
      data.length > TOKEN_ACCOUNT_SIZE &&
      data[TOKEN_ACCOUNT_SIZE] === 2)
  );
}

function isMintData(program: Address, data: ReadonlyUint8Array): boolean {
  return (
    data.length === MINT_SIZE ||
    (program === TOKEN_2022_PROGRAM_ADDRESS &&
      data.length > TOKEN_ACCOUNT_SIZE &&
      data[TOKEN_ACCOUNT_SIZE] === 1)
  );
}

const u64At = (d: ReadonlyUint8Array, offset: number) =>
  new DataView(d.buffer, d.byteOffset, d.byteLength).getBigUint64(offset, true);

/** Token-program queries over the localnet's accounts. */
export function tokenQueries(svm: LiteSVM) {
  function mintOf(mint: string) {
    const account = svm.getAccount(address(mint));
    if (!account.exists || !(TOKEN_PROGRAMS as readonly Address[]).includes(account.programAddress))
      return null;
    if (!isMintData(account.programAddress, account.data)) return null;
    return {
      supply: u64At(account.data, 36),
      decimals: account.data[44] ?? 0,
      program: account.programAddress,
    };
  }

  return {
    /** Token accounts of `owner`, optionally of one mint or one token program. */
    accountsByOwner(owner: string, filter: { mint: string } | { programId: string }): Address[] {
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
      const matches = accountFilter([
        { memcmp: { offset: 32, bytes: owner } },
        ...('mint' in filter ? [{ memcmp: { offset: 0, bytes: filter.mint } }] : []),
      ]);
      return programs.flatMap((program) =>
        svm
          .getProgramAccounts(program)
          .filter((a) => isTokenAccountData(program, a.data) && matches(a.data))
          .map((a) => a.address),
      );
    },

    /** `getTokenAccountBalance`'s value. */
    accountBalance(account: string) {
      const a = svm.getAccount(address(account));
      if (
        !a.exists ||
        !(TOKEN_PROGRAMS as readonly Address[]).includes(a.programAddress) ||
        !isTokenAccountData(a.programAddress, a.data)
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

    /** `getTokenLargestAccounts`' value: the 20 largest holders of `mint`. */
    largestAccounts(mint: string) {
      const m = mintOf(mint);
      if (!m) throw new RpcError(-32602, 'Invalid param: not a Token mint');
      const matches = accountFilter([{ memcmp: { offset: 0, bytes: mint } }]);
      return svm
        .getProgramAccounts(m.program)
        .filter((a) => isTokenAccountData(m.program, a.data) && matches(a.data))
        .map((a) => ({ address: a.address, amount: u64At(a.data, 64) }))
        .sort((x, y) => (x.amount === y.amount ? 0 : x.amount > y.amount ? -1 : 1))
        .slice(0, LARGEST_ACCOUNTS)
        .map((a) => ({ address: a.address, ...tokenAmountJson(a.amount, m.decimals) }));
    },
  };
}

function addressAt(data: ReadonlyUint8Array, offset: number): string {
  return getBase58Decoder().decode(data.subarray(offset, offset + 32));
}
