import { formatDecimal } from '../format/price';
import type { ActorWallet, Finding, LevelCap, TokenFacts } from './types';
import {
  BUNDLE_SHARE_PCT,
  CLUSTER_SHARE_PCT,
  CREATOR_SOLD_ALL_PCT,
  CREATOR_SOLD_MOST_PCT,
  EXTREME_DROP_PCT,
  EXTREME_RISE_PCT,
  INSIDER_SHARE_CAP_PCT,
  LEVEL_CAPS,
  LIQUIDITY_FLOOR_USD,
  LIQUIDITY_LOW_USD,
  NEW_TOKEN_MS,
  RUG_HISTORY_MIN_DEAD,
  SERIAL_LAUNCHER_MIN,
  SNIPER_SHARE_PCT,
  SNIPER_SLOTS,
  VOLUME_CHURN_RATIO,
  WEIGHTS,
  YOUNG_TOKEN_MS,
} from './weights';

/** Adds one finding to a report's list (the weight defaults to 0, for positives and unweighted facts). */
export type AddFinding = (
  type: Finding['type'],
  code: string,
  message: string,
  evidence: string,
  weight?: number,
) => void;

/** A report's findings list and the {@link AddFinding} that appends to it. */
export function findingList(): { findings: Finding[]; add: AddFinding } {
  const findings: Finding[] = [];
  const add: AddFinding = (type, code, message, evidence, weight = 0) => {
    findings.push({ type, code, message, evidence, weight });
  };
  return { findings, add };
}

/** The danger of an address with no account at all: the read that found nothing is its evidence. */
export function addMissingAccount(
  add: AddFinding,
  code: string,
  message: string,
  address: string,
  weight: number,
) {
  add('danger', code, message, `getMultipleAccounts(${address}): null`, weight);
}

const pct = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} %`;
const usd = (n: number) => `$${formatDecimal(n, n < 100 ? 2 : 0)}`;
const sol = (lamports: bigint) => `${formatDecimal(Number(lamports) / 1e9, 3)} SOL`;
const short = (a: string) => (a.length > 12 ? `${a.slice(0, 4)}…${a.slice(-4)}` : a);

/** "wallet (slot S, tx SIG)" for up to `max` wallets, then "+N more". */
export function walletsEvidence(wallets: readonly ActorWallet[], max = 5): string {
  const shown = wallets
    .slice(0, max)
    .map(
      (w) =>
        `${w.wallet}${w.slot !== null ? ` (slot ${w.slot}${w.signature ? `, tx ${w.signature}` : ''})` : ''}`,
    );
  return `${shown.join('; ')}${wallets.length > max ? `; +${wallets.length - max} more` : ''}`;
}

/** Age in words ("12 min", "5 h", "3 d"). */
export function ageText(ms: number): string {
  if (ms < 60_000) return 'less than a minute';
  if (ms < 60 * 60 * 1000) return `${Math.floor(ms / 60_000)} min`;
  if (ms < 48 * 60 * 60 * 1000) return `${Math.floor(ms / 3_600_000)} h`;
  return `${Math.floor(ms / 86_400_000)} d`;
}

/** Liquidity, age, volume against liquidity and extreme moves. */
export function marketFindings(r: TokenFacts, add: AddFinding): void {
  const m = r.market;
  const venue = m.liquidityVenue === 'pool' ? "the pool's SOL reserve" : "the bonding curve's SOL reserve";
  if (m.liquidityUsd === null)
    add(
      'danger',
      'LIQUIDITY_UNKNOWN',
      'No known market: liquidity is unknown, and a token that cannot be sold into is a risk',
      m.source ? `${m.source}: no venue for this token` : 'market source: no data',
      WEIGHTS.liquidityUnknown,
    );
  else if (m.liquidityUsd < LIQUIDITY_FLOOR_USD)
    add(
      'danger',
      'LIQUIDITY_THIN',
      `Thin liquidity: ${usd(m.liquidityUsd)} to sell into (under ${usd(LIQUIDITY_FLOOR_USD)})`,
      `${m.source ?? 'market source'}: ${venue} × SOL/USD = ${usd(m.liquidityUsd)}`,
      WEIGHTS.liquidityThin,
    );
  else if (m.liquidityUsd < LIQUIDITY_LOW_USD)
    add(
      'warning',
      'LIQUIDITY_LOW',
      `Low liquidity: ${usd(m.liquidityUsd)} to sell into`,
      `${m.source ?? 'market source'}: ${venue} × SOL/USD = ${usd(m.liquidityUsd)}`,
      WEIGHTS.liquidityLow,
    );
  else
    add(
      'positive',
      'LIQUIDITY_DEEP',
      `Liquidity of ${usd(m.liquidityUsd)}`,
      `${m.source ?? 'market source'}: ${venue} × SOL/USD`,
    );

  const createdBy =
    r.createdAtSource === 'platform-index'
      ? "the platform's launch record"
      : `the mint's first transaction${r.actors.launch.signature ? ` ${r.actors.launch.signature}` : ''}`;
  if (r.createdAt === null)
    add(
      'danger',
      'AGE_UNKNOWN',
      "The token's age is unknown: its first transaction is past the history the scanner reads",
      `getSignaturesForAddress(${r.address}): history longer than the bound`,
      WEIGHTS.ageUnknown,
    );
  else {
    const age = r.scannedAt - r.createdAt;
    // With a history longer than the scanner reads, the oldest transaction read only bounds the age from below.
    const bound = r.createdAtSource === 'chain-history-bound';
    const at = bound
      ? `getSignaturesForAddress(${r.address}): oldest transaction read ${new Date(r.createdAt).toISOString()} (history goes further back)`
      : `${createdBy}: ${new Date(r.createdAt).toISOString()}`;
    if (age < YOUNG_TOKEN_MS)
      add(
        'danger',
        bound ? 'AGE_UNKNOWN' : 'AGE_UNDER_HOUR',
        bound ? `Age unknown: its history reaches only ${ageText(age)} back` : `Created ${ageText(age)} ago`,
        at,
        bound ? WEIGHTS.ageUnknown : WEIGHTS.ageUnderHour,
      );
    else if (age < NEW_TOKEN_MS)
      add(
        'warning',
        'AGE_UNDER_DAY',
        bound ? `Trading for at least ${ageText(age)}` : `Created ${ageText(age)} ago`,
        at,
        WEIGHTS.ageUnderDay,
      );
    else add('positive', 'AGE_ESTABLISHED', `Trading for ${bound ? 'at least ' : ''}${ageText(age)}`, at);
  }

  if (m.volume24hUsd !== null && m.liquidityUsd !== null && m.liquidityUsd > 0) {
    const ratio = m.volume24hUsd / m.liquidityUsd;
    if (ratio >= VOLUME_CHURN_RATIO)
      add(
        'warning',
        'VOLUME_CHURN',
        `24 h volume is ${ratio.toFixed(0)}× the liquidity: wash trading or a dump in progress`,
        `${m.source ?? 'market source'}: volume ${usd(m.volume24hUsd)} / liquidity ${usd(m.liquidityUsd)}`,
        WEIGHTS.volumeChurn,
      );
  }
  const change = m.priceChange24hPct;
  if (change !== null && (change >= EXTREME_RISE_PCT || change <= -EXTREME_DROP_PCT))
    add(
      'warning',
      'EXTREME_MOVE',
      `Price ${change > 0 ? 'up' : 'down'} ${pct(Math.abs(change))} in 24 h`,
      `${m.source ?? 'market source'}: spot now vs 24 h ago`,
      WEIGHTS.extremeMove,
    );
}

/**
 * Creator selling and history, snipers, bundles, funding clusters and insiders. `pending`: the activity is still
 * being read (the static part of a report), so its absence is no finding yet.
 */
export function actorFindings(r: TokenFacts, add: AddFinding, pending = false): void {
  const a = r.actors;
  if (a.source === null && !pending) {
    add(
      'info',
      'ACTORS_UNKNOWN',
      'Who bought at launch could not be read: snipers, bundles and insiders are unknown',
      `getSignaturesForAddress(${r.address}) / venue records: no activity read`,
      WEIGHTS.actorsUnknown,
    );
  }
  const c = a.creator;
  const who = r.creator.address ?? 'creator';
  if (c && c.soldPct !== null && c.soldPct >= CREATOR_SOLD_MOST_PCT) {
    const all = c.soldPct >= CREATOR_SOLD_ALL_PCT;
    add(
      'danger',
      all ? 'CREATOR_SOLD_ALL' : 'CREATOR_SOLD_MOST',
      `The creator sold ${pct(c.soldPct)} of what it bought and took out ${sol(c.solOutLamports)} (put in ${sol(c.solInLamports)})`,
      `${a.source}: sells by ${who}${c.sellSignatures.length ? ` — ${c.sellSignatures.join(', ')}` : ''}`,
      all ? WEIGHTS.creatorSoldAll : WEIGHTS.creatorSoldMost,
    );
  }
  const launches = r.creator.launches?.filter((l) => l.address !== r.address) ?? null;
  if (launches) {
    const dead = launches.filter((l) => l.fate === 'dead');
    if (dead.length >= RUG_HISTORY_MIN_DEAD)
      add(
        'danger',
        'CREATOR_RUG_HISTORY',
        `${dead.length} of the creator's ${launches.length} earlier launches died`,
        `token index: creator = ${who}; dead: ${dead.map((l) => `${l.symbol} ${l.address}`).join(', ')}`,
        WEIGHTS.creatorRugHistory,
      );
    if (launches.length > SERIAL_LAUNCHER_MIN)
      add(
        'warning',
        'SERIAL_LAUNCHER',
        `The creator launched ${launches.length} other tokens here`,
        `token index: creator = ${who}`,
        WEIGHTS.serialLauncher,
      );
  }
  const s = a.snipers;
  if (s && s.boughtPct >= SNIPER_SHARE_PCT) {
    const holding = s.heldPct === null || s.heldPct >= SNIPER_SHARE_PCT;
    add(
      holding ? 'danger' : 'warning',
      holding ? 'SNIPERS_HOLDING' : 'SNIPERS_SOLD',
      `${s.wallets.length} sniper${s.wallets.length === 1 ? '' : 's'} bought ${pct(s.boughtPct)} in the first ${SNIPER_SLOTS + 1} slots; they hold ${s.heldPct === null ? 'an unknown share' : pct(s.heldPct)} now`,
      `launch slot ${a.launch.slot}: ${walletsEvidence(s.wallets)}`,
      holding ? WEIGHTS.snipersHolding : WEIGHTS.snipersSold,
    );
  }
  const b = a.bundle;
  if (b && b.boughtPct >= BUNDLE_SHARE_PCT)
    add(
      'danger',
      'BUNDLED_LAUNCH',
      `${b.wallets.length} wallet${b.wallets.length === 1 ? '' : 's'} bought ${pct(b.boughtPct)} in the creation slot itself (a bundle)`,
      `slot ${a.launch.slot}: ${walletsEvidence(b.wallets)}`,
      WEIGHTS.bundledLaunch,
    );
  for (const cluster of a.clusters ?? []) {
    const share = Math.max(cluster.boughtPct, cluster.heldPct ?? 0);
    if (share < CLUSTER_SHARE_PCT) continue;
    add(
      'danger',
      'FUNDING_CLUSTER',
      `${cluster.members.length} buyers first funded by ${short(cluster.funder)}${cluster.funder === r.creator.address ? ' (the creator)' : ''} bought ${pct(cluster.boughtPct)}; they hold ${cluster.heldPct === null ? 'an unknown share' : pct(cluster.heldPct)}`,
      `first incoming SOL from ${cluster.funder}: ${walletsEvidence(cluster.members)}`,
      WEIGHTS.fundingCluster,
    );
  }
  // The creator alone is weighed by CREATOR_HOLDS_LARGE; this finding is about the wallets around it.
  const others = (a.clusters?.length ?? 0) + (a.insiders?.length ?? 0) > 0;
  if (a.combinedHeldPct !== null && a.combinedHeldPct > INSIDER_SHARE_CAP_PCT && others)
    add(
      'danger',
      'INSIDERS_DOMINANT',
      `The creator, its funding clusters and insiders hold ${pct(a.combinedHeldPct)} of the supply`,
      `creator ${who}; insiders: ${walletsEvidence(a.insiders ?? [])}; clusters: ${(a.clusters ?? []).map((x) => x.funder).join(', ') || 'none'}`,
      WEIGHTS.insidersDominant,
    );
  else if (a.source !== null && a.combinedHeldPct === null)
    add(
      'info',
      'UNKNOWN_INSIDERS',
      'The share held by the creator, clusters and insiders is unknown (some funders or balances could not be read)',
      `first-funding lookups: ${a.funders.looked}, unread: ${a.funders.unknown}`,
      WEIGHTS.unknownFact,
    );
  if (a.source !== null && !a.complete)
    add(
      'info',
      'UNKNOWN_ACTIVITY_TAIL',
      `Only ${a.tradesRead} trades were read: activity past the bound is unknown`,
      `${a.source}: bounded read`,
      WEIGHTS.unknownFact,
    );
}

/** Why the level cannot be "low", whatever the score (LEVEL_CAPS). */
export function levelCapsOf(r: TokenFacts): LevelCap[] {
  const caps: LevelCap[] = [];
  const e = r.extensions;
  const levers = [
    r.freezeAuthority && 'freeze authority',
    e.pausable && 'pausable',
    e.transferHook?.programId && 'transfer hook',
    e.defaultAccountState === 'frozen' && 'frozen by default',
    e.nonTransferable && 'non-transferable',
    e.permanentDelegate && 'permanent delegate',
  ].filter(Boolean);
  if (levers.length)
    caps.push({ code: 'SELL_LEVER', reason: `${LEVEL_CAPS.SELL_LEVER}: ${levers.join(', ')}` });
  if (r.createdAt === null || r.scannedAt - r.createdAt < YOUNG_TOKEN_MS)
    caps.push({ code: 'YOUNG', reason: LEVEL_CAPS.YOUNG });
  if (r.market.liquidityUsd === null || r.market.liquidityUsd < LIQUIDITY_FLOOR_USD)
    caps.push({ code: 'THIN_LIQUIDITY', reason: LEVEL_CAPS.THIN_LIQUIDITY });
  if (r.actors.combinedHeldPct !== null && r.actors.combinedHeldPct > INSIDER_SHARE_CAP_PCT)
    caps.push({ code: 'INSIDERS', reason: LEVEL_CAPS.INSIDERS });
  return caps;
}
