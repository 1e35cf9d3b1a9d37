import { describe, expect, it } from 'vitest';
import type { IndexedToken } from '../schemas/scanner';
import { type LaunchPreviewInput, previewLaunch } from './launch-preview';

const CREATOR = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const SOL = 1_000_000_000n;
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
  it('scores a launch without an initial buy: authorities revoked, metadata immutable, no price yet', () => {
    const p = previewLaunch(input());
    expect(codes(p)).toEqual({
      risks: ['UNKNOWN_MARKET'],
      opportunities: [
        'MINT_AUTHORITY_REVOKED',
        'FREEZE_AUTHORITY_REVOKED',
        'METADATA_IMMUTABLE',
        'HOLDERS_SPREAD',
      ],
    });
    // 100 − 3 for the one unknown (no trade yet, so no price).
    expect(p.report.score).toBe(97);
    expect(p.report.riskLevel).toBe('low');
    expect(Object.values(p.report.checks).map((c) => c.passed)).toEqual([true, true, true, true]);
    // The whole supply sits in the labelled vault, which is left out of the concentration.
    expect(p.report.holders).toMatchObject({ count: 1, largestSharePct: 0, top10SharePct: 0 });
    expect(p.report.market.liquidityUsd).toBe(0);
  });

  it('prices the initial buy on the platform curve as the API does (1.01 SOL buys 34,612,903.225806)', () => {
    const p = previewLaunch(input({ platform: 'Raydium', initialBuyLamports: 1_010_000_000n }));
    expect(p.initialBuy?.tokenAmount).toBe(34_612_903_225_806n);
    expect(p.report.creator.holdings).toBe(34_612_903_225_806n);
    expect(p.report.holders.count).toBe(2);
    // The first trade gives a price, so the market is known: no unknown left, score 100.
    expect(p.report.market.priceUsd).toBeGreaterThan(0);
    expect(codes(p).risks).toEqual([]);
    expect(p.report.score).toBe(100);
  });

  it('flags a creator who buys a fifth of the supply, then one who buys most of it', () => {
    const fifth = previewLaunch(input({ initialBuyLamports: 8n * SOL }));
    expect(fifth.initialBuy?.sharePct).toBeGreaterThan(20);
    expect(codes(fifth).risks).toEqual(['SINGLE_HOLDER_LARGE', 'CREATOR_HOLDS_LARGE']);
    expect(fifth.report.score).toBe(80);
    expect(fifth.report.checks.noRugPull.passed).toBe(false);

    const most = previewLaunch(input({ initialBuyLamports: 40n * SOL }));
    expect(most.initialBuy?.sharePct).toBeGreaterThan(50);
    expect(codes(most).risks).toEqual(['SINGLE_HOLDER_MAJORITY', 'CREATOR_HOLDS_LARGE']);
    expect(most.report.score).toBe(55);
    expect(most.report.riskLevel).toBe('medium');
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
    expect(codes(p).risks).toEqual(['UNKNOWN_MARKET', 'UNKNOWN_LIQUIDITY']);
    expect(p.report.score).toBe(94);
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

    const earlier: IndexedToken[] = Array.from({ length: 3 }, (_, i) => ({
      address: CREATOR,
      name: `Earlier ${i}`,
      symbol: `E${i}`,
      creator: CREATOR,
      createdAt: new Date(0).toISOString(),
    }));
    const serial = previewLaunch(input({ creatorLaunches: earlier }));
    // Three earlier launches plus this one.
    expect(serial.report.creator.launches).toHaveLength(4);
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
