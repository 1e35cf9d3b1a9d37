import { parseJsonWithBigInts } from '@solana/rpc-spec-types';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { stringifyJsonWithBigInts } from '@solpad/core/rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVenueTestApp, type VenueTestApp, venueClient } from '../../test/trade-harness';
import { tokenAccountOf } from '../trade/tx';

let t: VenueTestApp;
const calls: [string, unknown[]][] = [];
beforeAll(async () => {
  t = await startVenueTestApp();
  const c = venueClient(t);
  const { mint } = await c.launch(await c.wallet(2));
  const w = await c.wallet(3);
  const { trade } = await c.trade(w, {
    mint,
    side: 'buy',
    amount: '10000000',
    amountIs: 'sol',
    slippageBps: 500,
  });
  const ata = tokenAccountOf(w.address, mint as never);
  calls.push(
    ['getBalance', [w.address]],
    ['getBalance', [w.address, { commitment: 'confirmed', minContextSlot: 0n }]],
    ['getAccountInfo', [ata, { encoding: 'base64' }]],
    ['getAccountInfo', [ata, { encoding: 'jsonParsed' }]],
    ['getAccountInfo', ['11111111111111111111111111111112', { encoding: 'base64' }]],
    ['getMultipleAccounts', [[mint, ata], { encoding: 'base64' }]],
    ['getLatestBlockhash', []],
    ['getBlockHeight', []],
    ['getSlot', [{ commitment: 'processed' }]],
    ['getEpochInfo', []],
    ['getMinimumBalanceForRentExemption', [170n]],
    ['getTokenSupply', [mint]],
    ['getTokenLargestAccounts', [mint]],
    [
      'getTokenAccountsByOwner',
      [w.address, { programId: TOKEN_2022_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }],
    ],
    ['getSignatureStatuses', [[trade.signature], { searchTransactionHistory: true }]],
    ['getSignaturesForAddress', [w.address, { limit: 5 }]],
    ['getTransaction', [trade.signature, { encoding: 'base64', maxSupportedTransactionVersion: 0 }]],
    ['getTransaction', [trade.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]],
    ['getBalance', ['not an address']],
    ['getBalance', []],
    ['noSuchMethod', []],
  );
});
afterAll(() => t.close());

describe("the server's RPC client on the localnet, without JSON text", () => {
  it('answers every read exactly as the JSON text does, errors included', async () => {
    const handle = t.chain.handleRpcValue;
    expect(handle).toBeTypeOf('function');
    for (const [i, [method, params]] of calls.entries()) {
      const payload = { jsonrpc: '2.0', id: i, method, params };
      const text = parseJsonWithBigInts(
        await t.chain.handleRpc(stringifyJsonWithBigInts(payload), { clientId: 'server' }),
      );
      const value = await handle?.(payload, { clientId: 'server' });
      expect({ method, value }).toEqual({ method, value: text });
    }
  });

  it('answers a batch as the text does', async () => {
    const payload = [
      { jsonrpc: '2.0', id: 1, method: 'getBlockHeight', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'getSlot', params: [] },
    ];
    const text = parseJsonWithBigInts(
      await t.chain.handleRpc(JSON.stringify(payload), { clientId: 'server' }),
    );
    expect(await t.chain.handleRpcValue?.(payload, { clientId: 'server' })).toEqual(text);
  });
});
