import { SCANNER_SCORE_THRESHOLDS } from '@solpad/core/constants';
import {
  actorSummaryLine,
  type Finding,
  type TokenReport,
  tokenDigest,
  topFindings,
} from '@solpad/core/scanner';
import { LEVEL_CAPS_MAX, type ScanSummary, type ScoreColour, type SummaryRisk } from './messages';

/** The colour of a score (spec §9: 80+ green, 60+ yellow, 40+ orange, else red). */
export function scoreColour(score: number): ScoreColour {
  if (score >= SCANNER_SCORE_THRESHOLDS.green) return 'green';
  if (score >= SCANNER_SCORE_THRESHOLDS.yellow) return 'yellow';
  if (score >= SCANNER_SCORE_THRESHOLDS.orange) return 'orange';
  return 'red';
}

/** The three most serious risks (core's `topFindings`: dangers, then warnings, then unknowns; heavier first). */
export function topRisks(risks: readonly Finding[], count = 3): SummaryRisk[] {
  return topFindings(risks, count).map(({ type, message, evidence }) => ({ type, message, evidence }));
}

/** The site's full report of a token: `${apiBase}/tools/scanner?type=token&q=ADDRESS`. */
export function fullReportUrl(apiBase: string, address: string): string {
  return `${apiBase}/tools/scanner?type=token&q=${encodeURIComponent(address)}`;
}

/** What the popup, side panel and overlay show of a token report. */
export function summarise(report: TokenReport, apiBase: string): ScanSummary {
  return {
    address: report.address,
    name: report.name,
    symbol: report.symbol,
    score: report.score,
    riskLevel: report.riskLevel,
    colour: scoreColour(report.score),
    risks: topRisks(report.risks),
    levelCaps: report.levelCaps.map((c) => c.reason).slice(0, LEVEL_CAPS_MAX),
    actors: actorSummaryLine(report.actors),
    priceUsd: report.market.priceUsd,
    marketCapUsd: report.market.marketCapUsd ?? null,
    change24hPct: report.market.priceChange24hPct ?? null,
    liquidityUsd: report.market.liquidityUsd,
    scannedAt: report.scannedAt,
    reportUrl: fullReportUrl(apiBase, report.address),
    digest: tokenDigest(report),
  };
}
