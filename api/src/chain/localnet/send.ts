// Solana's sendTransaction on the localnet: the checks a cluster makes before it accepts a transaction
// (signatures, duplicates, blockhash, preflight), then its execution, journaling and announcement.
import { type Address, lamports } from '@solana/kit';
import type { TransactionMetadata } from 'litesvm';
import { RpcError } from '../json-rpc';
import type { ConfirmedTransaction } from '../types';
import type { DecodedTransaction } from './message';
import { buildMeta, readBalances } from './meta';
import { isFailed, type LocalnetAudience, type LocalnetRuntime } from './runtime';
import { accountsOfTransaction } from './token-index';
import { type RpcTransactionError, transactionErrorJson, transactionErrorText } from './tx-error';

/** The RPC's "simulation failed" error for `err`, with the simulation's logs and units when there was one. */
function preflightError(
  err: RpcTransactionError,
  meta: Pick<TransactionMetadata, 'logs' | 'computeUnitsConsumed'> | null,
): RpcError {
  return new RpcError(-32002, `Transaction simulation failed: ${transactionErrorText(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    logs: meta ? meta.logs() : [],
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: meta ? meta.computeUnitsConsumed() : 0n,
  });
}

/** Refuses a transaction with a missing (null or all-zero) signature. */
export function assertSigned(decoded: DecodedTransaction) {
  if (Object.values(decoded.tx.signatures).some((s) => s === null || s.every((b) => b === 0))) {
    throw new RpcError(-32003, 'Transaction signature verification failure');
  }
}

function announce(
  { logger }: LocalnetRuntime,
  { listeners }: LocalnetAudience,
  confirmed: ConfirmedTransaction,
) {
  for (const listener of listeners) {
    try {
      listener(confirmed);
    } catch (e) {
      logger.error({ err: e }, 'confirmed-transaction listener failed');
    }
  }
}

/**
 * Puts the fee payer's lamports back to `before`: a failed transaction's one effect on LiteSVM's state is its fee
 * (LiteSVM keeps no transaction history here: genesis-programs.ts), so this undoes it exactly.
 */
function refundFee({ svm }: LocalnetRuntime, decoded: DecodedTransaction, before: bigint | undefined) {
  const payer = decoded.accountKeys[0];
  if (payer === undefined || before === undefined) return;
  const account = svm.getAccount(payer as Address);
  if (account.exists && account.lamports !== before)
    svm.setAccount({ ...account, lamports: lamports(before) });
}

/**
 * Executes a transaction the chain accepted, journals it, and once the journal has it on disk indexes it and tells
 * everyone (nothing is announced, and its signature is not answered, before it would survive a crash). Returns the
 * error of a transaction that never executed (bad signature, malformed), which changed nothing. `unflushed` holds
 * the signatures executed and not on disk yet: a second submission of one is a duplicate meanwhile. With
 * `preflight`, a transaction that fails is a failed preflight, as a cluster's RPC answers after simulating it: its
 * fee is refunded and nothing is recorded — one execution instead of a simulation and then the execution.
 */
async function execute(
  rt: LocalnetRuntime,
  audience: LocalnetAudience,
  decoded: DecodedTransaction,
  slot: bigint,
  wallet: string,
  preflight: boolean,
): Promise<RpcTransactionError | null> {
  const { svm, accounts, tokenIndex, ledger, history, clock } = rt;
  rt.setSvmClock(slot);
  const pre = readBalances(accounts, decoded.accountKeys);
  const touched = tokenIndex ? accountsOfTransaction(accounts, decoded.message) : [];
  const result = svm.sendTransaction(decoded.tx);
  const failed = isFailed(result);
  if (failed && preflight) {
    refundFee(rt, decoded, pre.lamports[0]);
    throw preflightError(transactionErrorJson(result), result.meta());
  }
  tokenIndex?.refresh(touched);
  const err = failed ? transactionErrorJson(result) : null;
  if (err === 'SignatureFailure' || err === 'SanitizeFailure') return err; // never executed, nothing changed
  const post = readBalances(accounts, decoded.accountKeys, { balances: pre, writable: decoded.writable });
  const meta = buildMeta(pre, post, result, failed);
  const { signature: sig, wireBase64: wire, accountKeys: keys } = decoded;
  rt.unflushed.add(sig);
  try {
    await ledger.append({ k: 'tx', sig, slot: slot.toString(), wire, err, meta });
  } finally {
    rt.unflushed.delete(sig);
  }
  history.add({ sig, slot, err, wire, meta, keys });
  announce(rt, audience, {
    signature: sig,
    slot,
    wallet,
    accountKeys: keys,
    err,
    blockTime: clock.blockTime(slot),
  });
  audience.subscriptions.transactionExecuted({
    signature: sig,
    slot,
    err,
    logs: meta.logs,
    keys,
    writable: decoded.writable,
  });
  rt.snapshots.ifDue();
  return null;
}

/** Solana's sendTransaction: checks, preflight (unless skipped), execution. Answers the signature once durable. */
export async function submit(
  rt: LocalnetRuntime,
  audience: LocalnetAudience,
  decoded: DecodedTransaction,
  skipPreflight: boolean,
  wallet = decoded.accountKeys[0] ?? '',
) {
  const { history, clock } = rt;
  assertSigned(decoded);
  if (history.has(decoded.signature) || rt.unflushed.has(decoded.signature)) {
    if (skipPreflight) return decoded.signature;
    throw preflightError('AlreadyProcessed', null);
  }
  if (clock.validBlockhashSlot(decoded.blockhash) === null) {
    // A real cluster drops such a transaction: with preflight the caller hears why, without it never lands.
    if (skipPreflight) return decoded.signature;
    throw preflightError('BlockhashNotFound', null);
  }
  const refused = await execute(rt, audience, decoded, clock.slot(), wallet, !skipPreflight);
  if (refused) throw preflightError(refused, null);
  return decoded.signature;
}
