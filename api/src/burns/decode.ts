// Decoding burns from transactions: a cheap look at a wire transaction (is it worth fetching?) and the record
// of what a confirmed transaction really did (the only thing the index stores).
import { getU64Decoder } from '@solana/kit';
import {
  BURN_CHECKED_DISCRIMINATOR,
  BURN_DISCRIMINATOR,
  CLOSE_ACCOUNT_DISCRIMINATOR,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { decodeWire } from '../chain/localnet/message';

/*
 * Burn, BurnChecked and CloseAccount have the same layout in SPL Token and Token-2022:
 *   Burn        [8,  amount u64 LE]            accounts: account, mint, authority, (multisig signers…)
 *   BurnChecked [15, amount u64 LE, decimals]  accounts: account, mint, authority, (multisig signers…)
 *   CloseAccount[9]                            accounts: account, destination, authority, (signers…)
 */
const TOKEN_PROGRAMS: ReadonlySet<string> = new Set([TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]);
const BURN_KINDS: ReadonlySet<number> = new Set([
  BURN_DISCRIMINATOR,
  BURN_CHECKED_DISCRIMINATOR,
  CLOSE_ACCOUNT_DISCRIMINATOR,
]);
const u64 = getU64Decoder();

/** What one burn or close instruction of a successful transaction did. */
export interface BurnRecord {
  signature: string;
  ixIndex: number;
  kind: 'burn' | 'close';
  program: string;
  account: string;
  mint: string | null;
  owner: string;
  amount: bigint;
  decimals: number | null;
  lamports: bigint;
  slot: bigint;
  /** Seconds since the epoch, null when the chain gave none. */
  blockTime: number | null;
}

/** A token balance of a transaction's meta (the fields this module reads). */
interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: { decimals: number };
}

/** The parts of a `getTransaction(signature, { encoding: 'base64' })` answer this module reads. */
export interface ConfirmedTransactionInput {
  slot: bigint;
  blockTime: bigint | number | null;
  transaction: readonly [string, string];
  meta: {
    err: unknown;
    preBalances: readonly (bigint | number)[];
    postBalances: readonly (bigint | number)[];
    preTokenBalances?: readonly TokenBalance[] | null;
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] } | null;
  } | null;
}

/**
 * Whether a wire transaction (as sendTransaction received it) has a top-level burn or close-account
 * instruction of a token program: only those are worth fetching back once confirmed. A hint, never a record.
 */
export function mayBurn(wire: string, encoding: 'base58' | 'base64'): boolean {
  try {
    const { message } = decodeWire(wire, encoding);
    return message.instructions.some((ix) => {
      const program = message.staticAccounts[ix.programAddressIndex];
      const kind = ix.data?.[0];
      return (
        program !== undefined && TOKEN_PROGRAMS.has(program) && kind !== undefined && BURN_KINDS.has(kind)
      );
    });
  } catch {
    return false;
  }
}

/**
 * The burns and closes a confirmed transaction performed, read from its own bytes and meta: amounts from the
 * instruction data, mint and owner from the instruction's accounts and the meta's token balances, the rent a
 * close returned from the closed account's balance before and after. A failed transaction performed nothing.
 * Only top-level instructions are read (a burn made by another program through CPI is not counted).
 */
export function decodeBurns(signature: string, tx: ConfirmedTransactionInput): BurnRecord[] {
  const meta = tx.meta;
  if (!meta || meta.err !== null) return [];
  let message: ReturnType<typeof decodeWire>['message'];
  try {
    message = decodeWire(tx.transaction[0], 'base64').message;
  } catch {
    return [];
  }
  // Account keys as the meta indexes them: static keys, then those loaded from lookup tables.
  const keys = [
    ...message.staticAccounts,
    ...(meta.loadedAddresses?.writable ?? []),
    ...(meta.loadedAddresses?.readonly ?? []),
  ];
  const balanceOf = (index: number) => meta.preTokenBalances?.find((b) => b.accountIndex === index);
  const blockTime = tx.blockTime === null ? null : Number(tx.blockTime);
  const records: BurnRecord[] = [];
  message.instructions.forEach((ix, ixIndex) => {
    const program = keys[ix.programAddressIndex];
    const data = ix.data;
    const accounts = ix.accountIndices ?? [];
    if (!program || !TOKEN_PROGRAMS.has(program) || !data || data.length === 0) return;
    const [accountIndex, secondIndex, authorityIndex] = accounts;
    if (accountIndex === undefined || secondIndex === undefined || authorityIndex === undefined) return;
    const account = keys[accountIndex];
    const authority = keys[authorityIndex];
    if (!account || !authority) return;
    const balance = balanceOf(accountIndex);
    const base = {
      signature,
      ixIndex,
      program,
      account,
      owner: balance?.owner ?? authority,
      slot: BigInt(tx.slot),
      blockTime,
    };
    switch (data[0]) {
      case BURN_DISCRIMINATOR:
      case BURN_CHECKED_DISCRIMINATOR: {
        const checked = data[0] === BURN_CHECKED_DISCRIMINATOR;
        if (data.length < (checked ? 10 : 9)) return;
        const mint = keys[secondIndex];
        if (!mint) return;
        records.push({
          ...base,
          kind: 'burn',
          mint,
          amount: u64.decode(data, 1),
          decimals: checked ? (data[9] ?? null) : (balance?.uiTokenAmount.decimals ?? null),
          lamports: 0n,
        });
        return;
      }
      case CLOSE_ACCOUNT_DISCRIMINATOR: {
        const before = BigInt(meta.preBalances[accountIndex] ?? 0);
        const after = BigInt(meta.postBalances[accountIndex] ?? 0);
        records.push({
          ...base,
          kind: 'close',
          mint: balance?.mint ?? null,
          amount: 0n,
          decimals: balance?.uiTokenAmount.decimals ?? null,
          lamports: before > after ? before - after : 0n,
        });
        return;
      }
      default:
        return;
    }
  });
  return records;
}
