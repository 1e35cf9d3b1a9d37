import { SCANNER_RISK_ICON_THRESHOLDS } from '@solpad/core';
import { LEVEL_CAPS, SCORE_CAP_NOT_LOW, WEIGHT_TABLE, type WeightRow } from '@solpad/core/scanner';

const GROUPS: WeightRow['group'][] = ['Mint', 'Holders', 'Market', 'Actors', 'Unknowns'];

/**
 * "How the score works": core's one table of named weights (the same the scanner scores with and the README
 * repeats), grouped, with the level thresholds and the conditions that hold a token above "low". Collapsed by
 * default.
 */
export function HowScoreWorks() {
  const { good, warning } = SCANNER_RISK_ICON_THRESHOLDS;
  return (
    <details className="card group flex flex-col gap-4" data-testid="how-score-works">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-accent">
        <h2 className="card-title">How the score works</h2>
        <span aria-hidden="true" className="text-subtle transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-4 flex flex-col gap-4 text-sm">
        <p className="text-muted">
          A token starts at 100; each finding adds its weight below, and the total is kept between 0 and 100.
          A fact that could not be read is shown as unknown and costs points: unknown never reads as safe.
        </p>
        <ul className="grid gap-2 sm:grid-cols-3" data-testid="score-levels">
          <li className="rounded-xl border border-emerald-500/40 px-3 py-2">
            <span className="font-semibold text-emerald-700 dark:text-emerald-300">Low risk</span>
            <span className="block text-muted text-xs">score above {good}</span>
          </li>
          <li className="rounded-xl border border-amber-500/40 px-3 py-2">
            <span className="font-semibold text-amber-700 dark:text-amber-300">Medium risk</span>
            <span className="block text-muted text-xs">
              {warning + 1} to {good}
            </span>
          </li>
          <li className="rounded-xl border border-red-500/40 px-3 py-2">
            <span className="font-semibold text-red-700 dark:text-red-300">High risk</span>
            <span className="block text-muted text-xs">{warning} or less</span>
          </li>
        </ul>
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">Never "Low risk" while…</h3>
          <p className="text-muted text-xs">
            …one of these holds, whatever the score: the score is held at {SCORE_CAP_NOT_LOW}.
          </p>
          <ul className="flex list-disc flex-col gap-1 pl-5" data-testid="score-caps">
            {Object.entries(LEVEL_CAPS).map(([code, reason]) => (
              <li key={code} data-cap={code}>
                {reason}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {GROUPS.map((group) => (
            <table key={group} className="w-full text-left text-sm" data-group={group}>
              <caption className="pb-1 text-left font-semibold">{group}</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Weight</th>
                </tr>
              </thead>
              <tbody>
                {WEIGHT_TABLE.filter((r) => r.group === group).map((r) => (
                  <tr key={r.key} className="border-line border-t align-top" data-weight-key={r.key}>
                    <td className="py-1 pr-3">
                      {r.when}
                      {r.key === 'unknownFactsCap' && (
                        <span className="text-muted"> (a cap, not a finding)</span>
                      )}
                    </td>
                    <td className="py-1 text-right font-semibold text-red-700 tabular-nums dark:text-red-300">
                      {r.weight}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </div>
    </details>
  );
}
