import { describe, expect, it } from 'vitest';
import { CHECK_KEYS, checkState, checkTitle } from './checks';

const KINDS = ['token', 'wallet', 'contract'] as const;
const result = (passed: boolean | null) => ({ passed, reason: 'r' });

describe('check tiles', () => {
  it('name the token program slot for what it checks, never "Contract Verified"', () => {
    expect(checkTitle('token', 'contractVerified', result(true))).toBe('Standard token program');
    for (const kind of KINDS)
      for (const key of CHECK_KEYS)
        for (const passed of [true, false, null])
          expect(checkTitle(kind, key, result(passed))).not.toMatch(/Contract Verified/i);
  });

  it('never word an unknown check as its pass', () => {
    for (const kind of KINDS)
      for (const key of CHECK_KEYS) {
        const unknown = checkTitle(kind, key, result(null));
        expect(unknown).not.toBe(checkTitle(kind, key, result(true)));
        expect(unknown).not.toBe(checkTitle(kind, key, result(false)));
      }
    expect([true, false, null].map((p) => checkState(result(p)))).toEqual(['pass', 'fail', 'unknown']);
  });
});
