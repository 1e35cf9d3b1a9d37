import { COMING_SOON_COUNTDOWN_S } from '@solpad/core';
import { describe, expect, it } from 'vitest';
import { formatCountdown, progressPercent, remainingSeconds, splitDuration } from './countdown';

const start = 1_700_000_000_000;

describe('coming soon countdown', () => {
  it('starts at 24 h and 0 %', () => {
    expect(remainingSeconds(start, start)).toBe(COMING_SOON_COUNTDOWN_S);
    expect(formatCountdown(remainingSeconds(start, start))).toBe('24:00:00');
    expect(progressPercent(start, start)).toBe(0);
  });

  it('counts whole seconds from the start time', () => {
    expect(remainingSeconds(start, start + 999)).toBe(86_400);
    expect(remainingSeconds(start, start + 1000)).toBe(86_399);
    expect(progressPercent(start, start + 3000)).toBe(0.3);
  });

  it('reaches 100 % after 1000 s and never exceeds it', () => {
    expect(progressPercent(start, start + 999_000)).toBe(99.9);
    expect(progressPercent(start, start + 1_000_000)).toBe(100);
    expect(progressPercent(start, start + 5_000_000)).toBe(100);
    expect(formatCountdown(remainingSeconds(start, start + 1_000_000))).toBe('23:43:20');
  });

  it('stops at zero after 24 h', () => {
    expect(remainingSeconds(start, start + 86_400_000)).toBe(0);
    expect(remainingSeconds(start, start + 200_000_000)).toBe(0);
    expect(formatCountdown(0)).toBe('00:00:00');
  });

  it('ignores a clock set back before the start', () => {
    expect(remainingSeconds(start, start - 60_000)).toBe(COMING_SOON_COUNTDOWN_S);
    expect(progressPercent(start, start - 60_000)).toBe(0);
  });

  it('splits a duration into hours, minutes and seconds', () => {
    expect(splitDuration(3_725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
  });
});
