import { address, createSolanaRpcFromTransport, getAddressDecoder, type RpcTransport } from '@solana/kit';
import { parseJsonWithBigInts } from '@solana/rpc-spec-types';
import { describe, expect, it } from 'vitest';
import { createBatchingTransport } from './transport';

const MINT = address('So11111111111111111111111111111111111111112');
const OWNER = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const U64_MAX = '18446744073709551615';

/** Solana RPC results as a node writes them (u64s as bare integers), keyed by method. */
const RESULTS: Record<string, string> = {
  getProgramAccounts: `[{"pubkey":"${MINT}","account":{"data":["AAAAAAAAAAA=","base64"],"executable":false,"lamports":2039280,"owner":"${OWNER}","rentEpoch":${U64_MAX},"space":165}}]`,
  getSignaturesForAddress: `[{"signature":"5${'1'.repeat(86)}","slot":9007199254740993,"err":{"InstructionError":[0,{"Custom":6001}]},"memo":"[3] a\\"1","blockTime":1764120000,"confirmationStatus":"finalized"}]`,
  getTokenLargestAccounts: `{"context":{"apiVersion":"1.5.0","slot":42},"value":[{"address":"${MINT}","amount":"1500000","decimals":6,"uiAmount":1.5,"uiAmountString":"1.5"}]}`,
  getEpochInfo:
    '{"absoluteSlot":42,"blockHeight":42,"epoch":0,"slotIndex":42,"slotsInEpoch":432000,"transactionCount":7}',
  getAccountInfo: `{"context":{"slot":42},"value":{"data":{"parsed":{"info":{"decimals":6,"freezeAuthority":null,"isInitialized":true,"mintAuthority":null,"supply":"${U64_MAX}"},"type":"mint"},"program":"spl-token","space":82},"executable":false,"lamports":1461600,"owner":"${OWNER}","rentEpoch":${U64_MAX},"space":82}}`,
};
const reply = (method: string, id: unknown) =>
  `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${RESULTS[method]}}`;

/** Every call, through kit, on `transport`. */
async function callAll(transport: RpcTransport) {
  const rpc = createSolanaRpcFromTransport(transport);
  return Promise.all([
    rpc.getProgramAccounts(OWNER, { encoding: 'base64' }).send(),
    rpc.getSignaturesForAddress(MINT).send(),
    rpc.getTokenLargestAccounts(MINT).send(),
    rpc.getEpochInfo().send(),
    rpc.getAccountInfo(MINT, { encoding: 'jsonParsed' }).send(),
  ]);
}

describe('createBatchingTransport', () => {
  it('gives kit exactly the values its own transport’s parser would, in one round trip', async () => {
    // The reference: each call answered alone and parsed as kit's HTTP transport does.
    const reference = await callAll((async <T>({ payload }: { payload: unknown }) => {
      const { method, id } = payload as { method: string; id: unknown };
      return parseJsonWithBigInts(reply(method, id)) as T;
    }) as RpcTransport);
    const transport = createBatchingTransport(async (body) => {
      const calls = JSON.parse(body) as { method: string; id: number }[];
      return `[${calls.map((c) => reply(c.method, c.id)).join(',')}]`;
    });
    const batched = await callAll(transport);
    expect(batched).toEqual(reference);
    expect(transport.requests).toBe(1);
    expect(transport.calls).toBe(5);
    // The values that would break a plain JSON.parse stay exact.
    // (kit's type omits rentEpoch, its value carries it)
    expect((batched[0][0]?.account as { rentEpoch?: unknown } | undefined)?.rentEpoch).toBe(BigInt(U64_MAX));
    expect(batched[1][0]?.slot).toBe(9007199254740993n);
    expect(batched[2].value[0]?.uiAmount).toBe(1.5);
    expect(typeof batched[2].value[0]?.decimals).toBe('number');
  });

  it('sends a stage larger than the server takes as several requests at once: one round trip, every call answered', async () => {
    const sizes: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const transport = createBatchingTransport(async (body) => {
      const calls = JSON.parse(body) as { method: string; id: number; params: [string] }[];
      sizes.push(calls.length);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      // Each reply echoes the address it was asked about, so a reply given to the wrong call shows.
      return JSON.stringify(
        calls.map((c) => ({
          jsonrpc: '2.0',
          id: c.id,
          result: { context: { slot: 1 }, value: c.params[0] },
        })),
      );
    });
    const rpc = createSolanaRpcFromTransport(transport);
    const wallets = Array.from({ length: 250 }, (_, i) =>
      getAddressDecoder().decode(new Uint8Array(32).fill(i)),
    );
    const answers = await Promise.all(wallets.map((w) => rpc.getBalance(w).send()));
    expect(answers.map((a) => a.value)).toEqual(wallets);
    expect(sizes).toEqual([100, 100, 50]);
    expect(mostInFlight).toBe(3);
    expect(transport.rounds).toBe(1);
    expect(transport.requests).toBe(3);
    expect(transport.calls).toBe(250);
  });
});
