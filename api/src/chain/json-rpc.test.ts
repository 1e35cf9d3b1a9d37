import { parseJsonLossless } from '@solpad/core/rpc';
import { describe, expect, it } from 'vitest';
import { answerJsonRpc, JsonText, type ValidRpcCall } from './json-rpc';

// A result kept as JSON text (an executed transaction's answer) is spliced into the reply as written; the
// reply is the same JSON a serialised object would have made, in a batch and alone.
const TX = { slot: 7n, blockTime: 1_700_000_000, meta: { fee: 5000n, postBalances: [2n ** 60n + 1n] } };
const call = ({ method }: ValidRpcCall) =>
  method === 'getTransaction'
    ? new JsonText(
        '{"slot":7,"blockTime":1700000000,"meta":{"fee":5000,"postBalances":[1152921504606846977]}}',
      )
    : 2n ** 62n;

describe('answerJsonRpc with results kept as JSON text', () => {
  const sig = '5'.repeat(87);
  it('splices the text into a batch reply beside serialised results, ids kept', async () => {
    const body = JSON.stringify([
      { jsonrpc: '2.0', id: 'a', method: 'getTransaction', params: [sig, { encoding: 'json' }] },
      { jsonrpc: '2.0', id: 2, method: 'getSlot' },
      { jsonrpc: '2.0', id: 3, method: 'noSuchMethod' },
    ]);
    expect(parseJsonLossless(await answerJsonRpc(body, call))).toEqual([
      { jsonrpc: '2.0', id: 'a', result: { ...TX, slot: 7, meta: { ...TX.meta, fee: 5000 } } },
      { jsonrpc: '2.0', id: 2, result: 2n ** 62n },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } },
    ]);
  });

  it('answers a single call with the text as its result', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTransaction', params: [sig] });
    const reply = parseJsonLossless(await answerJsonRpc(body, call)) as { result: typeof TX };
    expect(reply.result.meta.postBalances[0]).toBe(2n ** 60n + 1n);
  });
});
