import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SOL as SOL } from '../constants';
import { PRESALE_PLATFORM_FEE_BPS } from './constants';
import {
  checkContribution,
  presaleOutcome,
  presalePhase,
  presaleProceeds,
  tokensForContribution,
  tokensForSale,
} from './presale';

const rules = {
  state: 'open' as const,
  startsAt: 1_000,
  endsAt: 2_000,
  now: 1_500,
  minPerWallet: SOL / 10n,
  maxPerWallet: 2n * SOL,
  hardCap: 5n * SOL,
  walletCommitted: 0n,
  totalCommitted: 0n,
  lamports: SOL,
  byOwner: false,
};

describe('presale money maths', () => {
  it('prices a contribution in token base units per SOL, rounding down', () => {
    expect(tokensForContribution(SOL, 30_000_000_000_000n)).toBe(30_000_000_000_000n);
    expect(tokensForContribution(1n, 999_999_999n)).toBe(0n);
    expect(tokensForContribution(3n, 500_000_000n)).toBe(1n);
  });

  it('takes the 2 % platform fee from the raised SOL and gives the creator the rest', () => {
    expect(PRESALE_PLATFORM_FEE_BPS).toBe(200n);
    expect(presaleProceeds(10n * SOL)).toEqual({
      feeLamports: SOL / 5n,
      creatorLamports: 10n * SOL - SOL / 5n,
    });
    expect(presaleProceeds(49n)).toEqual({ feeLamports: 0n, creatorLamports: 49n });
  });

  it('never allocates more tokens than the hard cap deposit, whatever the contributions', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 13n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 11n }), { minLength: 1, maxLength: 30 }),
        (rate, contributions) => {
          const raised = contributions.reduce((a, b) => a + b, 0n);
          const allocated = contributions.reduce((a, c) => a + tokensForContribution(c, rate), 0n);
          expect(allocated).toBeLessThanOrEqual(tokensForSale(raised, rate));
          const { feeLamports, creatorLamports } = presaleProceeds(raised);
          expect(feeLamports + creatorLamports).toBe(raised);
        },
      ),
    );
  });

  it('succeeds at the soft cap and fails below it', () => {
    expect(presaleOutcome(SOL, SOL)).toBe('succeeded');
    expect(presaleOutcome(SOL - 1n, SOL)).toBe('failed');
  });
});

describe('presale phase', () => {
  const base = { state: 'open' as const, startsAt: 1_000, endsAt: 2_000, raised: 0n, hardCap: 10n };
  it('is upcoming before the start, live during, ended after the end or at the hard cap', () => {
    expect(presalePhase({ ...base, now: 999 })).toBe('upcoming');
    expect(presalePhase({ ...base, now: 1_000 })).toBe('live');
    expect(presalePhase({ ...base, now: 2_000 })).toBe('ended');
    expect(presalePhase({ ...base, now: 1_500, raised: 10n })).toBe('ended');
    expect(presalePhase({ ...base, state: 'failed', now: 0 })).toBe('failed');
  });
});

describe('checkContribution', () => {
  it('accepts a contribution inside every rule', () => {
    expect(checkContribution(rules)).toBeNull();
  });
  it('refuses after the end with "The presale has ended"', () => {
    expect(checkContribution({ ...rules, now: 2_000 })?.message).toBe('The presale has ended');
  });
  it('refuses before the start', () => {
    expect(checkContribution({ ...rules, now: 999 })?.code).toBe('PRESALE__NOT_STARTED');
  });
  it('refuses what would pass the hard cap, counting pending contributions', () => {
    const r = checkContribution({ ...rules, totalCommitted: 4n * SOL + 1n });
    expect(r).toEqual({ code: 'PRESALE__HARD_CAP', message: "Contribution exceeds the presale's hard cap" });
    expect(checkContribution({ ...rules, totalCommitted: 4n * SOL })).toBeNull();
  });
  it('applies the minimum and maximum to the wallet total', () => {
    expect(checkContribution({ ...rules, lamports: SOL / 20n })?.code).toBe('PRESALE__BELOW_MINIMUM');
    expect(checkContribution({ ...rules, lamports: SOL / 20n, walletCommitted: SOL })).toBeNull();
    expect(checkContribution({ ...rules, walletCommitted: SOL + 1n })?.code).toBe('PRESALE__ABOVE_MAXIMUM');
  });
  it('refuses while the tokens are not deposited yet and once finalized', () => {
    expect(checkContribution({ ...rules, state: 'pending_deposit' })?.code).toBe('PRESALE__NOT_OPEN');
    expect(checkContribution({ ...rules, state: 'succeeded' })?.code).toBe('PRESALE__ENDED');
  });
  it("refuses the presale's creator, who could otherwise fund its own soft cap", () => {
    expect(checkContribution({ ...rules, byOwner: true })?.code).toBe('PRESALE__OWN_PRESALE');
  });
});
