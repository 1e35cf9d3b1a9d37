import { type Address, getBase58Decoder } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { hasTokenLayout } from '@solpad/core/token-tools';
import type { FailedTransactionMetadata, TransactionMetadata } from 'litesvm';
import type { AccountReader } from './account-reader';
import { addressAt } from './addresses';

const base58 = getBase58Decoder();

/** A token account's balance as a transaction's meta records it. */
export interface TokenBalanceRecord {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  amount: string;
  decimals: number;
}

/** An inner instruction as Solana's RPC reports it (compiled form). */
export interface InnerInstructionRecord {
  index: number;
  instructions: Array<{ programIdIndex: number; accounts: number[]; data: string; stackHeight: number }>;
}

/** What a transaction did, captured when it executed and journaled with it. */
export interface TxMetaRecord {
  fee: string;
  pre: string[];
  post: string[];
  preTok: TokenBalanceRecord[];
  postTok: TokenBalanceRecord[];
  logs: string[];
  cu: string;
  inner: InnerInstructionRecord[];
  ret: { programId: string; data: string } | null;
}

/** Balances of a transaction's accounts at one moment. */
export interface BalanceSnapshot {
  lamports: bigint[];
  tokens: TokenBalanceRecord[];
}

/**
 * Reads the lamports and token balances of `keys` (for the meta's pre/post balances). After a transaction, pass
 * `before` (the balances read before it and which keys it could write): a key it could not write has not changed,
 * so its balances are taken from before rather than read again (a program's account among them: LiteSVM copies
 * its code on every read).
 */
export function readBalances(
  accounts: AccountReader,
  keys: readonly string[],
  before?: { balances: BalanceSnapshot; writable: readonly boolean[] },
): BalanceSnapshot {
  const lamports: bigint[] = [];
  const tokens: TokenBalanceRecord[] = [];
  keys.forEach((key, accountIndex) => {
    if (before && before.writable[accountIndex] === false) {
      lamports.push(before.balances.lamports[accountIndex] ?? 0n);
      const kept = before.balances.tokens.find((t) => t.accountIndex === accountIndex);
      if (kept) tokens.push(kept);
      return;
    }
    const account = accounts.get(key as Address);
    if (!account.exists) {
      lamports.push(0n);
      return;
    }
    lamports.push(account.lamports);
    const program = account.programAddress;
    if (program !== TOKEN_PROGRAM_ADDRESS && program !== TOKEN_2022_PROGRAM_ADDRESS) return;
    const data = account.data;
    if (!hasTokenLayout('account', program, data)) return;
    const mint = addressAt(data, 0);
    const mintAccount = accounts.get(mint as Address);
    const decimals = mintAccount.exists && mintAccount.data.length >= 82 ? (mintAccount.data[44] ?? 0) : 0;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    tokens.push({
      accountIndex,
      mint,
      owner: addressAt(data, 32),
      programId: program,
      amount: view.getBigUint64(64, true).toString(),
      decimals,
    });
  });
  return { lamports, tokens };
}

/** The inner instructions of an executed transaction, in Solana's compiled JSON form. */
export function innerInstructionsOf(meta: TransactionMetadata): InnerInstructionRecord[] {
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: base58.decode(ix.data()),
          stackHeight: inner.stackHeight(),
        };
      }),
    }))
    .filter((entry) => entry.instructions.length > 0);
}

/**
 * The meta of an executed transaction. The fee is what left the transaction's accounts: lamports are
 * conserved by every instruction, so the difference of the sums is exactly what the runtime charged.
 */
export function buildMeta(
  pre: BalanceSnapshot,
  post: BalanceSnapshot,
  result: TransactionMetadata | FailedTransactionMetadata,
  failed: boolean,
): TxMetaRecord {
  const meta = failed ? (result as FailedTransactionMetadata).meta() : (result as TransactionMetadata);
  const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
  const rd = meta.returnData();
  const retData = rd.data();
  return {
    fee: (sum(pre.lamports) - sum(post.lamports)).toString(),
    pre: pre.lamports.map(String),
    post: post.lamports.map(String),
    preTok: pre.tokens,
    postTok: post.tokens,
    logs: meta.logs(),
    cu: meta.computeUnitsConsumed().toString(),
    inner: innerInstructionsOf(meta),
    ret: retData.length
      ? { programId: base58.decode(rd.programId()), data: Buffer.from(retData).toString('base64') }
      : null,
  };
}
