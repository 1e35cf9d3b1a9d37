import type { ReactNode } from 'react';

/**
 * A headline figure on its own card (a page's row of totals): the label, the figure, an optional line under it
 * and anything more. `testId` marks the card, `valueTestId` the figure; `valueClassName` sizes and tones it.
 */
export function FigureCard({
  label,
  value,
  sub,
  valueClassName = 'font-bold text-2xl tabular-nums',
  testId,
  valueTestId,
  children,
}: {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  valueClassName?: string;
  testId?: string;
  valueTestId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="card flex min-w-0 flex-col gap-1" data-testid={testId}>
      <span className="stat-label">{label}</span>
      <span data-testid={valueTestId} className={valueClassName}>
        {value}
      </span>
      {sub !== undefined && <span className="truncate text-muted text-xs tabular-nums">{sub}</span>}
      {children}
    </div>
  );
}
