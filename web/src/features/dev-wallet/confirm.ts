import type { Commitment, Signature } from '@solana/kit';
import type { createApiRpc } from '@solpad/core/rpc';

type ApiRpc = ReturnType<typeof createApiRpc>;

const RANK: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 };
const POLL_MS = 400;
const TIMEOUT_MS = 60_000;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Polls `getSignatureStatuses` until `signature` reaches `commitment`; throws when the transaction failed
 * or did not land within a minute (a blockhash lives ~60–90 s).
 */
export async function waitForSignature(
  rpc: ApiRpc,
  signature: Signature,
  commitment: Commitment = 'confirmed',
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send({ abortSignal: signal });
    const status = value[0];
    if (status?.err)
      throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err, bigintJson)}`);
    if (status?.confirmationStatus && RANK[status.confirmationStatus] >= RANK[commitment]) return;
    if (Date.now() > deadline) throw new Error(`Transaction ${signature} was not confirmed in time`);
    await sleep(POLL_MS, signal);
  }
}

function bigintJson(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value;
}
