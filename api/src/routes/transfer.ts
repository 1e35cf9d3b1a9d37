import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { formatSol, solToLamports } from '@solpad/core';
import { type ApiErrorCode, ERROR_MESSAGES } from '@solpad/core/errors';
import { TransferRequestSchema, type TransferResponse } from '@solpad/core/schemas';
import { Hono } from 'hono';
import { ONE_SIGNATURE_FEE } from '../chain/constants';
import type { AppDeps } from '../deps';
import { createChainRpc } from '../lib/chain-rpc';
import { HttpError } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { readJson } from '../lib/validate';
import { programAddressRefusal } from '../trade/tx';

/** Lamports as exact SOL text without trailing zeros (0.000005, 1.5, 2). */
const sol = (lamports: bigint) => formatSol(lamports, 9).replace(/\.?0+$/, '');

/**
 * `POST /api/solana/transfer`: builds an unsigned SOL transfer (sender = fee payer, fresh blockhash) after
 * checking the amount against the sender's balance, the fee and rent rules a validator would enforce.
 */
export function transferRoutes(deps: AppDeps) {
  const rpc = createChainRpc(deps.chain);
  const refuse = (code: ApiErrorCode, message: string) => ({
    success: false as const,
    error: { code, message },
  });
  return new Hono().post('/transfer', rateLimit('transfer', { limit: 60, windowMs: 60_000 }), async (c) => {
    // A refused request is still the spec's `{success, error}` reply (and the API's `{error:{code,message}}`).
    const body = await readJson(c, TransferRequestSchema).catch((e: unknown) => {
      if (e instanceof HttpError) throw new HttpError(e.status, e.code, e.message, { success: false });
      throw e;
    });
    const sender = body.senderPublicKey as Address;
    const recipient = body.recipientPublicKey as Address;
    const amount = solToLamports(body.amount) as bigint;
    if (sender === recipient)
      return c.json(refuse('TRANSFER__SAME_ACCOUNT', 'Sender and recipient are the same account'), 400);
    const [{ value: balance }, { value: recipientInfo }, rentExempt, { value: latest }] = await Promise.all([
      rpc.getBalance(sender).send(),
      rpc.getAccountInfo(recipient, { encoding: 'base64' }).send(),
      rpc.getMinimumBalanceForRentExemption(0n).send(),
      rpc.getLatestBlockhash().send(),
    ]);
    const remaining = balance - amount - ONE_SIGNATURE_FEE;
    if (remaining < 0n) {
      const max = balance > ONE_SIGNATURE_FEE ? balance - ONE_SIGNATURE_FEE : 0n;
      return c.json(
        refuse(
          'TX__INSUFFICIENT_SOL',
          `${ERROR_MESSAGES.TX__INSUFFICIENT_SOL}: the balance is ${sol(balance)} SOL, so at most ${sol(max)} SOL can be sent after the ${sol(ONE_SIGNATURE_FEE)} SOL network fee`,
        ),
        400,
      );
    }
    if (remaining > 0n && remaining < rentExempt) {
      return c.json(
        refuse(
          'TRANSFER__SENDER_RENT',
          `The sender must keep at least ${sol(rentExempt)} SOL (the rent-exempt minimum) or send everything but the fee`,
        ),
        400,
      );
    }
    if (!recipientInfo && amount < rentExempt) {
      return c.json(
        refuse(
          'TRANSFER__RECIPIENT_RENT',
          `The recipient is a new account: send at least ${sol(rentExempt)} SOL (the rent-exempt minimum)`,
        ),
        400,
      );
    }
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayer(sender, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: createNoopSigner(sender),
            destination: recipient,
            amount: lamports(amount),
          }),
          m,
        ),
    );
    let compiled: ReturnType<typeof compileTransaction>;
    try {
      compiled = compileTransaction(message);
    } catch (e) {
      // The System program as sender or recipient: kit will not compile it (the client's mistake, a 400).
      const refused = programAddressRefusal(e);
      if (refused instanceof HttpError) return c.json(refuse(refused.code, refused.message), 400);
      throw e;
    }
    const reply: TransferResponse = {
      success: true,
      transaction: getBase64EncodedWireTransaction(compiled),
      lamports: amount.toString(),
      feeLamports: ONE_SIGNATURE_FEE.toString(),
      lastValidBlockHeight: latest.lastValidBlockHeight.toString(),
    };
    return c.json(reply);
  });
}
