import { shareOfSupply } from './holders';
import type {
  ActorFacts,
  ActorWallet,
  BuyerGroup,
  CreatorLaunch,
  FundingCluster,
  Holder,
  LaunchFate,
} from './types';
import { DEAD_DRAWDOWN_PCT, DEAD_LIQUIDITY_USD, SNIPER_SLOTS } from './weights';

/**
 * One change of a wallet's position in the token, as the actor analysis reads it. From the venue's records a
 * trade is a `buy` or a `sell`; from the chain, a token inflow paid with SOL is a `buy`, a token outflow paid in
 * SOL a `sell`, and anything else a `receive` or `send` (a transfer, a mint, an airdrop).
 */
export interface ActivityEvent {
  signature: string;
  slot: bigint;
  /** ms since epoch (null: the block time was not reported). */
  time: number | null;
  wallet: string;
  kind: 'buy' | 'sell' | 'receive' | 'send';
  tokenAmount: bigint;
  solLamports: bigint;
}

/** A token's activity since its creation, oldest first, and where it came from. */
export interface TokenActivity {
  source: string;
  /** Whether every event since the creation is here (false: a bound cut it; the rest is unknown). */
  complete: boolean;
  launch: { slot: bigint | null; signature: string | null; time: number | null; creator: string | null };
  events: ActivityEvent[];
}

/** A wallet's first incoming SOL: who sent it, in which transaction. */
export interface Funding {
  funder: string;
  signature: string;
  slot: bigint;
}

/** Everything the actor analysis needs besides the activity. */
export interface ActorInputs {
  activity: TokenActivity | null;
  creator: string | null;
  supply: bigint;
  /** Wallets that are the venue (bonding-curve vault, pool) or programs: never a buyer, sniper or insider. */
  excluded: ReadonlySet<string>;
  /** First funding per wallet looked up (null value: could not be read); null: no lookup was made. */
  funders: ReadonlyMap<string, Funding | null> | null;
  /** Wallets that fund everyone (a faucet, an exchange's hot wallet), by label: never the basis of a cluster. */
  commonFunders: Readonly<Record<string, string>>;
  /** Balance now per wallet (null value: could not be read); null: no balances were read. */
  balances: ReadonlyMap<string, bigint | null> | null;
  /** The largest holders (owners), labelled ones included; they are filtered here. */
  topHolders: readonly Holder[];
}

/** Most wallets whose funding and balance one scan looks up (the rest is reported as not looked up). */
export const ACTOR_LOOKUP_MAX = 60;

const isAcquisition = (e: ActivityEvent) => e.kind === 'buy' || e.kind === 'receive';

/** Buyers in slot order: each wallet once, at its first acquisition. */
function firstAcquisitions(events: readonly ActivityEvent[], skip: (w: string) => boolean) {
  const first = new Map<string, ActivityEvent>();
  for (const e of events)
    if (isAcquisition(e) && !skip(e.wallet) && !first.has(e.wallet)) first.set(e.wallet, e);
  return [...first.values()];
}

/**
 * The wallets worth a funding and balance lookup, most telling first: the creation-slot bundle, the snipers,
 * the largest holders that are not the venue, then the earliest other buyers — at most {@link ACTOR_LOOKUP_MAX}.
 */
export function actorWalletsToLookUp(
  activity: TokenActivity | null,
  creator: string | null,
  topHolders: readonly Holder[],
  excluded: ReadonlySet<string>,
): string[] {
  const out = new Set<string>();
  const skip = (w: string) => excluded.has(w) || w === creator;
  const launchSlot = activity?.launch.slot ?? null;
  const buyers = activity ? firstAcquisitions(activity.events, skip) : [];
  if (launchSlot !== null)
    for (const e of buyers) if (e.slot <= launchSlot + BigInt(SNIPER_SLOTS)) out.add(e.wallet);
  for (const h of topHolders) if (h.owner && h.label === null && !skip(h.owner)) out.add(h.owner);
  for (const e of buyers) out.add(e.wallet);
  if (creator) out.add(creator);
  return [...out].slice(0, ACTOR_LOOKUP_MAX);
}

/** Net tokens bought per wallet (acquisitions) in the events. */
function boughtBy(events: readonly ActivityEvent[]): Map<string, bigint> {
  const m = new Map<string, bigint>();
  for (const e of events) if (isAcquisition(e)) m.set(e.wallet, (m.get(e.wallet) ?? 0n) + e.tokenAmount);
  return m;
}

function group(
  firsts: readonly ActivityEvent[],
  bought: ReadonlyMap<string, bigint>,
  balances: ActorInputs['balances'],
  supply: bigint,
): BuyerGroup {
  const wallets: ActorWallet[] = firsts.map((e) => ({
    wallet: e.wallet,
    slot: e.slot,
    signature: e.signature,
    boughtTokens: bought.get(e.wallet) ?? e.tokenAmount,
    heldTokens: balances?.get(e.wallet) ?? null,
  }));
  const boughtSum = wallets.reduce((s, w) => s + w.boughtTokens, 0n);
  const held = wallets.every((w) => w.heldTokens !== null)
    ? wallets.reduce((s, w) => s + (w.heldTokens ?? 0n), 0n)
    : null;
  return {
    wallets,
    boughtPct: shareOfSupply(boughtSum, supply),
    heldPct: held === null ? null : shareOfSupply(held, supply),
  };
}

/** The creator's buys and sells since the launch. */
function creatorPart(events: readonly ActivityEvent[], creator: string): NonNullable<ActorFacts['creator']> {
  let boughtTokens = 0n;
  let soldTokens = 0n;
  let solInLamports = 0n;
  let solOutLamports = 0n;
  const sellSignatures: string[] = [];
  for (const e of events) {
    if (e.wallet !== creator) continue;
    if (e.kind === 'buy') {
      boughtTokens += e.tokenAmount;
      solInLamports += e.solLamports;
    } else if (e.kind === 'sell') {
      soldTokens += e.tokenAmount;
      solOutLamports += e.solLamports;
      sellSignatures.push(e.signature);
    } else if (e.kind === 'receive') boughtTokens += e.tokenAmount;
  }
  return {
    boughtTokens,
    soldTokens,
    soldPct: boughtTokens > 0n ? Math.min(100, shareOfSupply(soldTokens, boughtTokens)) : null,
    solInLamports,
    solOutLamports,
    sellSignatures: sellSignatures.slice(-5),
  };
}

/** Buyers grouped by their first funder: clusters of two or more. */
function clustersOf(
  buyers: readonly ActivityEvent[],
  bought: ReadonlyMap<string, bigint>,
  i: ActorInputs & { funders: NonNullable<ActorInputs['funders']> },
): FundingCluster[] {
  const { funders, balances, supply } = i;
  const byFunder = new Map<string, ActorWallet[]>();
  for (const e of buyers) {
    const f = funders.get(e.wallet);
    if (!f || f.funder in i.commonFunders) continue;
    const members = byFunder.get(f.funder) ?? [];
    members.push({
      wallet: e.wallet,
      slot: f.slot,
      signature: f.signature,
      boughtTokens: bought.get(e.wallet) ?? 0n,
      heldTokens: balances?.get(e.wallet) ?? null,
    });
    byFunder.set(f.funder, members);
  }
  const clusters: FundingCluster[] = [];
  for (const [funder, members] of byFunder) {
    if (members.length < 2) continue;
    const boughtSum = members.reduce((s, m) => s + m.boughtTokens, 0n);
    const held = members.every((m) => m.heldTokens !== null)
      ? members.reduce((s, m) => s + (m.heldTokens ?? 0n), 0n)
      : null;
    clusters.push({
      funder,
      members,
      boughtPct: shareOfSupply(boughtSum, supply),
      heldPct: held === null ? null : shareOfSupply(held, supply),
    });
  }
  return clusters.sort((a, b) => (b.heldPct ?? b.boughtPct) - (a.heldPct ?? a.boughtPct));
}

/**
 * The actor facts of a token whose activity could not be read: every part unknown (null, never "none"), with
 * what the funder lookups (if any were made) found.
 */
export function unknownActors(funders: ActorInputs['funders'] = null): ActorFacts {
  return {
    source: null,
    complete: false,
    launch: { slot: null, signature: null, time: null },
    tradesRead: 0,
    creator: null,
    snipers: null,
    bundle: null,
    clusters: null,
    insiders: null,
    combinedHeldPct: null,
    funders: { looked: funders?.size ?? 0, unknown: countUnknown(funders) },
  };
}

/**
 * The actor analysis: the creator's selling, snipers (bought in the creation slot or the next
 * {@link SNIPER_SLOTS}), the same-slot bundle, funding clusters (buyers whose first SOL came from one wallet),
 * insiders (largest holders funded by the creator or a cluster's funder) and the share all of them hold now.
 * Pure: every fact comes from the inputs, and a part whose inputs are missing is null (unknown).
 */
export function analyzeActors(i: ActorInputs): ActorFacts {
  const { activity, creator, supply, excluded } = i;
  if (!activity) return unknownActors(i.funders);
  const { events, launch } = activity;
  const skip = (w: string) => excluded.has(w) || w === creator;
  const buyers = firstAcquisitions(events, skip);
  const bought = boughtBy(events);
  const launchSlot = launch.slot;
  // Snipers and the bundle are buyers: a token received without paying for it (the creator minting or sending
  // supply to wallets) is no purchase — concentration and insiders weigh that.
  const buys = events.filter((e) => e.kind === 'buy');
  const buyersIn = (inWindow: (slot: bigint) => boolean) => {
    const window = buys.filter((e) => inWindow(e.slot));
    return group(firstAcquisitions(window, skip), boughtBy(window), i.balances, supply);
  };
  const snipers = launchSlot === null ? null : buyersIn((slot) => slot <= launchSlot + BigInt(SNIPER_SLOTS));
  const bundle = launchSlot === null ? null : buyersIn((slot) => slot === launchSlot);
  const funders = i.funders;
  const clusters = funders ? clustersOf(buyers, bought, { ...i, funders }) : null;

  // Insiders: large holders whose first SOL came from the creator or from a cluster's funder.
  let insiders: ActorWallet[] | null = null;
  if (i.funders) {
    const suspectFunders = new Set<string>(clusters?.map((c) => c.funder) ?? []);
    if (creator) suspectFunders.add(creator);
    // A cluster's members are listed with their cluster: insiders are the other large holders.
    const members = new Set(clusters?.flatMap((c) => c.members.map((m) => m.wallet)) ?? []);
    insiders = [];
    for (const h of i.topHolders) {
      if (!h.owner || h.label !== null || skip(h.owner) || members.has(h.owner)) continue;
      const f = i.funders.get(h.owner);
      if (f && suspectFunders.has(f.funder))
        insiders.push({
          wallet: h.owner,
          slot: f.slot,
          signature: f.signature,
          boughtTokens: bought.get(h.owner) ?? 0n,
          heldTokens: h.amount,
        });
    }
  }

  // Creator + clusters + insiders, each wallet counted once, at its balance now.
  let combinedHeldPct: number | null = null;
  if (i.balances && clusters && insiders) {
    const held = new Map<string, bigint | null>();
    if (creator) held.set(creator, i.balances.get(creator) ?? null);
    for (const c of clusters) for (const m of c.members) held.set(m.wallet, m.heldTokens);
    for (const w of insiders) held.set(w.wallet, w.heldTokens);
    const values = [...held.values()];
    if (values.every((v) => v !== null))
      combinedHeldPct = shareOfSupply(
        values.reduce((s: bigint, v) => s + (v ?? 0n), 0n),
        supply,
      );
  }

  return {
    source: activity.source,
    complete: activity.complete,
    launch: { slot: launch.slot, signature: launch.signature, time: launch.time },
    tradesRead: events.filter((e) => e.kind === 'buy' || e.kind === 'sell').length,
    creator: creator ? creatorPart(events, creator) : null,
    snipers,
    bundle,
    clusters,
    insiders,
    combinedHeldPct,
    funders: { looked: i.funders?.size ?? 0, unknown: countUnknown(i.funders) },
  };
}

function countUnknown(funders: ActorInputs['funders']): number {
  if (!funders) return 0;
  let n = 0;
  for (const v of funders.values()) if (v === null) n++;
  return n;
}

/**
 * How an earlier launch fared: dead when it lost at least {@link DEAD_DRAWDOWN_PCT} % from its peak or its
 * liquidity is under {@link DEAD_LIQUIDITY_USD}; young when it never traded; unknown when its liquidity is.
 */
export function launchFate(
  l: Pick<CreatorLaunch, 'peakPriceSol' | 'lastPriceSol' | 'liquidityUsd'>,
): LaunchFate {
  if (l.peakPriceSol === null || l.lastPriceSol === null) return 'young';
  if (l.peakPriceSol > 0 && l.lastPriceSol * 100 <= l.peakPriceSol * (100 - DEAD_DRAWDOWN_PCT)) return 'dead';
  if (l.liquidityUsd === null) return 'unknown';
  return l.liquidityUsd < DEAD_LIQUIDITY_USD ? 'dead' : 'alive';
}
