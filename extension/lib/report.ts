import { SCANNER_RISK_ICON_THRESHOLDS } from '@solpad/core/constants';
import { formatInteger, formatSol, shortenAddress, shortenAddressesIn } from '@solpad/core/format';
import {
  LEVEL_CAPS,
  RISK_LEVEL_TEXT,
  SCORE_CAP_NOT_LOW,
  shareText,
  WEIGHT_TABLE,
  type WeightRow,
} from '@solpad/core/scanner';
import type { DigestGroup, TokenDigest } from '@solpad/core/schemas';
import { fieldRow, h } from './dom';
import type { ScanSummary } from './messages';
import { changeText, usdRow } from './money';

// The side panel's full report of a token: the same sections as the site's scanner page (level and score, every
// finding with its evidence, the actors, the market, how the score works), compact, from the digest the
// background caches (core's `tokenDigest` of the same report the overlay and popup summarise).

const UNKNOWN = 'Unknown';
const pct = (value: number | null) => (value === null ? UNKNOWN : shareText(value));

/** A wallet with the slot its buy (or funding) landed in, shortened; the full address on hover. */
function walletChip(w: { wallet: string; slot: string | null }): HTMLElement {
  return h(
    'li',
    { class: 'chip mono', title: w.wallet, 'data-wallet': w.wallet },
    shortenAddress(w.wallet),
    ...(w.slot ? [h('span', { class: 'subtle' }, ` · slot ${w.slot}`)] : []),
  );
}

/** One actor group: its count and shares, and the first wallets. Null reads "Unknown", never "none". */
function groupRow(label: string, testId: string, group: DigestGroup, held = true): HTMLElement[] {
  let text: string;
  if (group === null) text = UNKNOWN;
  else if (group.count === 0) text = 'None';
  else {
    const parts = [`${group.count} wallet${group.count === 1 ? '' : 's'}`];
    if (group.boughtPct !== null) parts.push(`bought ${shareText(group.boughtPct)}`);
    if (held && group.heldPct !== null) parts.push(`hold ${shareText(group.heldPct)}`);
    text = parts.join(' · ');
  }
  const row = fieldRow(label, text, { 'data-testid': testId });
  if (group && group.wallets.length > 0) {
    row[1].append(h('ul', { class: 'chips' }, ...group.wallets.map(walletChip)));
  }
  return row;
}

/** A part of the full report: its h3 `title`, then `children`; `testId` marks it for the browser tests. */
function reportPart(title: string, testId: string | undefined, ...children: Node[]): HTMLElement {
  return h('div', { class: 'report-part', 'data-testid': testId }, h('h3', {}, title), ...children);
}

function findingsPart(digest: TokenDigest): HTMLElement {
  const list = h('ul', { class: 'risks', 'data-testid': 'report-findings' });
  for (const f of digest.findings) {
    list.append(
      h(
        'li',
        { 'data-type': f.type },
        h(
          'span',
          { class: 'finding-head' },
          h('span', { class: 'risk-message grow' }, f.message),
          ...(f.weight !== 0
            ? [h('span', { class: 'weight' }, f.weight > 0 ? `+${f.weight}` : `${f.weight}`)]
            : []),
        ),
        h('span', { class: 'evidence', title: f.evidence }, shortenAddressesIn(f.evidence)),
      ),
    );
  }
  if (digest.findings.length === 0) list.append(h('li', {}, 'No findings.'));
  return reportPart('Findings', undefined, list);
}

function actorsPart(digest: TokenDigest): HTMLElement {
  const a = digest.actors;
  const creator = a.creator;
  return reportPart(
    'Actors',
    'report-actors',
    h(
      'p',
      { class: 'subtle' },
      a.source === null ? 'Who bought at launch could not be read.' : `From ${a.source}.`,
    ),
    h(
      'ul',
      { class: 'chips', 'aria-label': 'Actor summary' },
      ...a.parts.map((p) => h('li', { class: 'chip' }, p)),
    ),
    h(
      'dl',
      { class: 'rows' },
      ...fieldRow('Creator', creator.address ? shortenAddress(creator.address) : UNKNOWN, {
        class: 'mono',
        title: creator.address ?? '',
      }),
      ...fieldRow('Creator holds', pct(creator.holdsPct)),
      ...fieldRow(
        'Creator sold',
        creator.soldPct === null ? (a.source === null ? UNKNOWN : 'Bought none') : shareText(creator.soldPct),
      ),
      ...fieldRow(
        'SOL taken out',
        creator.solOutLamports === null ? UNKNOWN : `${formatSol(BigInt(creator.solOutLamports))} SOL`,
      ),
      ...groupRow('Snipers', 'report-snipers', a.snipers),
      ...groupRow('Bundle', 'report-bundle', a.bundle),
      ...groupRow('Insiders', 'report-insiders', a.insiders, false),
      ...groupRow('Funding clusters', 'report-clusters', a.clusters),
      ...fieldRow('Insider share', pct(a.combinedHeldPct)),
      ...fieldRow('Top 10 holders', pct(a.top10SharePct), { 'data-testid': 'report-top10' }),
    ),
  );
}

function marketPart(summary: ScanSummary, digest: TokenDigest): HTMLElement {
  const m = digest.market;
  return reportPart(
    'Market',
    'report-market',
    h(
      'dl',
      { class: 'rows' },
      ...usdRow('Price', summary.priceUsd, 'price'),
      ...usdRow('Market cap', summary.marketCapUsd, 'amount'),
      ...usdRow('Liquidity', m.liquidityUsd, 'amount'),
      ...fieldRow('Age', m.age ?? UNKNOWN),
      ...fieldRow('24h change', changeText(m.change24hPct)),
      ...usdRow('24h volume', m.volume24hUsd, 'amount'),
      ...fieldRow('Holders', m.holders === null ? UNKNOWN : formatInteger(m.holders)),
    ),
  );
}

const GROUPS: WeightRow['group'][] = ['Mint', 'Holders', 'Market', 'Actors', 'Unknowns'];

/** "How the score works": core's one table of named weights, the level thresholds and the level caps. */
export function howScoreWorks(): HTMLElement {
  const { good, warning } = SCANNER_RISK_ICON_THRESHOLDS;
  const tables = GROUPS.map((group) =>
    h(
      'table',
      { class: 'weights', 'data-group': group },
      h('caption', {}, group),
      h(
        'tbody',
        {},
        ...WEIGHT_TABLE.filter((r) => r.group === group).map((r) =>
          h(
            'tr',
            { 'data-weight-key': r.key },
            h('td', {}, r.when),
            h('td', { class: 'weight' }, String(r.weight)),
          ),
        ),
      ),
    ),
  );
  return h(
    'details',
    { class: 'report-part', 'data-testid': 'how-score-works' },
    h('summary', {}, h('h3', {}, 'How the score works')),
    h(
      'p',
      { class: 'subtle' },
      `A token starts at 100; each finding adds its weight, kept between 0 and 100. Unknown costs points: it never reads as safe. Low risk above ${good}, medium ${warning + 1}–${good}, high ${warning} or less.`,
    ),
    h(
      'p',
      { class: 'subtle' },
      `Never low risk (held at ${SCORE_CAP_NOT_LOW}) while: ${Object.values(LEVEL_CAPS).join('; ')}.`,
    ),
    ...tables,
  );
}

/** A scan's head (score, name, address, level and `extra`) and, when the level is held above low, why. */
export function summaryTop(summary: ScanSummary, extra: Node[] = []): Node[] {
  const title = summary.symbol || summary.name || shortenAddress(summary.address);
  return [
    h(
      'div',
      { class: 'summary-head' },
      h(
        'span',
        {
          class: 'score',
          'data-colour': summary.colour,
          'data-testid': 'score',
          'aria-label': `Score ${summary.score} of 100, ${summary.riskLevel} risk`,
        },
        String(summary.score),
      ),
      h(
        'div',
        { class: 'grow' },
        h('strong', { class: 'ellipsis' }, title),
        h('div', { class: 'subtle mono', title: summary.address }, shortenAddress(summary.address, 6)),
      ),
      h(
        'span',
        { class: 'level', 'data-level': summary.riskLevel, 'data-testid': 'level' },
        RISK_LEVEL_TEXT[summary.riskLevel],
      ),
      ...extra,
    ),
    ...(summary.levelCaps.length
      ? [
          h(
            'p',
            { class: 'caps', 'data-testid': 'level-caps' },
            `Held above low risk: ${summary.levelCaps.join('; ')}`,
          ),
        ]
      : []),
  ];
}

/**
 * The full report of one scan, compact: score and level (and what holds it above low), the findings with their
 * evidence, the actors, the market and how the score works. `extra` goes into the head (the watchlist star).
 */
export function fullReport(summary: ScanSummary, extra: Node[] = []): HTMLElement {
  const digest = summary.digest;
  return h(
    'article',
    { class: 'summary report', 'data-testid': 'full-report', 'data-address': summary.address },
    ...summaryTop(summary, extra),
    ...(digest
      ? [findingsPart(digest), actorsPart(digest), marketPart(summary, digest)]
      : [h('p', { class: 'muted' }, 'Scan again for the full report.')]),
    howScoreWorks(),
    h('a', { href: summary.reportUrl, target: '_blank', rel: 'noopener' }, 'Open on the site →'),
  );
}
