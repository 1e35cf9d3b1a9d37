import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ActivityEvent, analyzeActors } from './actors';
import { NO_EXTENSIONS } from './decode';
import { scoreTokenFacts } from './token-findings';
import type { Holder, TokenFacts } from './types';
import { LIQUIDITY_FLOOR_USD, SCORE_CAP_NOT_LOW, YOUNG_TOKEN_MS } from './weights';

const MINT = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const CREATOR = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const NOW = Date.UTC(2026, 5, 1);
const SUPPLY = 1_000_000_000_000_000n;
const HOUR = 3_600_000;

/** The facts a scan can vary, in a small generated form. */
interface Knobs {
  mintAuthority: boolean;
  freezeAuthority: boolean;
  permanentDelegate: boolean;
  transferHook: boolean;
  pausable: boolean;
  defaultFrozen: boolean;
  metadataMutable: boolean;
  largestPct: number;
  top10Pct: number;
  creatorPct: number;
  liquidityUsd: number | null;
  ageHours: number | null;
  creatorSoldPct: number;
  deadLaunches: number;
  sniperPct: number;
}

const holder = (owner: string, pct: number): Holder => ({
  tokenAccount: `${owner.slice(0, -2)}aa`,
  owner,
  amount: (SUPPLY * BigInt(Math.round(pct * 100))) / 10_000n,
  sharePct: pct,
  label: null,
});

/** A trade of 1 SOL for `tokenAmount` by `wallet` in `slot`. */
const trade = (
  signature: string,
  slot: bigint,
  wallet: string,
  kind: 'buy' | 'sell',
  tokenAmount: bigint,
): ActivityEvent => ({ signature, slot, time: null, wallet, kind, tokenAmount, solLamports: 10n ** 9n });

function factsOf(k: Knobs): TokenFacts {
  const creatorBought = SUPPLY / 20n;
  const creatorSold = (creatorBought * BigInt(Math.round(k.creatorSoldPct))) / 100n;
  const sniper = 'Snpr1111111111111111111111111111111111111111';
  const sniperTokens = (SUPPLY * BigInt(Math.round(k.sniperPct * 100))) / 10_000n;
  const launchSlot = 100n;
  const actors = analyzeActors({
    activity: {
      source: 'Solpad trades',
      complete: true,
      launch: {
        slot: launchSlot,
        signature: 'launch',
        time: NOW - (k.ageHours ?? 1000) * HOUR,
        creator: CREATOR,
      },
      events: [
        trade('launch', launchSlot, CREATOR, 'buy', creatorBought),
        ...(sniperTokens > 0n ? [trade('s1', launchSlot + 1n, sniper, 'buy', sniperTokens)] : []),
        ...(creatorSold > 0n ? [trade('sell', launchSlot + 50n, CREATOR, 'sell', creatorSold)] : []),
      ],
    },
    creator: CREATOR,
    supply: SUPPLY,
    excluded: new Set(),
    commonFunders: {},
    funders: new Map(),
    balances: new Map([
      [CREATOR, (SUPPLY * BigInt(Math.round(k.creatorPct * 100))) / 10_000n],
      [sniper, sniperTokens],
    ]),
    topHolders: [],
  });
  return {
    kind: 'token',
    address: MINT,
    chain: 'solana',
    scannedAt: NOW,
    slot: 1n,
    programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
    program: 'token-2022',
    name: 'T',
    symbol: 'T',
    uri: null,
    metadataSource: 'token-2022-metadata',
    metadataMutable: k.metadataMutable,
    updateAuthority: k.metadataMutable ? CREATOR : null,
    supply: SUPPLY,
    decimals: 6,
    mintAuthority: k.mintAuthority ? CREATOR : null,
    freezeAuthority: k.freezeAuthority ? CREATOR : null,
    extensions: {
      ...NO_EXTENSIONS,
      permanentDelegate: k.permanentDelegate ? CREATOR : null,
      transferHook: k.transferHook ? { programId: CREATOR, authority: null } : null,
      pausable: k.pausable ? { authority: CREATOR, paused: false } : null,
      defaultAccountState: k.defaultFrozen ? 'frozen' : null,
    },
    holders: {
      count: 100,
      top: [holder(CREATOR, k.largestPct)],
      top10SharePct: Math.max(k.top10Pct, k.largestPct),
      largestSharePct: k.largestPct,
    },
    creator: {
      address: CREATOR,
      source: 'first-signer',
      holdings: null,
      sharePct: k.creatorPct,
      launches: Array.from({ length: k.deadLaunches }, (_, i) => ({
        address: `Dead${i}11111111111111111111111111111111111111`.slice(0, 44),
        name: 'd',
        symbol: 'D',
        createdAt: 0,
        peakPriceSol: 1,
        lastPriceSol: 0.01,
        liquidityUsd: 0,
        fate: 'dead' as const,
      })),
    },
    createdAt: k.ageHours === null ? null : NOW - k.ageHours * HOUR,
    createdAtSource: k.ageHours === null ? null : 'platform-index',
    market: {
      priceUsd: 1,
      priceChange24hPct: 0,
      marketCapUsd: 1,
      volume24hUsd: 0,
      liquidityUsd: k.liquidityUsd,
      liquidityVenue: 'curve',
      liquidityLockedPct: null,
      source: 'Solpad trades',
    },
    technical: { rsi: null, macd: null, sma20: null, sma50: null, volume24hUsd: null, points: 0 },
    actors,
  };
}

const knobs: fc.Arbitrary<Knobs> = fc.record({
  mintAuthority: fc.boolean(),
  freezeAuthority: fc.boolean(),
  permanentDelegate: fc.boolean(),
  transferHook: fc.boolean(),
  pausable: fc.boolean(),
  defaultFrozen: fc.boolean(),
  metadataMutable: fc.boolean(),
  largestPct: fc.integer({ min: 0, max: 90 }),
  top10Pct: fc.integer({ min: 0, max: 95 }),
  creatorPct: fc.integer({ min: 0, max: 60 }),
  liquidityUsd: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
  ageHours: fc.option(fc.integer({ min: 0, max: 24 * 400 }), { nil: null }),
  creatorSoldPct: fc.integer({ min: 0, max: 100 }),
  deadLaunches: fc.integer({ min: 0, max: 5 }),
  sniperPct: fc.integer({ min: 0, max: 40 }),
});

/** Each way to make a token riskier: a lever added, a share raised, liquidity or age lowered, a rug history. */
const riskier: [string, (k: Knobs) => Knobs][] = [
  ['mint authority', (k) => ({ ...k, mintAuthority: true })],
  ['freeze authority', (k) => ({ ...k, freezeAuthority: true })],
  ['permanent delegate', (k) => ({ ...k, permanentDelegate: true })],
  ['transfer hook', (k) => ({ ...k, transferHook: true })],
  ['pausable', (k) => ({ ...k, pausable: true })],
  ['frozen by default', (k) => ({ ...k, defaultFrozen: true })],
  ['mutable metadata', (k) => ({ ...k, metadataMutable: true })],
  ['larger holder', (k) => ({ ...k, largestPct: Math.min(100, k.largestPct + 15) })],
  ['top 10 heavier', (k) => ({ ...k, top10Pct: Math.min(100, k.top10Pct + 20) })],
  ['creator holds more', (k) => ({ ...k, creatorPct: Math.min(100, k.creatorPct + 15) })],
  [
    'less liquidity',
    (k) => ({ ...k, liquidityUsd: k.liquidityUsd === null ? null : Math.floor(k.liquidityUsd / 4) }),
  ],
  ['liquidity unknown', (k) => ({ ...k, liquidityUsd: null })],
  ['younger', (k) => ({ ...k, ageHours: k.ageHours === null ? null : Math.floor(k.ageHours / 10) })],
  ['creator sold more', (k) => ({ ...k, creatorSoldPct: Math.min(100, k.creatorSoldPct + 40) })],
  ['more dead launches', (k) => ({ ...k, deadLaunches: k.deadLaunches + 2 })],
  ['snipers bought more', (k) => ({ ...k, sniperPct: k.sniperPct + 10 })],
];

describe('the score (property)', () => {
  it.each(riskier)('adding a risk never raises the score: %s', (_name, worse) => {
    fc.assert(
      fc.property(knobs, (k) => {
        expect(scoreTokenFacts(factsOf(worse(k))).score).toBeLessThanOrEqual(
          scoreTokenFacts(factsOf(k)).score,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('an unknown liquidity or age never scores above the safest known value', () => {
    fc.assert(
      fc.property(knobs, (k) => {
        const known = scoreTokenFacts(factsOf({ ...k, liquidityUsd: 5_000_000, ageHours: 24 * 365 })).score;
        expect(scoreTokenFacts(factsOf({ ...k, liquidityUsd: null })).score).toBeLessThanOrEqual(known);
        expect(scoreTokenFacts(factsOf({ ...k, ageHours: null })).score).toBeLessThanOrEqual(known);
      }),
      { numRuns: 300 },
    );
  });

  it('a sell lever, an age under 1 h, liquidity under the floor or a dominant creator group is never "low"', () => {
    fc.assert(
      fc.property(knobs, (k) => {
        const r = scoreTokenFacts(factsOf(k));
        const capped =
          k.freezeAuthority ||
          k.pausable ||
          k.transferHook ||
          k.defaultFrozen ||
          k.permanentDelegate ||
          k.ageHours === null ||
          k.ageHours * HOUR < YOUNG_TOKEN_MS ||
          k.liquidityUsd === null ||
          k.liquidityUsd < LIQUIDITY_FLOOR_USD;
        if (capped) {
          expect(r.riskLevel).not.toBe('low');
          expect(r.score).toBeLessThanOrEqual(SCORE_CAP_NOT_LOW);
        }
        // The number and the level always agree.
        expect(r.riskLevel === 'low').toBe(r.score > SCORE_CAP_NOT_LOW);
      }),
      { numRuns: 500 },
    );
  });

  it('the one-minute-old token with $51 of liquidity is not low risk, and names both reasons', () => {
    const base: Knobs = {
      mintAuthority: false,
      freezeAuthority: false,
      permanentDelegate: false,
      transferHook: false,
      pausable: false,
      defaultFrozen: false,
      metadataMutable: false,
      largestPct: 3,
      top10Pct: 10,
      creatorPct: 3,
      liquidityUsd: 51,
      ageHours: 0,
      creatorSoldPct: 0,
      deadLaunches: 0,
      sniperPct: 0,
    };
    const r = scoreTokenFacts(factsOf(base));
    expect(r.riskLevel).toBe('medium');
    expect(r.risks.map((f) => f.code)).toEqual(expect.arrayContaining(['LIQUIDITY_THIN', 'AGE_UNDER_HOUR']));
    expect(r.checks.noRugPull.passed).toBe(false);
    // The same token, a week old with $50,000 of liquidity, reads low.
    const grown = scoreTokenFacts(factsOf({ ...base, liquidityUsd: 50_000, ageHours: 24 * 7 }));
    expect(grown.riskLevel).toBe('low');
    expect(grown.score).toBeGreaterThan(r.score);
  });
});
