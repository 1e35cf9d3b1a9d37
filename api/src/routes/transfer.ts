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
import { solToLamports } from '@solpad/core';
import { TransferRequestSchema, type TransferResponse } from '@solpad/core/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { createChainRpc } from '../lib/chain-rpc';
import { rateLimit } from '../lib/rate-limit';
import { readJson } from '../lib/validate';

/** The network fee of a one-signature transaction. */
export const SIGNATURE_FEE_LAMPORTS = 5000n;

/**
 * `POST /api/solana/transfer`: builds an unsigned SOL transfer (sender = fee payer, fresh blockhash) after
 * checking the amount against the sender's balance, the fee and rent rules a validator would enforce.
 */
export function transferRoutes(deps: AppDeps) {
  const rpc = createChainRpc(deps.chain);
  const refuse = (code: string, message: string) => ({ success: false as const, error: { code, message } });
  return new Hono().post('/transfer', rateLimit('transfer', { limit: 60, windowMs: 60_000 }), async (c) => {
    const body = await readJson(c, TransferRequestSchema);
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
    const remaining = balance - amount - SIGNATURE_FEE_LAMPORTS;
    if (remaining < 0n) {
      const max = balance > SIGNATURE_FEE_LAMPORTS ? balance - SIGNATURE_FEE_LAMPORTS : 0n;
      return c.json(
        refuse(
          'TX__INSUFFICIENT_SOL',
          `Insufficient SOL balance: at most ${max} lamports can be sent after the ${SIGNATURE_FEE_LAMPORTS}-lamport fee`,
        ),
        400,
      );
    }
    if (remaining > 0n && remaining < rentExempt) {
      return c.json(
        refuse(
          'TRANSFER__SENDER_RENT',
          `The sender must keep at least ${rentExempt} lamports (rent-exempt minimum) or send everything`,
        ),
        400,
      );
    }
    if (!recipientInfo && amount < rentExempt) {
      return c.json(
        refuse(
          'TRANSFER__RECIPIENT_RENT',
          `A new account needs at least ${rentExempt} lamports (rent-exempt minimum)`,
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
    const reply: TransferResponse = {
      success: true,
      transaction: getBase64EncodedWireTransaction(compileTransaction(message)),
      lamports: amount.toString(),
      feeLamports: SIGNATURE_FEE_LAMPORTS.toString(),
      lastValidBlockHeight: latest.lastValidBlockHeight.toString(),
    };
    return c.json(reply);
  });
}
