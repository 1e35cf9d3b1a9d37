import { stringifyJsonWithBigInts as kitStringify } from '@solana/rpc-spec-types';
import { describe, expect, it } from 'vitest';
import { stringifyJsonWithBigInts } from './bigint-json';

describe('stringifyJsonWithBigInts', () => {
  it('writes u64 values as exact JSON integers, beyond 2^53 too', () => {
    expect(
      stringifyJsonWithBigInts({ a: 5n, b: [18_446_744_073_709_551_615n, -9_007_199_254_740_993n] }),
    ).toBe('{"a":5,"b":[18446744073709551615,-9007199254740993]}');
  });

  it("writes the same text as kit's, and leaves its input unchanged", () => {
    const reply = [
      {
        jsonrpc: '2.0',
        id: 0,
        result: {
          slot: 1234n,
          blockTime: 1_700_000_000,
          meta: {
            err: null,
            fee: 5000n,
            preBalances: [1_000_000_000n, 0n],
            logMessages: ['Program log: "quoted" \\ and \u0000 nul'],
            uiTokenAmount: { amount: '123', decimals: 6, uiAmount: 0.000123 },
            rentEpoch: 18_446_744_073_709_551_615n,
            missing: undefined,
            when: new Date(0),
          },
          data: ['AAEC', 'base64'],
        },
      },
      { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params' } },
    ];
    const before = JSON.stringify(reply, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));
    expect(stringifyJsonWithBigInts(reply)).toBe(kitStringify(reply));
    expect(JSON.stringify(reply, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))).toBe(before);
    expect(typeof (reply[0] as { result: { slot: unknown } }).result.slot).toBe('bigint');
  });
});
