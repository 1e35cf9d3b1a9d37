import { describe, expect, it } from 'vitest';
import { type ActivityEvent, actorWalletsToLookUp, analyzeActors, type Funding, launchFate } from './actors';

const SUPPLY = 1_000_000n;
const CREATOR = 'creator';
const VAULT = 'vault';
const ev = (
  wallet: string,
  slot: number,
  tokenAmount: number,
  kind: ActivityEvent['kind'] = 'buy',
  solLamports = 1_000_000_000,
): ActivityEvent => ({
  signature: `sig-${wallet}-${slot}-${kind}`,
  slot: BigInt(slot),
  time: null,
  wallet,
  kind,
  tokenAmount: BigInt(tokenAmount),
  solLamports: BigInt(solLamports),
});
const funded = (funder: string, slot = 1): Funding => ({
  funder,
  signature: `fund-${funder}-${slot}`,
  slot: BigInt(slot),
});

const inputs = (events: ActivityEvent[], over: Partial<Parameters<typeof analyzeActors>[0]> = {}) =>
  analyzeActors({
    activity: {
      source: 'Solpad trades',
      complete: true,
      launch: { slot: 100n, signature: 'launch', time: 0, creator: CREATOR },
      events,
    },
    creator: CREATOR,
    supply: SUPPLY,
    excluded: new Set([VAULT]),
    commonFunders: { faucet: 'Localnet faucet' },
    funders: new Map(),
    balances: new Map(),
    topHolders: [],
    ...over,
  });

describe('actor analysis', () => {
  it('names snipers (launch slot and the next 2), the same-slot bundle, and leaves the creator and venue out', () => {
    const a = inputs([
      ev(CREATOR, 100, 50_000),
      ev('bundler', 100, 30_000),
      ev('sniper', 102, 40_000),
      ev('late', 103, 90_000),
      ev(VAULT, 100, 1),
    ]);
    expect(a.snipers?.wallets.map((w) => w.wallet)).toEqual(['bundler', 'sniper']);
    expect(a.snipers?.boughtPct).toBe(7);
    expect(a.bundle?.wallets.map((w) => w.wallet)).toEqual(['bundler']);
    expect(a.bundle?.wallets[0]).toMatchObject({ slot: 100n, signature: 'sig-bundler-100-buy' });
    // Balances were not read for them: what they hold is unknown, never zero.
    expect(a.snipers?.heldPct).toBeNull();
  });

  it("measures the creator's selling and the SOL it took out", () => {
    const a = inputs([
      ev(CREATOR, 100, 100_000, 'buy', 2_000_000_000),
      ev(CREATOR, 150, 60_000, 'sell', 1_500_000_000),
      ev(CREATOR, 160, 40_000, 'sell', 700_000_000),
    ]);
    expect(a.creator).toMatchObject({
      boughtTokens: 100_000n,
      soldTokens: 100_000n,
      soldPct: 100,
      solInLamports: 2_000_000_000n,
      solOutLamports: 2_200_000_000n,
    });
    expect(a.creator?.sellSignatures).toHaveLength(2);
  });

  it('clusters buyers first funded by one wallet, but never by a common funder such as the faucet', () => {
    const events = [
      ev('a', 120, 20_000),
      ev('b', 121, 20_000),
      ev('c', 122, 20_000),
      ev('d', 130, 5_000),
      ev('e', 131, 5_000),
    ];
    const funders = new Map<string, Funding | null>([
      ['a', funded('boss')],
      ['b', funded('boss')],
      ['c', funded('boss')],
      ['d', funded('faucet')],
      ['e', funded('faucet')],
    ]);
    const balances = new Map<string, bigint | null>([
      ['a', 20_000n],
      ['b', 20_000n],
      ['c', 0n],
      [CREATOR, 10_000n],
    ]);
    const a = inputs(events, { funders, balances });
    expect(a.clusters).toHaveLength(1);
    expect(a.clusters?.[0]).toMatchObject({ funder: 'boss', boughtPct: 6, heldPct: 4 });
    expect(a.clusters?.[0]?.members.map((m) => m.signature)).toEqual([
      'fund-boss-1',
      'fund-boss-1',
      'fund-boss-1',
    ]);
    // Creator 1 % + cluster 4 %.
    expect(a.combinedHeldPct).toBe(5);
  });

  it('finds insiders: large holders funded by the creator', () => {
    const a = inputs([ev('x', 200, 1)], {
      funders: new Map([['whale', funded(CREATOR, 90)]]),
      balances: new Map([[CREATOR, 0n]]),
      topHolders: [
        { tokenAccount: 'ta1', owner: 'whale', amount: 300_000n, sharePct: 30, label: null },
        { tokenAccount: 'ta2', owner: VAULT, amount: 500_000n, sharePct: 50, label: 'Bonding curve vault' },
      ],
    });
    expect(a.insiders?.map((w) => w.wallet)).toEqual(['whale']);
    expect(a.combinedHeldPct).toBe(30);
  });

  it('reports every part unknown when no activity could be read', () => {
    const a = inputs([], { activity: null });
    expect(a).toMatchObject({ source: null, snipers: null, bundle: null, clusters: null, insiders: null });
    expect(a.combinedHeldPct).toBeNull();
  });

  it('looks up the bundle and snipers first, then top holders, then early buyers, bounded', () => {
    const events = [ev('late', 300, 1), ev('sniper', 101, 1)];
    const wallets = actorWalletsToLookUp(
      {
        source: 's',
        complete: true,
        launch: { slot: 100n, signature: null, time: null, creator: CREATOR },
        events,
      },
      CREATOR,
      [{ tokenAccount: 't', owner: 'holder', amount: 1n, sharePct: 1, label: null }],
      new Set(),
    );
    expect(wallets).toEqual(['sniper', 'holder', 'late', CREATOR]);
  });
});

describe('launch fate', () => {
  it('is dead after a 90 % drop from the peak or under the liquidity floor, young before any trade', () => {
    expect(launchFate({ peakPriceSol: 1, lastPriceSol: 0.1, liquidityUsd: 10_000 })).toBe('dead');
    expect(launchFate({ peakPriceSol: 1, lastPriceSol: 0.5, liquidityUsd: 50 })).toBe('dead');
    expect(launchFate({ peakPriceSol: 1, lastPriceSol: 0.5, liquidityUsd: 10_000 })).toBe('alive');
    expect(launchFate({ peakPriceSol: 1, lastPriceSol: 0.5, liquidityUsd: null })).toBe('unknown');
    expect(launchFate({ peakPriceSol: null, lastPriceSol: null, liquidityUsd: 0 })).toBe('young');
  });
});
