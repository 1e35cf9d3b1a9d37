import type { Commitment, Signature } from '@solana/kit';

/** What {@link pollSignature} reads: any kit RPC client (it asks only `getSignatureStatuses`). */
export interface SignatureStatusRpc {
  getSignatureStatuses(signatures: Signature[]): {
    send(options?: { abortSignal?: AbortSignal }): Promise<{
      value: readonly ({ err: unknown; confirmationStatus: Commitment | null } | null)[];
    }>;
  };
}

/** How a polled signature ended: landed at the commitment asked, failed on chain (its error), or not in time. */
export type SignatureOutcome = { kind: 'landed' } | { kind: 'failed'; err: unknown } | { kind: 'timeout' };

const RANK: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Polls `getSignatureStatuses` until `signature` reaches `commitment` (default confirmed), fails, or the timeout
 * (default a minute: a blockhash lives ~60–90 s) passes. Each caller words the failure its own way.
 */
export async function pollSignature(
  rpc: SignatureStatusRpc,
  signature: Signature,
  options: { commitment?: Commitment; timeoutMs?: number; pollMs?: number; signal?: AbortSignal } = {},
): Promise<SignatureOutcome> {
  const want = RANK[options.commitment ?? 'confirmed'];
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send({ abortSignal: options.signal });
    const status = value[0];
    if (status?.err) return { kind: 'failed', err: status.err };
    if (status?.confirmationStatus && RANK[status.confirmationStatus] >= want) return { kind: 'landed' };
    if (Date.now() > deadline) return { kind: 'timeout' };
    await sleep(options.pollMs ?? 400, options.signal);
  }
}
