import { describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SOL as SOL } from '../constants';
import { campaignPhase, progressBps } from './campaign';
import { priceChangePct, TRENDING_WEIGHTS, trendingScore } from './trending';

const quiet = { volumeLamports: 0n, uniqueTraders: 0, newHolders: 0, priceChangePct: 0, boostLamports: 0n };

describe('trendingScore', () => {
  it('weighs 100 points in all', () => {
    expect(Object.values(TRENDING_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives a token with no activity and a flat price only the neutral price term (5 points)', () => {
    expect(trendingScore(quiet)).toBe(5);
  });

  it('saturates at 100', () => {
    expect(
      trendingScore({
        volumeLamports: 5_000n * SOL,
        uniqueTraders: 10_000,
        newHolders: 10_000,
        priceChangePct: 500,
        boostLamports: 1_000n * SOL,
      }),
    ).toBe(100);
  });

  it('ranks many traders above one whale of the same volume', () => {
    const whale = trendingScore({ ...quiet, volumeLamports: 50n * SOL, uniqueTraders: 1, newHolders: 1 });
    const crowd = trendingScore({ ...quiet, volumeLamports: 50n * SOL, uniqueTraders: 40, newHolders: 30 });
    expect(crowd).toBeGreaterThan(whale);
  });

  it('punishes a dump and rewards a pump, clamped to -50 % / +100 %', () => {
    expect(trendingScore({ ...quiet, priceChangePct: -80 })).toBe(0);
    expect(trendingScore({ ...quiet, priceChangePct: 100 })).toBe(15);
    expect(trendingScore({ ...quiet, priceChangePct: 300 })).toBe(15);
  });

  it('lets a campaign boost add at most 10 points', () => {
    const boosted = trendingScore({ ...quiet, boostLamports: 10_000n * SOL });
    expect(boosted - trendingScore(quiet)).toBe(10);
  });

  it('grows with volume on a log scale', () => {
    const a = trendingScore({ ...quiet, volumeLamports: SOL });
    const b = trendingScore({ ...quiet, volumeLamports: 10n * SOL });
    const c = trendingScore({ ...quiet, volumeLamports: 100n * SOL });
    expect(b).toBeGreaterThan(a);
    expect(c).toBeGreaterThan(b);
    // Log scale: going from 100 to 1000 SOL adds less than the first 100 SOL gave.
    expect(trendingScore({ ...quiet, volumeLamports: 1_000n * SOL }) - c).toBeLessThan(c);
  });

  it('computes price change from the price before the window', () => {
    expect(priceChangePct(2, 3)).toBe(50);
    expect(priceChangePct(null, 3)).toBe(0);
  });
});

describe('campaign phase and progress', () => {
  const c = { state: 'funded' as const, startsAt: 10, endsAt: 20 };
  it('follows the dates once funded', () => {
    expect(campaignPhase({ ...c, now: 5 })).toBe('scheduled');
    expect(campaignPhase({ ...c, now: 10 })).toBe('active');
    expect(campaignPhase({ ...c, now: 20 })).toBe('ended');
    expect(campaignPhase({ ...c, state: 'pending_payment', now: 15 })).toBe('pending_payment');
  });
  it('measures progress in bps, capped', () => {
    expect(progressBps(1n, 4n)).toBe(2500);
    expect(progressBps(9n, 4n)).toBe(10_000);
  });
});
