// A prepared transaction: one the API compiled with a blockhash (a trade, a pay-in intent, an escrow's release)
// and that a wallet or the API sent. Whether it landed, failed, may still land, or can no longer land is decided
// here, with the grace rule stated once: a blockhash is past use only beyond its last valid block height plus
// EXPIRY_GRACE_BLOCKS (the settlement margin for a transaction that landed at the edge).
import type { Signature } from '@solana/kit';
import { type AnyColumn, lt, type SQL } from 'drizzle-orm';
import type { ChainRpc } from '../lib/chain-rpc';
import { EXPIRY_GRACE_BLOCKS } from './constants';

/** A prepared transaction's state on chain: `pending` while it may still land, `expired` once it cannot. */
export type PreparedStatus = 'landed' | 'failed' | 'pending' | 'expired';

/** Whether a blockhash valid up to block `lastValid` is past use at block `height` (the grace included). */
export function isPastGrace(lastValid: bigint, height: bigint): boolean {
  return height > lastValid + EXPIRY_GRACE_BLOCKS;
}

/** {@link isPastGrace} as a query condition on a last-valid-block-height column. */
export function pastGraceSql(lastValidColumn: AnyColumn, height: bigint): SQL {
  return lt(lastValidColumn, height - EXPIRY_GRACE_BLOCKS);
}

/**
 * The status of the prepared transaction `signature` whose blockhash is valid up to `lastValid`: landed
 * (confirmed or finalized without error), failed, or, when the chain does not know it, expired once its blockhash
 * is past the grace and pending before that (and always pending when `lastValid` is unknown). The block height
 * is asked only when the chain does not know the signature.
 */
export async function preparedStatus(
  rpc: ChainRpc,
  signature: string,
  lastValid: bigint | null,
): Promise<PreparedStatus> {
  return (await preparedOutcome(rpc, signature, lastValid)).status;
}

/** {@link preparedStatus} with the slot the chain processed the transaction in (null while it knows none). */
export async function preparedOutcome(
  rpc: ChainRpc,
  signature: string,
  lastValid: bigint | null,
): Promise<{ status: PreparedStatus; slot: bigint | null }> {
  const { value } = await rpc.getSignatureStatuses([signature as Signature]).send();
  const status = value[0];
  const slot = status ? BigInt(status.slot) : null;
  if (status?.err) return { status: 'failed', slot };
  if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'))
    return { status: 'landed', slot };
  if (!status && lastValid !== null && isPastGrace(lastValid, await rpc.getBlockHeight().send()))
    return { status: 'expired', slot };
  return { status: 'pending', slot };
}
