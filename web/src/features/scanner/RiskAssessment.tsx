import type { CheckResult, Finding, ScanReport } from '@solpad/core/scanner';
import { RISK_LEVEL_TEXT } from '@solpad/core/scanner';
import { CardSection } from '../../components/kit';
import { CHECK_KEYS, checkState, checkTitle, STATE_TEXT } from './checks';
import { REPORT_SECTION } from './Fact';
import { riskIcon, scoreColor } from './format';

const LEVEL_BADGE = {
  low: { glyph: '✔', cls: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400' },
  medium: { glyph: '!', cls: 'bg-amber-500/15 text-amber-600 dark:text-amber-400' },
  high: { glyph: '✖', cls: 'bg-red-500/15 text-red-600 dark:text-red-400' },
} as const;

const STATE_CLS = {
  pass: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  fail: 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300',
  unknown: 'border-line bg-surface-2 text-muted',
} as const;

/** One check slot: green only when it passed, red when it failed, grey "Unknown" when the evidence is missing. */
function CheckTile({
  kind,
  slot,
  check,
}: {
  kind: ScanReport['kind'];
  slot: (typeof CHECK_KEYS)[number];
  check: CheckResult;
}) {
  const state = checkState(check);
  return (
    <li
      data-testid={`check-${slot}`}
      data-state={state}
      className={`flex flex-col gap-1 rounded-xl border p-3 ${STATE_CLS[state]}`}
    >
      <span className="flex items-center justify-between gap-2 font-semibold text-sm">
        <span className="flex min-w-0 items-center gap-2">
          <span aria-hidden="true">{state === 'pass' ? '✔' : state === 'fail' ? '✖' : '?'}</span>
          <span data-testid="check-title">{checkTitle(kind, slot, check)}</span>
        </span>
        <span className="badge shrink-0">{STATE_TEXT[state]}</span>
      </span>
      <span className="text-muted text-xs">{check.reason}</span>
    </li>
  );
}

const FINDING_CLS: Record<Finding['type'], string> = {
  danger: 'border-red-500/40 text-red-700 dark:text-red-300',
  warning: 'border-amber-500/40 text-amber-700 dark:text-amber-300',
  info: 'border-line text-muted',
  positive: 'border-emerald-500/40 text-emerald-700 dark:text-emerald-300',
};

function FindingList({
  title,
  findings,
  empty,
  testId,
}: {
  title: string;
  findings: Finding[];
  empty: string;
  testId: string;
}) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <h4 className="font-semibold text-sm">{title}</h4>
      {findings.length === 0 ? (
        <p className="text-muted text-sm">{empty}</p>
      ) : (
        <ul data-testid={testId} className="flex flex-col gap-2">
          {findings.map((f) => (
            <li
              key={f.code + f.evidence}
              data-code={f.code}
              className={`rounded-xl border-l-4 bg-surface-2 px-3 py-2 ${FINDING_CLS[f.type]}`}
            >
              <p className="font-medium text-fg text-sm">
                <span className="badge mr-2 align-middle">
                  {f.code.startsWith('UNKNOWN_') || f.code.endsWith('_UNKNOWN') ? 'unknown' : f.type}
                </span>
                {f.message}
                {f.weight !== 0 && (
                  <span className="ml-1 text-subtle text-xs tabular-nums" title="Weight in the score">
                    ({f.weight})
                  </span>
                )}
              </p>
              <p className="mt-1 break-all font-mono text-[11px] text-subtle">Evidence: {f.evidence}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The Risk Assessment (spec §2): the level and score, why the level is held above "low", the four check slots
 * named for their evidence, then the risk factors and opportunities. `pending`: the actor analysis is still
 * running, so the score is the static part's.
 */
export function RiskAssessment({ report, pending = false }: { report: ScanReport; pending?: boolean }) {
  const level = LEVEL_BADGE[report.riskLevel];
  return (
    <CardSection
      look={REPORT_SECTION}
      label="Risk Assessment"
      titleId="risk-assessment"
      headerClassName="flex flex-wrap items-center justify-between gap-3"
      aside={
        <span
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 font-semibold text-xs ${level.cls}`}
          data-icon={riskIcon(report.score)}
        >
          <span aria-hidden="true">{level.glyph}</span>
          <span data-testid="risk-level" data-level={report.riskLevel}>
            {RISK_LEVEL_TEXT[report.riskLevel]}
          </span>
        </span>
      }
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="flex items-baseline gap-1">
          <span
            data-testid="risk-score"
            className={`font-bold text-5xl tabular-nums ${scoreColor(report.score)}`}
          >
            {report.score}
          </span>
          <span className="text-muted text-xl">/100</span>
        </p>
        {pending && (
          <p className="text-muted text-xs" data-testid="score-preliminary">
            Preliminary: the static checks are scored; who bought and who funded them is still being read.
          </p>
        )}
      </div>
      {report.levelCaps.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" data-testid="level-caps" aria-label="Held above low risk">
          {report.levelCaps.map((c) => (
            <li key={c.code} data-cap={c.code} className="text-amber-700 dark:text-amber-300">
              <span className="font-semibold">Held above low risk:</span> {c.reason}
            </li>
          ))}
        </ul>
      )}
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Checks">
        {CHECK_KEYS.map((k) => (
          <CheckTile key={k} kind={report.kind} slot={k} check={report.checks[k]} />
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <FindingList
          title="Risk Factors"
          findings={report.risks}
          empty="No risk factors found."
          testId="risk-factors"
        />
        <FindingList
          title="Opportunities"
          findings={report.opportunities}
          empty="No opportunities found."
          testId="opportunities"
        />
      </div>
    </CardSection>
  );
}
