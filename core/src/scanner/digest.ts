import {
  DIGEST_FINDINGS_MAX,
  DIGEST_WALLETS_MAX,
  type DigestGroup,
  type TokenDigest,
} from '../schemas/scanner-digest';
import { actorSummaryParts, createdAgoText } from './summary';
import type { ActorWallet, BuyerGroup, TokenReport } from './types';

const wallets = (list: readonly ActorWallet[]) =>
  list.slice(0, DIGEST_WALLETS_MAX).map((w) => ({ wallet: w.wallet, slot: w.slot?.toString() ?? null }));

const group = (g: BuyerGroup | null): DigestGroup =>
  g === null
    ? null
    : { count: g.wallets.length, boughtPct: g.boughtPct, heldPct: g.heldPct, wallets: wallets(g.wallets) };

/**
 * A token report in brief (see `TokenDigestSchema`): its findings (risks, then opportunities) with their
 * evidence, the actor part (creator, snipers, bundle, insiders, funding clusters, top-10 share) and the market
 * facts. What the extension caches and its side panel renders; one source with the site's report.
 */
export function tokenDigest(report: TokenReport): TokenDigest {
  const a = report.actors;
  const clusters = a.clusters;
  const members = clusters?.flatMap((c) => c.members) ?? [];
  return {
    findings: [...report.risks, ...report.opportunities]
      .slice(0, DIGEST_FINDINGS_MAX)
      .map(({ type, message, evidence, weight }) => ({ type, message, evidence, weight })),
    actors: {
      source: a.source,
      parts: actorSummaryParts(a),
      creator: {
        address: report.creator.address,
        holdsPct: report.creator.sharePct,
        soldPct: a.creator?.soldPct ?? null,
        solOutLamports: a.creator ? a.creator.solOutLamports.toString() : null,
      },
      snipers: group(a.snipers),
      bundle: group(a.bundle),
      insiders:
        a.insiders === null
          ? null
          : { count: a.insiders.length, boughtPct: null, heldPct: null, wallets: wallets(a.insiders) },
      clusters:
        clusters === null
          ? null
          : {
              count: clusters.length,
              boughtPct: clusters.reduce((sum, c) => sum + c.boughtPct, 0),
              heldPct: clusters.every((c) => c.heldPct !== null)
                ? clusters.reduce((sum, c) => sum + (c.heldPct ?? 0), 0)
                : null,
              wallets: wallets(members),
            },
      combinedHeldPct: a.combinedHeldPct,
      top10SharePct: report.holders.top10SharePct,
    },
    market: {
      liquidityUsd: report.market.liquidityUsd,
      age: createdAgoText(report),
      change24hPct: report.market.priceChange24hPct,
      volume24hUsd: report.market.volume24hUsd,
      holders: report.holders.count,
      source: report.market.source,
    },
  };
}
