// What every benchmark reports: named figures, each the median of several runs taken after a warm-up, with the
// runs themselves so the results table can say how noisy the figure was, and the budget it is held to.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where each benchmark leaves its figures for `bench/run.ts` to collect. */
export const OUT_DIR = fileURLToPath(new URL('../.out', import.meta.url));

/** A limit a figure is held to, and why that limit. */
export interface Budget {
  op: '<=' | '>=';
  value: number;
  why: string;
}

/** One measured figure. */
export interface Figure {
  /** Stable key, e.g. `api.stats.rps`. */
  id: string;
  /** What a reader sees in the table. */
  name: string;
  unit: string;
  /** The median of `runs`. */
  value: number;
  runs: number[];
  budget?: Budget;
  /** Context worth keeping next to the figure (connections, sizes, conditions). */
  note?: string;
}

/** The middle value (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The `q`-quantile (0..1) by nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** How far apart the runs were, as a percentage of the median: (max − min) / median. */
export function spreadPct(runs: readonly number[]): number {
  if (runs.length < 2) return 0;
  const m = median(runs);
  if (m === 0) return 0;
  return ((Math.max(...runs) - Math.min(...runs)) / Math.abs(m)) * 100;
}

/** Whether a figure meets its budget (`null` when it has none). */
export function verdict(figure: Pick<Figure, 'value' | 'budget'>): 'pass' | 'fail' | null {
  const { budget, value } = figure;
  if (!budget) return null;
  const ok = budget.op === '<=' ? value <= budget.value : value >= budget.value;
  return ok ? 'pass' : 'fail';
}

/**
 * Runs `measure` `warmup` times without recording, then `runs` times, and returns the recorded values. Runs
 * are sequential: concurrent runs would measure each other.
 */
export async function repeat(
  measure: (run: number) => number | Promise<number>,
  { warmup = 1, runs = 5 }: { warmup?: number; runs?: number } = {},
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await measure(-1 - i);
  const values: number[] = [];
  for (let i = 0; i < runs; i++) values.push(await measure(i));
  return values;
}

/** Builds a figure from its runs (value = median, rounded to `digits`). */
export function figure(
  id: string,
  name: string,
  unit: string,
  runs: number[],
  extra: { budget?: Budget; note?: string; digits?: number } = {},
): Figure {
  const digits = extra.digits ?? 0;
  const round = (v: number) => Number(v.toFixed(digits));
  const fig: Figure = { id, name, unit, value: round(median(runs)), runs: runs.map(round) };
  if (extra.budget) fig.budget = extra.budget;
  if (extra.note) fig.note = extra.note;
  return fig;
}

/**
 * Prints each figure as one JSON line and stores them in `bench/.out/<bench>.json` for the results table.
 * Sets a failing exit code when a figure misses its budget, so a bench run alone fails loudly too.
 */
export function record(bench: string, figures: Figure[]): void {
  for (const f of figures) {
    console.log(
      JSON.stringify({ ...f, spreadPct: Number(spreadPct(f.runs).toFixed(1)), verdict: verdict(f) }),
    );
  }
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(
    path.join(OUT_DIR, `${bench}.json`),
    `${JSON.stringify({ bench, at: new Date().toISOString(), figures }, null, 2)}\n`,
  );
  if (figures.some((f) => verdict(f) === 'fail')) process.exitCode = 1;
}
