import { COMING_SOON_COUNTDOWN_S, COMING_SOON_PROGRESS_PER_S } from '@solpad/core';

/** Whole seconds elapsed since `startMs`; never negative (a clock set back does not add time). */
function elapsedSeconds(startMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startMs) / 1000));
}

/**
 * Seconds left of the 24 h countdown (spec §4: it starts at COMING_SOON_COUNTDOWN_S). Derived from the
 * start time rather than counted by a timer, so a throttled background tab cannot make it drift; stops at 0.
 */
export function remainingSeconds(startMs: number, nowMs: number): number {
  return Math.max(0, COMING_SOON_COUNTDOWN_S - elapsedSeconds(startMs, nowMs));
}

/** Development progress in percent: +COMING_SOON_PROGRESS_PER_S per elapsed second, capped at 100. */
export function progressPercent(startMs: number, nowMs: number): number {
  // Rounded to one decimal so 0.1 steps do not show floating-point noise (0.30000000000000004).
  const raw = Math.round(elapsedSeconds(startMs, nowMs) * COMING_SOON_PROGRESS_PER_S * 10) / 10;
  return Math.min(100, raw);
}

/** Hours, minutes and seconds of a duration, for the countdown tiles. */
export function splitDuration(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** `HH:MM:SS`, zero-padded. */
export function formatCountdown(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds);
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
