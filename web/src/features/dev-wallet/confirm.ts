import type { Commitment, Signature } from '@solana/kit';
import { pollSignature, type SignatureStatusRpc } from '@solpad/core/rpc';

/**
 * Waits until `signature` reaches `commitment` (core's poller); throws when the transaction failed or did not
 * land within a minute (a blockhash lives ~60–90 s).
 */
export async function waitForSignature(
  rpc: SignatureStatusRpc,
  signature: Signature,
  commitment: Commitment = 'confirmed',
  signal?: AbortSignal,
): Promise<void> {
  const outcome = await pollSignature(rpc, signature, { commitment, signal });
  if (outcome.kind === 'failed')
    throw new Error(`Transaction ${signature} failed: ${JSON.stringify(outcome.err, bigintJson)}`);
  if (outcome.kind === 'timeout') throw new Error(`Transaction ${signature} was not confirmed in time`);
}

function bigintJson(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value;
}
