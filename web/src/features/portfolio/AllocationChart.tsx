import type { AllocationSlice } from './model';

/** Slice colours, in order (readable on both themes). */
const COLORS = ['#8b5cf6', '#10b981', '#f59e0b', '#3b82f6', '#ef4444', '#ec4899', '#64748b'];

/**
 * The allocation as an SVG donut (no chart library: a few arcs) with a legend that carries the numbers, so the
 * chart itself is decorative for screen readers.
 */
export function AllocationChart({
  slices,
  format,
}: {
  slices: AllocationSlice[];
  format(lamports: bigint): string;
}) {
  const r = 15.915; // circumference ≈ 100, so dash lengths are percentages
  let offset = 25; // start at 12 o'clock
  return (
    <div className="flex flex-col items-center gap-4">
      <svg viewBox="0 0 42 42" className="size-40 shrink-0" role="img" aria-label="Allocation chart">
        <circle cx="21" cy="21" r={r} fill="none" stroke="var(--surface-2)" strokeWidth="6" />
        {slices.map((s, i) => {
          const length = Math.max(s.share * 100, 0);
          const el = (
            <circle
              key={s.key}
              cx="21"
              cy="21"
              r={r}
              fill="none"
              stroke={COLORS[i % COLORS.length]}
              strokeWidth="6"
              strokeDasharray={`${length} ${100 - length}`}
              strokeDashoffset={offset}
            />
          );
          offset -= length;
          return el;
        })}
      </svg>
      <ul className="flex w-full min-w-0 flex-col gap-2 text-sm" aria-label="Allocation">
        {slices.map((s, i) => (
          <li key={s.key} className="flex items-center gap-2" data-slice={s.label}>
            <span
              className="size-3 shrink-0 rounded-sm"
              style={{ background: COLORS[i % COLORS.length] }}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1 truncate">{s.label}</span>
            <span className="text-muted tabular-nums">{format(s.lamports)}</span>
            <span className="w-14 text-right font-medium tabular-nums">{(s.share * 100).toFixed(1)} %</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
