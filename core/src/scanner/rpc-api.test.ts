import { address, createSolanaRpcFromTransport, type RpcTransport, type Signature } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from '../rpc/lossless-json';
import { createScannerRpcFromTransport } from './rpc-api';

const A = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
const KEY = 'So11111111111111111111111111111111111111112';
const tokenBalance = (i: number) => ({
  accountIndex: i,
  mint: KEY,
  owner: KEY,
  programId: A,
  uiTokenAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
});
/** Replies as a node sends them, one per method the scanner reads (u64 beyond 2^53 included). */
const RESULTS: Record<string, unknown> = {
  getTransaction: {
    slot: 4242,
    blockTime: 1_700_000_000,
    version: 0,
    transaction: {
      signatures: ['5'.repeat(87)],
      message: {
        accountKeys: [KEY, A],
        header: { numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1, numRequiredSignatures: 1 },
        instructions: [{ programIdIndex: 1, accounts: [0, 1], data: '3Bxs4h24hBtQy9rw', stackHeight: null }],
        addressTableLookups: [{ accountKey: KEY, writableIndexes: [1, 2], readonlyIndexes: [3] }],
        recentBlockhash: KEY,
      },
    },
    meta: {
      err: null,
      status: { Ok: null },
      fee: 5000,
      preBalances: [2_000_000_000, 18_446_744_073_709_551_615n],
      postBalances: [1_999_995_000, 1],
      innerInstructions: [
        { index: 0, instructions: [{ programIdIndex: 1, accounts: [0], data: '', stackHeight: 2 }] },
      ],
      logMessages: ['Program log: hi'],
      preTokenBalances: [tokenBalance(1)],
      postTokenBalances: [tokenBalance(1), tokenBalance(2)],
      rewards: [{ pubkey: KEY, lamports: 7, postBalance: 9, rewardType: 'Fee', commission: 5 }],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: 3000,
    },
  },
  getSignaturesForAddress: [
    { signature: '5'.repeat(87), slot: 9, err: null, memo: null, blockTime: 17, transactionIndex: 3 },
    {
      signature: '4'.repeat(87),
      slot: 8,
      err: { InstructionError: [0, { Custom: 1 }] },
      memo: 'm',
      blockTime: null,
    },
  ],
  getProgramAccounts: [
    {
      pubkey: KEY,
      account: {
        data: ['AAEC', 'base64'],
        executable: false,
        lamports: 2_039_280,
        owner: A,
        rentEpoch: 18_446_744_073_709_551_615n,
        space: 165,
      },
    },
  ],
  getMultipleAccounts: {
    context: { apiVersion: '2.0', slot: 77 },
    value: [
      null,
      {
        data: {
          program: 'spl-token-2022',
          parsed: { type: 'mint', info: { decimals: 6, supply: '100' } },
          space: 82,
        },
        executable: false,
        lamports: 1,
        owner: A,
        rentEpoch: 0,
        space: 82,
      },
    ],
  },
  getTokenLargestAccounts: {
    context: { slot: 5 },
    value: [{ address: KEY, amount: '10', decimals: 6, uiAmount: 0.00001, uiAmountString: '0.00001' }],
  },
  getTokenAccountsByOwner: {
    context: { slot: 5 },
    value: [
      {
        pubkey: KEY,
        account: {
          data: { parsed: { info: { tokenAmount: { amount: '5', decimals: 2, uiAmount: 0.05 } } } },
          lamports: 3,
          owner: A,
        },
      },
    ],
  },
  getEpochInfo: { absoluteSlot: 100, blockHeight: 99, epoch: 0, slotIndex: 100, slotsInEpoch: 432_000 },
};
const calls: Record<
  string,
  (rpc: ReturnType<typeof createSolanaRpcFromTransport>) => { send(): Promise<unknown> }
> = {
  getTransaction: (rpc) =>
    rpc.getTransaction('5'.repeat(87) as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }),
  getSignaturesForAddress: (rpc) => rpc.getSignaturesForAddress(A, { limit: 1000 }),
  getProgramAccounts: (rpc) =>
    rpc.getProgramAccounts(A, { encoding: 'base64', dataSlice: { offset: 32, length: 40 } }),
  getMultipleAccounts: (rpc) => rpc.getMultipleAccounts([A, A], { encoding: 'jsonParsed' }),
  getTokenLargestAccounts: (rpc) => rpc.getTokenLargestAccounts(A),
  getTokenAccountsByOwner: (rpc) => rpc.getTokenAccountsByOwner(A, { mint: A }, { encoding: 'jsonParsed' }),
  getEpochInfo: (rpc) => rpc.getEpochInfo(),
};

/** A transport answering `reply` (parsed afresh, as from the wire) and keeping what it was sent. */
function replying(reply: (id: unknown) => unknown) {
  const sent: unknown[] = [];
  const transport = (async ({ payload }: { payload: { id: unknown } }) => {
    sent.push({ ...payload, id: null });
    return parseJsonLossless(
      JSON.stringify(reply(payload.id), (_k, v) => (typeof v === 'bigint' ? `@@${v}@@` : v)).replace(
        /"@@(\d+)@@"/g,
        '$1',
      ),
    );
  }) as unknown as RpcTransport;
  return { transport, sent };
}

describe("the scanner's RPC", () => {
  it.each(Object.keys(RESULTS))(
    'answers %s exactly as kit does: the same request, numbers and bigints',
    async (method) => {
      const kit = replying((id) => ({ jsonrpc: '2.0', id, result: RESULTS[method] }));
      const ours = replying((id) => ({ jsonrpc: '2.0', id, result: RESULTS[method] }));
      const call = calls[method] as (typeof calls)[string];
      const expected = await call(createSolanaRpcFromTransport(kit.transport)).send();
      const got = await call(createScannerRpcFromTransport(ours.transport)).send();
      expect(got).toStrictEqual(expected);
      expect(ours.sent).toStrictEqual(kit.sent);
    },
  );

  it('spot-checks the upcast: u64 as bigint, indexes and decimals as numbers', async () => {
    const { transport } = replying((id) => ({ jsonrpc: '2.0', id, result: RESULTS.getTransaction }));
    const tx = (await calls.getTransaction?.(createScannerRpcFromTransport(transport)).send()) as {
      slot: unknown;
      meta: {
        preBalances: unknown[];
        postTokenBalances: { accountIndex: unknown; uiTokenAmount: { decimals: unknown } }[];
      };
      transaction: { message: { instructions: { accounts: unknown[] }[] } };
    };
    expect(tx.slot).toBe(4242n);
    expect(tx.meta.preBalances).toEqual([2_000_000_000n, 18_446_744_073_709_551_615n]);
    expect(tx.meta.postTokenBalances[1]?.accountIndex).toBe(2);
    expect(tx.meta.postTokenBalances[1]?.uiTokenAmount.decimals).toBe(6);
    expect(tx.transaction.message.instructions[0]?.accounts).toEqual([0, 1]);
  });

  it('throws what kit throws for an error reply', async () => {
    const error = { code: -32602, message: 'Invalid params: bad' };
    const kit = replying((id) => ({ jsonrpc: '2.0', id, error }));
    const ours = replying((id) => ({ jsonrpc: '2.0', id, error }));
    const expected = await calls
      .getTransaction?.(createSolanaRpcFromTransport(kit.transport))
      .send()
      .catch((e) => e);
    const got = await calls
      .getTransaction?.(createScannerRpcFromTransport(ours.transport))
      .send()
      .catch((e) => e);
    expect(got).toBeInstanceOf(Error);
    expect(got).toStrictEqual(expected);
    expect((got as Error).message).toBe((expected as Error).message);
  });
});
