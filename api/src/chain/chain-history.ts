import type { ChainHistory } from './types';

/** A clock `spanMs` in the past that {@link ChainHistory} moves forward; `now` is what the localnet reads. */
export function createChainHistory(spanMs: number): { history: ChainHistory; now: () => number } {
  let offset = -spanMs;
  let finished = false;
  const history: ChainHistory = {
    spanMs,
    advance(ms) {
      if (!finished) offset = Math.min(0, offset + Math.max(0, ms));
    },
    finish() {
      offset = 0;
      finished = true;
    },
    get finished() {
      return finished;
    },
  };
  return { history, now: () => Date.now() + offset };
}
