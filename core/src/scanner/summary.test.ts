import { describe, expect, it } from 'vitest';
import { actorSummaryLine, actorSummaryParts, createdAgoText, shareText, topFindings } from './summary';
import type { ActorFacts, ActorWallet, Finding } from './types';

const finding = (type: Finding['type'], code: string, weight: number): Finding => ({
  type,
  code,
  message: code,
  evidence: `evidence of ${code}`,
  weight,
});

const wallet = (n: number, held: bigint | null = 10n): ActorWallet => ({
  wallet: `W${n}`,
  slot: 100n,
  signature: `S${n}`,
  boughtTokens: 10n,
  heldTokens: held,
});

const actors = (over: Partial<ActorFacts> = {}): ActorFacts => ({
  source: 'Solpad trades',
  complete: true,
  launch: { slot: 100n, signature: 'L', time: 0 },
  tradesRead: 4,
  creator: {
    boughtTokens: 100n,
    soldTokens: 100n,
    soldPct: 100,
    solInLamports: 1n,
    solOutLamports: 2n,
    sellSignatures: ['X'],
  },
  snipers: { wallets: [wallet(1), wallet(2), wallet(3)], boughtPct: 15, heldPct: 12.5 },
  bundle: { wallets: [wallet(1), wallet(2)], boughtPct: 4, heldPct: 4 },
  clusters: [{ funder: 'F', members: [wallet(4), wallet(5)], boughtPct: 20, heldPct: 20 }],
  insiders: [],
  combinedHeldPct: 20,
  funders: { looked: 5, unknown: 0 },
  ...over,
});

describe('topFindings', () => {
  it('puts dangers first, then the heavier weight, never positives, and keeps three', () => {
    const list = [
      finding('positive', 'GOOD', 0),
      finding('info', 'UNKNOWN_METADATA', -3),
      finding('warning', 'METADATA_MUTABLE', -5),
      finding('danger', 'AGE_UNDER_HOUR', -15),
      finding('danger', 'MINT_AUTHORITY_ACTIVE', -35),
    ];
    expect(topFindings(list).map((f) => f.code)).toEqual([
      'MINT_AUTHORITY_ACTIVE',
      'AGE_UNDER_HOUR',
      'METADATA_MUTABLE',
    ]);
  });
});

describe('createdAgoText', () => {
  it('says how long ago the token was created, "at least" when the history is bounded, null when unknown', () => {
    const at = 1_000_000_000_000;
    expect(
      createdAgoText({ createdAt: at - 12 * 60_000, createdAtSource: 'platform-index', scannedAt: at }),
    ).toBe('Created 12 min ago');
    expect(
      createdAgoText({
        createdAt: at - 3 * 86_400_000,
        createdAtSource: 'chain-history-bound',
        scannedAt: at,
      }),
    ).toBe('Created at least 3 d ago');
    expect(createdAgoText({ createdAt: at - 20_000, createdAtSource: 'chain-history', scannedAt: at })).toBe(
      'Created less than a minute ago',
    );
    expect(createdAgoText({ createdAt: null, createdAtSource: null, scannedAt: at })).toBeNull();
  });
});

describe('actorSummaryParts', () => {
  it('words the creator, snipers, bundle and clusters from the analysis', () => {
    expect(actorSummaryParts(actors())).toEqual([
      'Creator sold 100 %',
      '3 snipers hold 12.5 %',
      'Bundle: 2 wallets bought 4 %',
      '1 funding cluster (2 wallets) holds 20 %',
    ]);
  });

  it('says "unknown" for each part that could not be read, never "none"', () => {
    const line = actorSummaryLine(
      actors({
        creator: null,
        snipers: { wallets: [wallet(1, null)], boughtPct: 6, heldPct: null },
        bundle: null,
        clusters: null,
      }),
    );
    expect(line).toBe(
      'Creator unknown · 1 sniper holds an unknown share · Bundle unknown · Funding clusters unknown',
    );
    expect(actorSummaryParts(actors({ source: null }))).toEqual([
      'Actors unknown: who bought at launch could not be read',
    ]);
  });

  it('says "none" only when the analysis read the activity and found none', () => {
    expect(
      actorSummaryParts(
        actors({
          creator: { ...actors().creator!, boughtTokens: 0n, soldTokens: 0n, soldPct: null },
          snipers: { wallets: [], boughtPct: 0, heldPct: 0 },
          bundle: { wallets: [], boughtPct: 0, heldPct: 0 },
          clusters: [],
        }),
      ),
    ).toEqual(['Creator bought none', 'No snipers', 'No same-slot bundle', 'No funding clusters']);
  });
});

describe('shareText', () => {
  it('keeps two decimals only under 1 %', () => {
    expect([100, 12.54, 0.0432, 0].map(shareText)).toEqual(['100 %', '12.5 %', '0.04 %', '0 %']);
  });
});
