import type { Commitment, Signature } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { pollSignature, type SignatureStatusRpc } from './signature-status';

const SIG = '5'.repeat(88) as Signature;

/** An RPC whose status reads answer `statuses` in turn (the last one repeats). */
function rpcAnswering(statuses: ({ err: unknown; confirmationStatus: Commitment | null } | null)[]) {
  let reads = 0;
  const rpc: SignatureStatusRpc = {
    getSignatureStatuses: () => ({
      send: async () => ({ value: [statuses[Math.min(reads++, statuses.length - 1)] ?? null] }),
    }),
  };
  return { rpc, reads: () => reads };
}

describe('pollSignature', () => {
  it('waits through unseen and lower commitments until the one asked for', async () => {
    const { rpc, reads } = rpcAnswering([
      null,
      { err: null, confirmationStatus: 'processed' },
      { err: null, confirmationStatus: 'confirmed' },
      { err: null, confirmationStatus: 'finalized' },
    ]);
    expect(await pollSignature(rpc, SIG, { commitment: 'finalized', pollMs: 1 })).toEqual({ kind: 'landed' });
    expect(reads()).toBe(4);
    const confirmed = rpcAnswering([null, { err: null, confirmationStatus: 'confirmed' }]);
    expect(await pollSignature(confirmed.rpc, SIG, { pollMs: 1 })).toEqual({ kind: 'landed' });
    expect(confirmed.reads()).toBe(2);
  });

  it("hands back a failed transaction's error, and a timeout when it never lands", async () => {
    const err = { InstructionError: [0, { Custom: 1 }] };
    const failed = rpcAnswering([null, { err, confirmationStatus: 'confirmed' }]);
    expect(await pollSignature(failed.rpc, SIG, { pollMs: 1 })).toEqual({ kind: 'failed', err });
    const never = rpcAnswering([null]);
    expect(await pollSignature(never.rpc, SIG, { pollMs: 5, timeoutMs: 30 })).toEqual({ kind: 'timeout' });
  });
});
