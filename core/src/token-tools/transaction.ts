import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  partiallySignTransaction,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { AppError } from '../errors';
import { pollSignature } from '../rpc/signature-status';
import { toTransactionError } from '../wallet/transaction-errors';
import type { SignAndSend } from '../wallet/transfer';

/** The RPC the token tools read and send through (core's `createApiRpc` or any kit RPC). */
export type TokenToolsRpc = Rpc<SolanaRpcApi>;

/** What {@link sendInstructions} needs: an RPC, the wallet's signer-sender and its address (fee payer). */
export interface SendDeps {
  rpc: TokenToolsRpc;
  signAndSend: SignAndSend;
  feePayer: Address;
  /** How long to wait for confirmation (ms); a blockhash lives about a minute. */
  confirmTimeoutMs?: number;
  /** Poll interval of the confirmation loop (ms). */
  pollMs?: number;
  signal?: AbortSignal;
}

/** Compiles `instructions` into an unsigned v0 transaction in wire format, paid by `feePayer`. */
export function buildWireTransaction(
  feePayer: Address,
  instructions: readonly Instruction[],
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

/**
 * Adds `signers`' signatures to a base64 wire transaction and returns it in the same form — what a wallet's
 * signTransaction does; for the demo seed, the venue's test client and scripts that act as a wallet.
 */
export async function signWire(wire: string, signers: readonly KeyPairSigner[]): Promise<string> {
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(wire));
  const signed = await partiallySignTransaction(
    signers.map((s) => s.keyPair),
    tx,
  );
  return getBase64EncodedWireTransaction(signed);
}

const EXPIRED = /BlockhashNotFound|blockhash not found|block height exceeded|expired/i;

function describe(e: unknown): string {
  if (e instanceof Error) {
    const context = (e as Error & { context?: Record<string, unknown> }).context;
    const server = context?.__serverMessage ?? context?.message;
    return `${e.message} ${typeof server === 'string' ? server : ''} ${describe(e.cause)}`;
  }
  return typeof e === 'string' ? e : '';
}

/** SPL Token / Token-2022 custom error numbers a user can hit with these tools, in words. */
const TOKEN_ERRORS: Readonly<Record<number, string>> = {
  1: 'the account holds fewer tokens than that',
  4: 'the wallet is not the owner of this account',
  5: 'the mint has a fixed supply',
  11: 'the account is not empty: burn or transfer its tokens first',
  13: 'the mint has no freeze authority',
  17: 'the account is frozen',
  18: 'the mint decimals do not match',
};

/** Custom program error numbers found in an error, its context (kit SolanaError) and its causes. */
function customCodes(e: unknown, depth = 0): number[] {
  if (!e || typeof e !== 'object' || depth > 5) return [];
  const codes: number[] = [];
  const context = (e as { context?: Record<string, unknown> }).context;
  // kit's SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM carries { code, index }.
  if (context && typeof context.code === 'number' && typeof context.index === 'number')
    codes.push(context.code);
  const logs = Array.isArray(context?.logs) ? context.logs.join('\n') : '';
  const text = `${(e as Error).message ?? ''}\n${logs}\n${JSON.stringify(context?.err ?? null)}`;
  for (const m of text.matchAll(/custom program error: 0x([0-9a-f]+)/gi))
    codes.push(Number.parseInt(m[1] ?? '', 16));
  for (const m of text.matchAll(/"Custom"\s*:\s*(\d+)/g)) codes.push(Number(m[1]));
  return [...codes, ...customCodes((e as { cause?: unknown }).cause, depth + 1)];
}

/** The token program's reason inside a failed transaction's error, when there is one. */
export function tokenErrorReason(e: unknown): string | null {
  const code = customCodes(e)[0];
  return code === undefined ? null : (TOKEN_ERRORS[code] ?? `program error ${code}`);
}

function toError(e: unknown): AppError {
  const mapped = toTransactionError(e);
  const reason = mapped.code === 'TX__FAILED' ? tokenErrorReason(e) : null;
  return reason ? new AppError('TX__FAILED', { message: `${mapped.message}: ${reason}`, cause: e }) : mapped;
}

/** Waits until `signature` is confirmed; throws the transaction's own failure or a timeout. */
export async function waitForConfirmation(
  rpc: TokenToolsRpc,
  signature: Signature,
  options: { timeoutMs?: number; pollMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const outcome = await pollSignature(rpc, signature, options);
  if (outcome.kind === 'failed') {
    const err = { context: { err: outcome.err } };
    throw new AppError('TX__FAILED', {
      message: `Transaction failed: ${tokenErrorReason(err) ?? JSON.stringify(outcome.err, (_k, v) => (typeof v === 'bigint' ? Number(v) : v))}`,
      context: { signature, err: outcome.err },
    });
  }
  if (outcome.kind === 'timeout')
    throw new AppError('TX__FAILED', { message: `Transaction ${signature} was not confirmed in time` });
}

/**
 * Builds a transaction of `instructions` with a fresh blockhash, has the wallet sign and send it, and waits
 * for confirmation. A blockhash that expired while the wallet was open is retried once with a new one;
 * other failures become the spec's transaction errors (§8), with the token program's reason when known.
 */
export async function sendInstructions(
  deps: SendDeps,
  instructions: readonly Instruction[],
): Promise<Signature> {
  for (let attempt = 0; ; attempt++) {
    let signature: Signature;
    try {
      const { value: latest } = await deps.rpc.getLatestBlockhash().send({ abortSignal: deps.signal });
      const wire = buildWireTransaction(deps.feePayer, instructions, latest);
      signature = getBase58Decoder().decode(await deps.signAndSend(wire)) as Signature;
    } catch (e) {
      if (attempt === 0 && EXPIRED.test(describe(e))) continue;
      throw toError(e);
    }
    await waitForConfirmation(deps.rpc, signature, {
      timeoutMs: deps.confirmTimeoutMs,
      pollMs: deps.pollMs,
      signal: deps.signal,
    });
    return signature;
  }
}
