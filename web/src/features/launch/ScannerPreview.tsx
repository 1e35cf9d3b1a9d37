import { formatCompact } from '@solpad/core';
import { createApiMarketSource, type Finding, previewLaunch, RISK_LEVEL_TEXT } from '@solpad/core/scanner';
import { ScannerMarketResponseSchema } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { CardSection } from '../../components/kit';
import { apiRequest } from '../../lib/api';
import { useAtomValue } from '../../lib/store';
import { CHECK_KEYS, checkTitle, scoreColor } from '../scanner';
import { walletConnectionAtom } from '../wallet';
import { parseInitialBuy, useLaunchFormValues } from './form';

/**
 * Any address the index does not know: the market endpoint still answers with the SOL price the platform
 * quotes with (`solUsd`), which is all the preview needs from it. The System Program is never a token.
 */
const PRICE_PROBE = '11111111111111111111111111111111';

/** The SOL price of the platform's market data (null while loading or when the API did not answer). */
function useSolUsd(): number | null {
  const { data } = useQuery({
    queryKey: ['launch', 'preview', 'sol-usd'],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/scanner/market/${PRICE_PROBE}`, ScannerMarketResponseSchema, { signal }))
        .solUsd,
    staleTime: 5 * 60_000,
  });
  return data ?? null;
}

/** Tokens the creator launched here before (null: no wallet, loading, or the index did not answer). */
function useEarlierLaunches(creator: string | null) {
  const { data } = useQuery({
    queryKey: ['launch', 'preview', 'launches', creator],
    enabled: creator !== null,
    queryFn: ({ signal }) =>
      createApiMarketSource(window.location.origin).launchesBy(creator as string, signal),
    staleTime: 30_000,
  });
  return creator === null ? null : (data ?? null);
}

const RISK_BADGE = {
  low: 'border-emerald-500/40 text-emerald-700 dark:text-emerald-300',
  medium: 'border-amber-500/40 text-amber-700 dark:text-amber-300',
  high: 'border-red-500/40 text-red-700 dark:text-red-300',
} as const;

function Outcome({ passed }: { passed: boolean | null }) {
  if (passed === null) return <span className="badge text-muted">Unknown</span>;
  return passed ? (
    <span className="badge border-emerald-500/40 text-emerald-700 dark:text-emerald-300">Pass</span>
  ) : (
    <span className="badge border-red-500/40 text-red-700 dark:text-red-300">Fail</span>
  );
}

/** A finding's weight on the score, in words: "−3 points", "+1 point". */
function pointsText(weight: number): string {
  const abs = Math.abs(weight);
  return `${weight > 0 ? '+' : '−'}${abs} ${abs === 1 ? 'point' : 'points'}`;
}

function FindingRow({ f }: { f: Finding }) {
  const unknown = f.code.startsWith('UNKNOWN_');
  const tone =
    f.type === 'positive'
      ? 'text-emerald-700 dark:text-emerald-300'
      : f.type === 'danger'
        ? 'text-red-700 dark:text-red-300'
        : unknown || f.type === 'info'
          ? 'text-muted'
          : 'text-amber-700 dark:text-amber-300';
  return (
    <li className="flex items-start gap-2" data-finding={f.code} title={f.evidence}>
      <span aria-hidden="true" className={`mt-0.5 shrink-0 ${tone}`}>
        {f.type === 'positive' ? '✓' : unknown ? '?' : f.type === 'danger' ? '✕' : '!'}
      </span>
      <span className="min-w-0">
        {unknown && <span className="font-medium text-muted">Unknown: </span>}
        {f.message}
        {f.weight !== 0 && (
          <>
            {' '}
            <span className="text-subtle tabular-nums">{pointsText(f.weight)}</span>
          </>
        )}
      </span>
    </li>
  );
}

type LaunchPreview = ReturnType<typeof previewLaunch>;

/** The preview's report as the form stands: the draft (deferred), the creator's earlier launches, SOL's price. */
function useLaunchPreview(mint: string | null) {
  const draft = useDeferredValue(useLaunchFormValues());
  const connection = useAtomValue(walletConnectionAtom);
  const creator = connection?.address ?? null;
  const solUsd = useSolUsd();
  const launches = useEarlierLaunches(creator);
  const buyLamports = parseInitialBuy(draft.initialBuySol);
  const preview = useMemo(
    () =>
      previewLaunch({
        name: draft.name.trim(),
        symbol: draft.symbol.trim(),
        platform: draft.platform,
        initialBuyLamports: buyLamports ?? 0n,
        creator,
        creatorLaunches: launches,
        solUsd,
        mint,
      }),
    [draft.name, draft.symbol, draft.platform, buyLamports, creator, launches, solUsd, mint],
  );
  return { preview, buyLamports };
}

/** The score, the risk level and the initial buy's share, then what holds the level up and the buy's notes. */
function PreviewScore({ preview, buyLamports }: { preview: LaunchPreview; buyLamports: bigint | null }) {
  const { report, initialBuy, buyRefusal } = preview;
  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <p className="flex items-baseline gap-1" data-testid="launch-preview-score" data-score={report.score}>
          <span className={`font-bold text-4xl tabular-nums ${scoreColor(report.score)}`}>
            {report.score}
          </span>
          <span className="text-muted">/100</span>
          <span className="sr-only">security score</span>
        </p>
        <span className={`badge ${RISK_BADGE[report.riskLevel]}`} data-testid="launch-preview-risk">
          {RISK_LEVEL_TEXT[report.riskLevel]}
        </span>
        {initialBuy && (
          <span className="text-muted text-sm" data-testid="launch-preview-buy">
            Your initial buy: {initialBuy.sharePct.toFixed(2)}% of the supply
          </span>
        )}
      </div>
      {report.levelCaps.length > 0 && (
        <ul className="flex flex-col gap-0.5 text-sm" data-testid="launch-preview-caps">
          {report.levelCaps.map((c) => (
            <li key={c.code} data-cap={c.code} className="text-amber-700 dark:text-amber-300">
              Held above low risk: {c.reason}
            </li>
          ))}
        </ul>
      )}
      {buyLamports === null && (
        <p className="text-amber-700 text-sm dark:text-amber-300">
          The initial buy is not a SOL amount yet: previewed without it.
        </p>
      )}
      {buyRefusal && (
        <p className="text-amber-700 text-sm dark:text-amber-300" data-testid="launch-preview-buy-refusal">
          {buyRefusal.replace(/^initialBuyLamports: /, 'Initial buy: ')}: previewed without it.
        </p>
      )}
    </>
  );
}

/** The scanner's checks, each with its outcome. */
function PreviewChecks({ report }: { report: LaunchPreview['report'] }) {
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-2" aria-label="Checks">
      {CHECK_KEYS.map((key) => (
        <li
          key={key}
          className="flex items-center justify-between gap-2"
          data-check={key}
          title={report.checks[key].reason}
        >
          <span>{checkTitle('token', key, report.checks[key])}</span>
          <Outcome passed={report.checks[key].passed} />
        </li>
      ))}
    </ul>
  );
}

/** One column of findings under its heading; `none` is said instead of an empty list. */
function FindingColumn({
  title,
  findings,
  testId,
  none,
}: {
  title: string;
  findings: readonly Finding[];
  testId: string;
  none?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium text-sm">{title}</h3>
      {none !== undefined && findings.length === 0 ? (
        <p className="text-muted text-sm">{none}</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm" data-testid={testId}>
          {findings.map((f) => (
            <FindingRow key={f.code} f={f} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Risk factors and opportunities, each a finding with its weight. */
function PreviewFindings({ report }: { report: LaunchPreview['report'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FindingColumn title="Risk factors" findings={report.risks} testId="launch-preview-risks" none="None" />
      <FindingColumn
        title="Opportunities"
        findings={report.opportunities}
        testId="launch-preview-opportunities"
      />
    </div>
  );
}

/** The market cap at launch and the facts the preview cannot know yet. */
function PreviewFacts({ preview }: { preview: LaunchPreview }) {
  const { report, unknowns } = preview;
  return (
    <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="text-muted">Market cap at launch</dt>
      <dd className="tabular-nums" data-testid="launch-preview-market-cap">
        {report.market.marketCapUsd === null
          ? 'Unknown until the first trade'
          : `$${formatCompact(report.market.marketCapUsd)}`}
      </dd>
      {unknowns.map((u) => (
        <div key={u.fact} className="contents" data-unknown={u.fact}>
          <dt className="text-muted">{u.fact}</dt>
          <dd>
            Unknown <span className="text-subtle">({u.reason})</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the Security Scanner will report about this token the moment its launch lands: core's `previewLaunch`
 * builds the facts the launch transaction produces from the form as it is typed and scores them with the
 * scanner's own code (the same findings, weights and checks as a real scan). It follows the form live.
 */
export function ScannerPreview({ mint }: { mint: string | null }) {
  const { preview, buyLamports } = useLaunchPreview(mint);
  return (
    <CardSection
      label="Scanner preview"
      titleId="launch-preview-title"
      titleClassName="font-semibold"
      className="card flex flex-col gap-4"
      headerClassName="flex flex-col gap-1"
      testId="launch-preview"
      aside={
        <p className="text-muted text-sm">
          What the Security Scanner will report about this token the moment it launches, scored by the scanner
          itself.
        </p>
      }
    >
      <PreviewScore preview={preview} buyLamports={buyLamports} />
      <PreviewChecks report={preview.report} />
      <PreviewFindings report={preview.report} />
      <PreviewFacts preview={preview} />
      <p className="text-subtle text-xs">
        Trades after the launch move the holders and the price, and with them the score.
      </p>
    </CardSection>
  );
}
