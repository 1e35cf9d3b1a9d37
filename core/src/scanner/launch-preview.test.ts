import { describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SOL as SOL } from '../constants';
import { type LaunchPreviewInput, previewLaunch } from './launch-preview';
import type { CreatorLaunch } from './types';

const CREATOR = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const input = (over: Partial<LaunchPreviewInput> = {}): LaunchPreviewInput => ({
  name: 'Lantern Cat',
  symbol: 'LCAT',
  platform: 'PumpFun',
  initialBuyLamports: 0n,
  creator: CREATOR,
  creatorLaunches: [],
  solUsd: 150,
  mint: null,
  now: Date.UTC(2026, 0, 2),
  ...over,
});
const codes = (p: ReturnType<typeof previewLaunch>) => ({
  risks: p.report.risks.map((f) => f.code),
  opportunities: p.report.opportunities.map((f) => f.code),
});

describe('launch preview', () => {
  it('scores a fresh launch without an initial buy: levers revoked, but young and thin, so never low risk', () => {
    const p = previewLaunch(input());
    expect(codes(p)).toEqual({
      risks: ['LIQUIDITY_THIN', 'AGE_UNDER_HOUR'],
      opportunities: [
        'MINT_AUTHORITY_REVOKED',
        'FREEZE_AUTHORITY_REVOKED',
        'METADATA_IMMUTABLE',
        'HOLDERS_SPREAD',
      ],
    });
    // 100 − 20 (no SOL in the curve yet) − 15 (created just now); both hold the level above low.
    expect(p.report.score).toBe(65);
    expect(p.report.riskLevel).toBe('medium');
    expect(p.report.levelCaps.map((c) => c.code)).toEqual(['YOUNG', 'THIN_LIQUIDITY']);
    expect(p.report.checks.noRugPull).toMatchObject({ passed: false });
    expect(p.report.checks.noRugPull.reason).toContain('thin liquidity');
    // The whole supply sits in the labelled vault, which is left out of the concentration.
    expect(p.report.holders).toMatchObject({ count: 1, largestSharePct: 0, top10SharePct: 0 });
    expect(p.report.market.liquidityUsd).toBe(0);
  });

  it('prices the initial buy on the platform curve as the API does (1.01 SOL buys 34,612,903.225806)', () => {
    const p = previewLaunch(input({ platform: 'Raydium', initialBuyLamports: 1_010_000_000n }));
    expect(p.initialBuy?.tokenAmount).toBe(34_612_903_225_806n);
    expect(p.report.creator.holdings).toBe(34_612_903_225_806n);
    expect(p.report.holders.count).toBe(2);
    expect(p.report.market.priceUsd).toBeGreaterThan(0);
    // About $150 in the curve: still thin, still young.
    expect(codes(p).risks).toEqual(['LIQUIDITY_THIN', 'AGE_UNDER_HOUR']);
    expect(p.report.riskLevel).toBe('medium');
  });

  it('flags a creator who buys a fifth of the supply, then one who buys most of it', () => {
    const fifth = previewLaunch(input({ initialBuyLamports: 8n * SOL }));
    expect(fifth.initialBuy?.sharePct).toBeGreaterThan(20);
    expect(codes(fifth).risks).toEqual([
      'SINGLE_HOLDER_LARGE',
      'CREATOR_HOLDS_LARGE',
      'LIQUIDITY_THIN',
      'AGE_UNDER_HOUR',
    ]);
    expect(fifth.report.score).toBe(40);
    expect(fifth.report.levelCaps.map((c) => c.code)).toContain('INSIDERS');
    expect(fifth.report.checks.noRugPull.passed).toBe(false);

    const most = previewLaunch(input({ initialBuyLamports: 40n * SOL }));
    expect(most.initialBuy?.sharePct).toBeGreaterThan(50);
    expect(codes(most).risks).toContain('SINGLE_HOLDER_MAJORITY');
    expect(most.report.riskLevel).toBe('high');
    expect(most.report.checks.noRugPull.reason).toContain('one holder ≥ 50 %');
  });

  it('says when the initial buy is too small to fill, and previews the launch without it', () => {
    const p = previewLaunch(input({ initialBuyLamports: 1n }));
    expect(p.buyRefusal).toBe('initialBuyLamports: The amount is too small to buy any tokens');
    expect(p.initialBuy).toBeNull();
    expect(p.report.holders.count).toBe(1);
  });

  it('reports the market as unknown (and costs its points) when the SOL price could not be read', () => {
    const p = previewLaunch(input({ solUsd: null, initialBuyLamports: SOL }));
    expect(codes(p).risks).toEqual(['LIQUIDITY_UNKNOWN', 'AGE_UNDER_HOUR']);
    // Unknown liquidity weighs as much as thin liquidity and holds the level above low the same way.
    expect(p.report.score).toBe(65);
    expect(p.report.levelCaps.map((c) => c.code)).toContain('THIN_LIQUIDITY');
    expect(p.report.checks.noRugPull.passed).toBeNull();
    expect(p.unknowns.map((u) => u.fact)).toContain('Price, liquidity and volume');
  });

  it('marks the earlier launches unknown without a wallet, and flags a serial launcher with one', () => {
    const anonymous = previewLaunch(input({ creator: null, creatorLaunches: null }));
    expect(anonymous.unknowns).toContainEqual({
      fact: 'Your earlier launches',
      reason: 'Connect a wallet to include them',
    });
    // The creator is whoever signs: never reported as an unknown creator.
    expect(codes(anonymous).risks).not.toContain('UNKNOWN_CREATOR');

    const earlier: CreatorLaunch[] = Array.from({ length: 4 }, (_, i) => ({
      address: `${CREATOR.slice(0, -1)}${i + 1}`,
      name: `Earlier ${i}`,
      symbol: `E${i}`,
      createdAt: 0,
      peakPriceSol: 1e-7,
      lastPriceSol: 1e-7,
      liquidityUsd: 5_000,
      fate: 'alive',
    }));
    const serial = previewLaunch(input({ creatorLaunches: earlier }));
    // Four earlier launches (more than SERIAL_LAUNCHER_MIN) and this one, young, as the index will list it.
    expect(serial.report.creator.launches).toHaveLength(5);
    expect(serial.report.creator.launches?.at(-1)).toMatchObject({ address: '(new mint)', fate: 'young' });
    expect(codes(serial).risks).toContain('SERIAL_LAUNCHER');
    expect(serial.unknowns.map((u) => u.fact)).not.toContain('Your earlier launches');
  });

  it('names the mint in the evidence once its address is known', () => {
    const mint = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    const p = previewLaunch(input({ mint }));
    expect(p.report.address).toBe(mint);
    expect(p.report.opportunities[0]?.evidence).toBe(`mint ${mint}: mintAuthority = none`);
    expect(p.report.extensions.metadataPointer).toEqual({ authority: null, metadataAddress: mint });
  });
});
