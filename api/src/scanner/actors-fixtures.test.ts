// Issue 17's "Must show": the scanner's actor analysis on fixtures built the way they happen — launches, trades
// and SOL and token transfers made for real through the API on a LiteSVM localnet whose clock the test moves
// (so each transaction lands in the slot the scenario needs) — each scanned in-process exactly as the
// token-stats indexer scans (core's scanToken over the app's chain RPC, the market from the database).
import { type Address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import {
  LIQUIDITY_FLOOR_USD,
  type ScannerRpc,
  scanToken,
  type TokenReport,
  WEIGHTS,
} from '@solpad/core/scanner';
import { ScannerMarketResponseSchema } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRpc, createCreatorMint, sendSol, sendTokens } from '../../test/actor-fixtures';
import { startVenueTestApp, type VenueTestApp, venueClient } from '../../test/trade-harness';
import { SLOT_MS } from '../chain/constants';
import { createChainRpc } from '../lib/chain-rpc';
import { dbMarketSource } from './market-source';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The chain clock starts this far back, so the healthy token is two days old when it is scanned. */
const HISTORY_MS = 2 * DAY + 60 * MINUTE;

let t: VenueTestApp;
let c: ReturnType<typeof venueClient>;
let solUsd: number;
/** How far the test has moved the chain clock. */
let moved = 0;
const advance = (ms: number) => {
  t.advance(ms);
  moved += ms;
};
const nextSlot = () => advance(SLOT_MS);

beforeAll(async () => {
  t = await startVenueTestApp({ manualClock: true, historyMs: HISTORY_MS });
  c = venueClient(t);
  // The SOL price the API values liquidity with (the configured SOL_USD on the localnet).
  solUsd = ScannerMarketResponseSchema.parse(
    await c.get('/api/scanner/market/11111111111111111111111111111111'),
  ).solUsd;
}, 60_000);
afterAll(() => t?.close());

/** The token-stats indexer's scan: core's engine over the server's chain RPC, the market from the database. */
function scan(mint: string): Promise<TokenReport> {
  const rpc = createChainRpc(t.chain) as unknown as ScannerRpc;
  const market = dbMarketSource(t.database.db, t.chain, async () => solUsd);
  return scanToken(mint, { rpc, market }, () => {});
}

const buy = (w: KeyPairSigner, mint: string, lamports: bigint) =>
  c.trade(w, { mint, side: 'buy', amount: lamports.toString(), amountIs: 'sol' });
async function sellAll(w: KeyPairSigner, mint: string) {
  const all = await c.tokenBalance(w.address, mint);
  return c.trade(w, { mint, side: 'sell', amount: all.toString(), amountIs: 'token' });
}
const finding = (r: TokenReport, code: string) =>
  [...r.risks, ...r.opportunities].find((f) => f.code === code);
const codes = (r: TokenReport) => r.risks.map((f) => f.code);
const ACTOR_DANGERS = [
  'SNIPERS_HOLDING',
  'BUNDLED_LAUNCH',
  'FUNDING_CLUSTER',
  'INSIDERS_DOMINANT',
  'CREATOR_SOLD_ALL',
  'CREATOR_SOLD_MOST',
  'CREATOR_RUG_HISTORY',
];

/** Every fixture's report, for the final comparison. */
const reports: Record<string, TokenReport> = {};

// Built first, while the chain clock is two days back; the clock then moves to the present for the others.
describe('a healthy token two days old with 50 spread holders', () => {
  const HOLDERS = 50;
  const EACH = SOL / 2n;
  let mint: string;
  let holders: KeyPairSigner[];
  let r: TokenReport;
  // Two hooks, each bounded on its own: the launch and the first half of the buyers, then the rest and the scan.
  const buyHalf = async (half: KeyPairSigner[]) => {
    for (const h of half) {
      await buy(h, mint, EACH);
      advance(30_000);
    }
  };
  beforeAll(async () => {
    const creator = await c.wallet(1);
    // Each holder's first SOL is a faucet airdrop: a funder every wallet shares, never a cluster.
    holders = await Promise.all(Array.from({ length: HOLDERS }, () => c.wallet(0.6)));
    ({ mint } = await c.launch(creator, { name: 'Steady Oak', symbol: 'OAK' }));
    // Ten minutes on: nobody buys in the launch slots.
    advance(10 * MINUTE);
    await buyHalf(holders.slice(0, HOLDERS / 2));
  }, 60_000);
  beforeAll(async () => {
    await buyHalf(holders.slice(HOLDERS / 2));
    // To half an hour before the present (the launch is now two days and an hour old): the other fixtures are
    // built from there, so every block time stays in the past and under an hour old when scanned.
    advance(HISTORY_MS - moved - 30 * MINUTE);
    r = await scan(mint);
    reports.healthy = r;
  }, 60_000);

  it('reads "low" risk: nothing holds the level, liquidity above the floor, two days of trading', () => {
    expect(r.riskLevel).toBe('low');
    expect(r.levelCaps).toEqual([]);
    expect(r.market.liquidityUsd).toBeGreaterThanOrEqual(LIQUIDITY_FLOOR_USD);
    expect(r.createdAt).toBeLessThanOrEqual(Date.now() - 2 * DAY);
    expect(finding(r, 'AGE_ESTABLISHED')?.message).toBe('Trading for 2 d');
    expect(r.holders.count).toBe(HOLDERS + 1); // the holders and the curve's vault
    expect(finding(r, 'HOLDERS_SPREAD')).toBeDefined();
    expect(r.risks.filter((f) => f.type === 'danger')).toEqual([]);
  });

  it('sees one common funder behind all 50 holders and calls it no cluster: the faucet', () => {
    expect(r.actors.source).toBe('Solpad trades');
    expect(r.actors.tradesRead).toBe(HOLDERS);
    expect(r.actors.funders.looked).toBeGreaterThanOrEqual(HOLDERS);
    expect(r.actors.funders.unknown).toBe(0);
    expect(r.actors.clusters).toEqual([]);
    expect(r.actors.snipers?.wallets).toEqual([]);
    expect(r.actors.combinedHeldPct).toBe(0);
    for (const code of ACTOR_DANGERS) expect(codes(r)).not.toContain(code);
  });
});

describe('a launch sniped by three wallets in its first two slots', () => {
  let mint: string;
  let launchSlot: bigint;
  let snipers: KeyPairSigner[];
  let late: KeyPairSigner;
  let r: TokenReport;
  beforeAll(async () => {
    const creator = await c.wallet(1);
    snipers = await Promise.all([c.wallet(2), c.wallet(2), c.wallet(2)]);
    late = await c.wallet(1);
    nextSlot();
    ({ mint } = await c.launch(creator, { name: 'Sniped', symbol: 'SNIPE' }));
    launchSlot = await t.slot();
    nextSlot();
    await buy(snipers[0]!, mint, SOL);
    await buy(snipers[1]!, mint, SOL);
    nextSlot();
    await buy(snipers[2]!, mint, SOL);
    // A minute later: an ordinary buyer.
    advance(MINUTE);
    await buy(late, mint, SOL / 2n);
    r = await scan(mint);
    reports.sniped = r;
  }, 60_000);

  it('names the three snipers with their slots and transactions, and not the later buyer', () => {
    expect(r.actors.launch.slot).toBe(launchSlot);
    const found = r.actors.snipers?.wallets ?? [];
    expect(found.map((w) => w.wallet).sort()).toEqual(snipers.map((s) => s.address).sort());
    expect(found.map((w) => w.slot)).toEqual([launchSlot + 1n, launchSlot + 1n, launchSlot + 2n]);
    const f = finding(r, 'SNIPERS_HOLDING');
    expect(f).toMatchObject({ type: 'danger', weight: WEIGHTS.snipersHolding });
    expect(f?.message).toMatch(/^3 snipers bought/);
    for (const w of found) expect(f?.evidence).toContain(`${w.wallet} (slot ${w.slot}, tx ${w.signature}`);
    expect(f?.evidence).not.toContain(late.address);
  });

  it('is no bundle (nobody bought in the creation slot) and reads "medium", never "low"', () => {
    expect(r.actors.bundle?.wallets).toEqual([]);
    expect(codes(r)).not.toContain('BUNDLED_LAUNCH');
    expect(r.riskLevel).toBe('medium');
  });
});

describe('a bundle of five buyers funded by one wallet, buying in the creation slot', () => {
  let mint: string;
  let funder: KeyPairSigner;
  let buyers: KeyPairSigner[];
  let fundingSignature: string;
  let r: TokenReport;
  beforeAll(async () => {
    const creator = await c.wallet(1);
    funder = await c.wallet(8);
    buyers = await Promise.all(Array.from({ length: 5 }, () => generateKeyPairSigner()));
    // The funder gives each fresh wallet its first SOL, all in one transaction.
    fundingSignature = await sendSol(
      appRpc(t.app),
      funder,
      buyers.map((b) => b.address),
      (12n * SOL) / 10n,
    );
    advance(MINUTE);
    ({ mint } = await c.launch(creator, { name: 'Bundled', symbol: 'BNDL' }));
    for (const b of buyers) await buy(b, mint, SOL);
    nextSlot();
    r = await scan(mint);
    reports.bundle = r;
  }, 60_000);

  it('finds the funding cluster and names its funder, each member and the funding transaction', () => {
    const cluster = r.actors.clusters?.find((x) => x.funder === funder.address);
    expect(cluster?.members.map((m) => m.wallet).sort()).toEqual(buyers.map((b) => b.address).sort());
    expect(cluster?.members.every((m) => m.signature === fundingSignature)).toBe(true);
    const f = finding(r, 'FUNDING_CLUSTER');
    expect(f).toMatchObject({ type: 'danger', weight: WEIGHTS.fundingCluster });
    expect(f?.message).toMatch(/^5 buyers first funded by /);
    expect(f?.evidence).toContain(`first incoming SOL from ${funder.address}`);
    for (const b of buyers) expect(f?.evidence).toContain(`${b.address} (slot`);
    expect(f?.evidence).toContain(fundingSignature);
  });

  it('flags the same-slot bundle, naming the five wallets, and reads "high"', () => {
    const f = finding(r, 'BUNDLED_LAUNCH');
    expect(f).toMatchObject({ type: 'danger', weight: WEIGHTS.bundledLaunch });
    expect(f?.message).toMatch(/^5 wallets bought .* in the creation slot itself/);
    for (const b of buyers) expect(f?.evidence).toContain(b.address);
    expect(r.actors.bundle?.wallets.every((w) => w.slot === r.actors.launch.slot)).toBe(true);
    expect(r.riskLevel).toBe('high');
  });
});

describe('a creator who sold everything', () => {
  let mint: string;
  let creator: KeyPairSigner;
  let sell: Awaited<ReturnType<typeof sellAll>>;
  let r: TokenReport;
  beforeAll(async () => {
    creator = await c.wallet(3);
    advance(MINUTE);
    ({ mint } = await c.launch(creator, {
      name: 'Exit Left',
      symbol: 'EXIT',
      initialBuyLamports: SOL.toString(),
    }));
    advance(MINUTE);
    sell = await sellAll(creator, mint);
    nextSlot();
    r = await scan(mint);
    reports.creatorSold = r;
  }, 60_000);

  it('flags CREATOR_SOLD_ALL with the SOL taken out and the sell transaction', () => {
    expect(r.actors.creator?.soldPct).toBe(100);
    const out = BigInt(sell.quote.solLamports);
    expect(r.actors.creator?.solOutLamports).toBe(out);
    const f = finding(r, 'CREATOR_SOLD_ALL');
    expect(f).toMatchObject({ type: 'danger', weight: WEIGHTS.creatorSoldAll });
    const sol = (Number(out) / 1e9).toLocaleString('en-US', { maximumFractionDigits: 3 });
    expect(f?.message).toContain(`took out ${sol} SOL`);
    expect(f?.evidence).toContain(creator.address);
    expect(f?.evidence).toContain(sell.signature);
  });

  it('reads "high": nothing left to sell into, made minutes ago', () => {
    expect(codes(r)).toEqual(expect.arrayContaining(['LIQUIDITY_THIN', 'AGE_UNDER_HOUR']));
    expect(r.riskLevel).toBe('high');
  });
});

describe('a creator whose three earlier tokens died', () => {
  let mint: string;
  let creator: KeyPairSigner;
  let dead: string[];
  let r: TokenReport;
  beforeAll(async () => {
    creator = await c.wallet(5);
    dead = [];
    for (let i = 1; i <= 3; i++) {
      advance(MINUTE);
      const launched = await c.launch(creator, {
        name: `Gone ${i}`,
        symbol: `GONE${i}`,
        initialBuyLamports: (SOL / 2n).toString(),
      });
      advance(MINUTE);
      await sellAll(creator, launched.mint);
      dead.push(launched.mint);
    }
    advance(MINUTE);
    ({ mint } = await c.launch(creator, { name: 'Fresh Start', symbol: 'FRESH' }));
    advance(MINUTE);
    await buy(await c.wallet(1), mint, SOL / 2n);
    r = await scan(mint);
    reports.rugHistory = r;
  }, 60_000);

  it('flags CREATOR_RUG_HISTORY naming the three dead tokens', () => {
    const earlier = r.creator.launches?.filter((l) => l.address !== mint) ?? [];
    expect(earlier.map((l) => l.address)).toEqual(dead);
    expect(earlier.map((l) => l.fate)).toEqual(['dead', 'dead', 'dead']);
    const f = finding(r, 'CREATOR_RUG_HISTORY');
    expect(f).toMatchObject({ type: 'danger', weight: WEIGHTS.creatorRugHistory });
    expect(f?.message).toBe("3 of the creator's 3 earlier launches died");
    expect(f?.evidence).toContain(`creator = ${creator.address}`);
    for (const m of dead) expect(f?.evidence).toContain(m);
    expect(r.checks.noRugPull.reason).toContain('creator has dead launches');
  });

  it('reads "high" although this token itself shows nothing else', () => {
    expect(codes(r)).not.toContain('CREATOR_SOLD_ALL');
    expect(codes(r)).not.toContain('SERIAL_LAUNCHER'); // three earlier launches are not more than three
    expect(r.riskLevel).toBe('high');
  });
});

describe('a fresh token with thin liquidity', () => {
  let mint: string;
  let r: TokenReport;
  beforeAll(async () => {
    const creator = await c.wallet(1);
    advance(MINUTE);
    ({ mint } = await c.launch(creator, { name: 'Thin Ice', symbol: 'THIN' }));
    advance(20_000);
    await buy(await c.wallet(1), mint, (3n * SOL) / 10n);
    r = await scan(mint);
    reports.thin = r;
  }, 60_000);

  it('flags LIQUIDITY_THIN and AGE_UNDER_HOUR with their evidence, and both hold it above "low"', () => {
    const thin = finding(r, 'LIQUIDITY_THIN');
    expect(thin).toMatchObject({ type: 'danger', weight: WEIGHTS.liquidityThin });
    expect(r.market.liquidityUsd).toBeLessThan(LIQUIDITY_FLOOR_USD);
    expect(thin?.evidence).toContain("the bonding curve's SOL reserve × SOL/USD");
    const young = finding(r, 'AGE_UNDER_HOUR');
    expect(young).toMatchObject({ type: 'danger', weight: WEIGHTS.ageUnderHour });
    expect(young?.evidence).toContain(r.actors.launch.signature);
    expect(r.levelCaps.map((x) => x.code)).toEqual(['YOUNG', 'THIN_LIQUIDITY']);
    expect(r.riskLevel).toBe('medium');
  });

  it('shows no actor risk: one ordinary buyer after the launch slots', () => {
    for (const code of ACTOR_DANGERS) expect(codes(r)).not.toContain(code);
  });
});

// For a mint the index does not know, the database source answers as `unknownMarketSource` does (no market, no
// venue activity) and adds only the chain's common funders (the faucet): the actors come from the chain.
describe('a Token-2022 mint made outside the launchpad, its holders funded by one wallet', () => {
  const DECIMALS = 6;
  const SUPPLY = 1_000_000n * 10n ** BigInt(DECIMALS);
  let mint: Address;
  let creator: KeyPairSigner;
  let funder: KeyPairSigner;
  let insiders: KeyPairSigner[];
  let others: KeyPairSigner[];
  let fundingSignature: string;
  let r: TokenReport;
  beforeAll(async () => {
    const rpc = appRpc(t.app);
    creator = await c.wallet(2);
    funder = await c.wallet(2);
    insiders = await Promise.all(Array.from({ length: 5 }, () => generateKeyPairSigner()));
    // Ten ordinary holders whose first SOL came from the faucet (a common funder).
    others = await Promise.all(Array.from({ length: 10 }, () => c.wallet(0.01)));
    advance(MINUTE);
    mint = await createCreatorMint(rpc, creator, SUPPLY, DECIMALS);
    advance(MINUTE);
    fundingSignature = await sendSol(
      rpc,
      funder,
      insiders.map((w) => w.address),
      SOL / 100n,
    );
    advance(MINUTE);
    // 8 % to each wallet the funder paid for (40 %), 5 % to each ordinary holder (50 %); the creator keeps 10 %.
    await sendTokens(rpc, creator, mint, DECIMALS, [
      ...insiders.map((w) => ({ owner: w.address, amount: (SUPPLY * 8n) / 100n })),
      ...others.map((w) => ({ owner: w.address, amount: (SUPPLY * 5n) / 100n })),
    ]);
    nextSlot();
    r = await scan(mint);
    reports.outside = r;
  }, 60_000);

  it('reads its actors from the chain history: creator, funding cluster and insiders', () => {
    expect(r.market.source).toBeNull(); // no venue knows it
    expect(r.actors.source).toBe('chain history');
    expect(r.actors.complete).toBe(true);
    expect(r.creator).toMatchObject({ address: creator.address, source: 'first-signer' });
    const cluster = r.actors.clusters?.find((x) => x.funder === funder.address);
    expect(cluster?.members.map((m) => m.wallet).sort()).toEqual(insiders.map((w) => w.address).sort());
    expect(cluster?.heldPct).toBeCloseTo(40, 6);
    expect(r.actors.clusters).toHaveLength(1); // the faucet-funded holders are no cluster
    // The funded holders are listed once, with their cluster; no other large holder was funded by a suspect.
    expect(r.actors.insiders).toEqual([]);
    expect(r.actors.combinedHeldPct).toBeCloseTo(50, 6); // the creator's 10 % and the cluster's 40 %
  });

  it('flags FUNDING_CLUSTER and INSIDERS_DOMINANT, naming the funder, the wallets and the funding transaction', () => {
    const cluster = finding(r, 'FUNDING_CLUSTER');
    expect(cluster?.type).toBe('danger');
    expect(cluster?.evidence).toContain(`first incoming SOL from ${funder.address}`);
    expect(cluster?.evidence).toContain(fundingSignature);
    for (const w of insiders) expect(cluster?.evidence).toContain(w.address);
    const dominant = finding(r, 'INSIDERS_DOMINANT');
    expect(dominant?.message).toContain('hold 50.0 % of the supply');
    expect(dominant?.evidence).toContain(`creator ${creator.address}`);
    expect(dominant?.evidence).toContain(`clusters: ${funder.address}`);
    // Tokens handed out by the creator are no purchase: no snipers, no bundle.
    expect(codes(r)).not.toContain('SNIPERS_HOLDING');
    expect(r.levelCaps.map((x) => x.code)).toContain('INSIDERS');
    expect(r.riskLevel).toBe('high');
  });
});

describe('the healthy token against the others', () => {
  it('outscores every other fixture, and only it reads "low"', () => {
    const { healthy, ...others } = reports;
    expect(Object.keys(others).sort()).toEqual(
      ['bundle', 'creatorSold', 'outside', 'rugHistory', 'sniped', 'thin'].sort(),
    );
    for (const [name, other] of Object.entries(others)) {
      expect(other.score, name).toBeLessThan(healthy!.score);
      expect(other.riskLevel, name).not.toBe('low');
    }
  });
});
