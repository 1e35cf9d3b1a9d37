import { generateKeyPairSigner, isOffCurveAddress } from '@solana/kit';
import { base58Decode, base58Encode } from '@solpad/core/rpc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnCurve } from './curve';

const kitOnCurve = (bytes: Uint8Array) => !isOffCurveAddress(base58Encode(bytes) as never);

describe('isOnCurve', () => {
  it("agrees with kit's check on any 32 bytes (about half of them are points)", () => {
    let on = 0;
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const expected = kitOnCurve(bytes);
        if (expected) on++;
        expect(isOnCurve(bytes)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
    expect(on).toBeGreaterThan(600);
  });

  it('takes every public key for a point, and decides the edge encodings as kit does', async () => {
    for (let i = 0; i < 10; i++) {
      const { address } = await generateKeyPairSigner();
      expect(isOnCurve(base58Decode(address) as Uint8Array)).toBe(true);
    }
    const y1 = new Uint8Array(32);
    y1[0] = 1; // y = 1: x = 0
    const y1Signed = y1.slice();
    y1Signed[31] = 0x80; // x = 0 with the sign bit set
    const high = new Uint8Array(32).fill(0xff); // y ≥ 2^255 − 19 once the sign bit is cleared
    for (const bytes of [new Uint8Array(32), y1, y1Signed, high])
      expect(isOnCurve(bytes)).toBe(kitOnCurve(bytes));
  });
});
