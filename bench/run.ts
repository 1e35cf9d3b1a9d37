// `npm run bench`: runs every benchmark one after another (each alone on the machine), then writes
// bench/RESULTS.md (figure, budget, verdict, noise, machine, date) and bench/results.json.
// Run a subset: node --import tsx bench/run.ts size api — its figures replace those benchmarks' rows; the other
// rows stay as their last run left them (each benchmark's row group says when it ran).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figure, OUT_DIR, spreadPct, verdict } from './lib/figures';

const benchDir = fileURLToPath(new URL('.', import.meta.url));

/** Every benchmark, in the order they run (cheap ones first). A file not in this build yet is skipped. */
const BENCHES = [
  'size',
  'price-store',
  'localnet',
  'scanner',
  'scanner-report',
  'trade',
  'api',
  'hot-reads',
  'hot-cpu',
  'replicas',
  'ws-fanout',
  'overlay',
  'token-list',
  'lighthouse',
];

/** Benchmarks of the API's database: a run on Postgres (DATABASE_URL) keeps its rows beside the PGlite run's. */
const PER_DATABASE = new Set(['api', 'trade', 'hot-reads', 'ws-fanout', 'scanner-report']);
/** Benchmarks that need a Postgres server (DATABASE_URL): skipped without one, their last rows kept. */
const NEEDS_POSTGRES = new Set(['replicas']);

interface BenchOutcome {
  bench: string;
  status: 'ok' | 'failed' | 'skipped';
  /** When it ran (ISO), and on what. */
  at?: string;
  machine?: string;
  seconds: number;
  figures: Figure[];
  error?: string;
}

const wanted = process.argv.slice(2);
const outcomes: BenchOutcome[] = [];
for (const bench of BENCHES.filter((b) => wanted.length === 0 || wanted.includes(b))) {
  const file = path.join(benchDir, `${bench}.ts`);
  if (!existsSync(file)) {
    outcomes.push({ bench, status: 'skipped', seconds: 0, figures: [], error: 'not in this build yet' });
    continue;
  }
  if (NEEDS_POSTGRES.has(bench) && !process.env.DATABASE_URL) {
    console.error(`\n▷ ${bench}: skipped (needs DATABASE_URL, a Postgres server); its last rows stay`);
    continue;
  }
  const out = path.join(OUT_DIR, `${bench}.json`);
  rmSync(out, { force: true });
  console.error(`\n▶ ${bench}`);
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  const figures: Figure[] = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')).figures : [];
  // A bench exits non-zero when a figure misses its budget; that is a result, not a crash.
  const crashed = figures.length === 0 && child.status !== 0;
  outcomes.push({
    bench,
    status: crashed ? 'failed' : 'ok',
    at: new Date().toISOString(),
    seconds,
    figures,
    ...(crashed ? { error: `exited with ${child.status ?? child.signal}` } : {}),
  });
}

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  database: process.env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : 'PGlite (embedded)',
};
const date = new Date().toISOString();
// A subset run keeps the other benchmarks' figures from the last results, each with the date it ran.
const previous: { date: string; outcomes: BenchOutcome[] } | null =
  wanted.length > 0 && existsSync(path.join(benchDir, 'results.json'))
    ? JSON.parse(readFileSync(path.join(benchDir, 'results.json'), 'utf8'))
    : null;
const machineText = (m: typeof machine) => `${m.cpu}, ${m.cores} cores, ${m.database}`;
/** A benchmark's rows: one group per database for the database benchmarks (read from the machine it ran on). */
const keyOf = (o: Pick<BenchOutcome, 'bench' | 'machine'>) =>
  PER_DATABASE.has(o.bench) && o.machine?.includes('Postgres') ? `${o.bench} on Postgres` : o.bench;
const ran = new Map(
  outcomes.map((o) => {
    const done = { ...o, machine: machineText(machine) };
    return [keyOf(done), done];
  }),
);
const previousMachine = (previous as { machine?: typeof machine } | null)?.machine;
const kept = new Map(
  (previous?.outcomes ?? []).map((o) => {
    const old = {
      ...o,
      at: o.at ?? previous?.date,
      machine: o.machine ?? (previousMachine ? machineText(previousMachine) : undefined),
    };
    return [keyOf(old), old];
  }),
);
const all = BENCHES.flatMap((b) =>
  [b, `${b} on Postgres`].flatMap((key) => {
    const o = ran.get(key) ?? kept.get(key);
    return o ? [o] : [];
  }),
);
writeFileSync(
  path.join(benchDir, 'results.json'),
  `${JSON.stringify({ date, machine, outcomes: all }, null, 2)}\n`,
);

const fmt = (n: number) => (Math.abs(n) >= 1000 ? Math.round(n).toLocaleString('en-US') : String(n));
const lines = [
  '# Benchmark results',
  '',
  previous
    ? `Written by \`node --import tsx bench/run.ts ${wanted.join(' ')}\` on ${date.slice(0, 10)} (those benchmarks' rows; the others are from earlier runs, dated below) — ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, ${machine.database}.`
    : `Written by \`npm run bench\` on ${date.slice(0, 10)} — ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, ${machine.database}.`,
  'Each figure is the median of its runs after a warm-up; "noise" is (max − min) / median of those runs.',
  'What each benchmark measures and why its budget: [README.md](README.md).',
  '',
  '| Figure | Median | Budget | Verdict | Runs | Noise | Notes |',
  '|---|---:|---|---|---:|---:|---|',
];
for (const o of all) {
  if (o.status !== 'ok') {
    lines.push(`| **${o.bench}** | — | — | ${o.status} | — | — | ${o.error ?? ''} |`);
    continue;
  }
  for (const f of o.figures) {
    const v = verdict(f);
    const budget = f.budget ? `${f.budget.op === '<=' ? '≤' : '≥'} ${fmt(f.budget.value)} ${f.unit}` : '—';
    lines.push(
      `| ${f.name} | ${fmt(f.value)} ${f.unit} | ${budget} | ${v === null ? '—' : v === 'pass' ? '✅ pass' : '❌ fail'} | ${f.runs.length} | ${spreadPct(f.runs).toFixed(1)} % | ${f.note ?? ''} |`,
    );
  }
}
lines.push(
  '',
  'When each benchmark ran, and how to run it alone:',
  '',
  ...all.map(
    (o) =>
      `- ${keyOf(o)}: ${o.at?.slice(0, 10) ?? date.slice(0, 10)}${o.machine ? ` on ${o.machine}` : ''} — \`${o.machine?.includes('Postgres') ? 'DATABASE_URL=postgres://… ' : ''}node --import tsx bench/${o.bench}.ts\``,
  ),
);
// The written-up sections below the table (each a dated "## …" of what was measured and why) are kept.
const resultsFile = path.join(benchDir, 'RESULTS.md');
const written = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8').split('\n') : [];
const writtenUp = written.findIndex((l) => l.startsWith('## '));
const sections = writtenUp < 0 ? '' : `\n${written.slice(writtenUp).join('\n')}`;
writeFileSync(resultsFile, `${lines.join('\n')}\n${sections}`);
const failed = outcomes.flatMap((o) => o.figures.filter((f) => verdict(f) === 'fail'));
const crashed = outcomes.filter((o) => o.status === 'failed');
console.error(
  `\nbench/RESULTS.md written: ${outcomes.reduce((n, o) => n + o.figures.length, 0)} figures, ${failed.length} over budget, ${crashed.length} benchmarks failed to run`,
);
if (failed.length > 0 || crashed.length > 0) process.exitCode = 1;
