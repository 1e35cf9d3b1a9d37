import { describe, expect, it } from 'vitest';
import { backoffDelay } from './app-socket';

describe('backoffDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const mid = () => 0.5; // no jitter
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, mid))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('jitters by at most 20 %', () => {
    expect(backoffDelay(2, () => 0)).toBe(3200);
    expect(backoffDelay(2, () => 0.999999)).toBe(4800);
  });
});
