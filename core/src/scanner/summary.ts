import { ageText } from './market-findings';
import type { ActorFacts, Finding, TokenReport } from './types';

// Presentation helpers the site and the extension share: how a report's level, top findings, age and actor
// analysis read in one line. Pure; they only word what the report already says (null stays "unknown").

/** The words of each risk level (in core/format, where pages that show a score without the scanner find them). */
export { RISK_LEVEL_TEXT } from '../format/risk';

const SEVERITY: Record<Finding['type'], number> = { danger: 0, warning: 1, info: 2, positive: 3 };

/**
 * The most serious findings: dangers before warnings before unknowns (info), then the heavier weight first;
 * the report's order breaks ties. Positives never count as risks.
 */
export function topFindings(findings: readonly Finding[], count = 3): Finding[] {
  return findings
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.type !== 'positive')
    .sort(
      (a, b) =>
        SEVERITY[a.f.type] - SEVERITY[b.f.type] || Math.abs(b.f.weight) - Math.abs(a.f.weight) || a.i - b.i,
    )
    .slice(0, count)
    .map(({ f }) => f);
}

/**
 * How old the token is, in words: "Created 12 min ago" ("less than a minute ago" under one); "Created at least
 * 3 d ago" when the history the scanner read does not reach the creation; null when the age is unknown.
 * Measured at the scan (`scannedAt`).
 */
export function createdAgoText(
  r: Pick<TokenReport, 'createdAt' | 'createdAtSource' | 'scannedAt'>,
): string | null {
  if (r.createdAt === null) return null;
  const ms = Math.max(0, r.scannedAt - r.createdAt);
  const bound = r.createdAtSource === 'chain-history-bound';
  if (ms < 60_000) return bound ? 'Created at least moments ago' : 'Created less than a minute ago';
  return bound ? `Created at least ${ageText(ms)} ago` : `Created ${ageText(ms)} ago`;
}

/** A share of supply in words: "12.5 %", "100 %", "0.04 %". */
export function shareText(pct: number): string {
  const digits = pct === 0 || pct >= 1 ? 1 : 2;
  return `${Number(pct.toFixed(digits))} %`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The actor analysis in a few short parts, e.g. ["Creator sold 100 %", "3 snipers hold 12.5 %", "Bundle: 2
 * wallets bought 4 %", "1 funding cluster (5 wallets) holds 20 %"]. A part the analysis could not read says
 * "unknown"; when no activity was read at all, one part says so.
 */
export function actorSummaryParts(actors: ActorFacts): string[] {
  if (actors.source === null) return ['Actors unknown: who bought at launch could not be read'];
  const parts: string[] = [];
  const c = actors.creator;
  if (c === null) parts.push('Creator unknown');
  else if (c.soldPct === null) parts.push('Creator bought none');
  else parts.push(`Creator sold ${shareText(c.soldPct)}`);

  const s = actors.snipers;
  if (s === null) parts.push('Snipers unknown');
  else if (s.wallets.length === 0) parts.push('No snipers');
  else
    parts.push(
      `${plural(s.wallets.length, 'sniper')} hold${s.wallets.length === 1 ? 's' : ''} ${s.heldPct === null ? 'an unknown share' : shareText(s.heldPct)}`,
    );

  const b = actors.bundle;
  if (b === null) parts.push('Bundle unknown');
  else if (b.wallets.length === 0) parts.push('No same-slot bundle');
  else parts.push(`Bundle: ${plural(b.wallets.length, 'wallet')} bought ${shareText(b.boughtPct)}`);

  const cl = actors.clusters;
  if (cl === null) parts.push('Funding clusters unknown');
  else if (cl.length === 0) parts.push('No funding clusters');
  else {
    const members = cl.reduce((n, x) => n + x.members.length, 0);
    const held = cl.every((x) => x.heldPct !== null)
      ? cl.reduce((sum, x) => sum + (x.heldPct ?? 0), 0)
      : null;
    parts.push(
      `${plural(cl.length, 'funding cluster')} (${plural(members, 'wallet')}) hold${cl.length === 1 ? 's' : ''} ${held === null ? 'an unknown share' : shareText(held)}`,
    );
  }
  return parts;
}

/** {@link actorSummaryParts} joined into one line. */
export function actorSummaryLine(actors: ActorFacts): string {
  return actorSummaryParts(actors).join(' · ');
}
