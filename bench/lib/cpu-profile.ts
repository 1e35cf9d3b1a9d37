// V8's CPU profiler in process for the profile benchmarks (scanner-profile.ts, quote-profile.ts): started around
// the part to measure, and its self time summed per function and per file.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
/** A V8 CPU profile, as `Profiler.stop` returns it. */
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts the profiler (sampling every 100 µs); the function returned stops it and gives the profile. */
export async function startProfiler(): Promise<() => Promise<Profile>> {
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
  await inspector.post('Profiler.start');
  return async () => {
    const { profile } = (await inspector.post('Profiler.stop')) as unknown as { profile: Profile };
    inspector.disconnect();
    if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
    return profile;
  };
}

/** Self time (ms) summed by `key`, the `count` largest, and the total sampled. */
function top(profile: Profile, key: (n: ProfileNode) => string, count: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const k = key(byId.get(id) as ProfileNode);
    self.set(k, (self.get(k) ?? 0) + dt);
  });
  return { total, rows: [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count) };
}

const short = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, 'nm/')
    .replace(/.*\/(core|api|bench)\/src\//, '$1/');

/**
 * Prints the top self time per function and per file, in ms per unit of work (`units` of them were profiled: a
 * report, a quote), with `digits` decimals.
 */
export function printSelfTime(
  profile: Profile,
  opts: { units: number; unit: string; functions: number; files: number; digits: number },
) {
  const per = (ms: number) => (ms / opts.units).toFixed(opts.digits).padStart(opts.digits + 4);
  const fns = top(
    profile,
    (n) =>
      `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`,
    opts.functions,
  );
  console.log(`top self time, ms per ${opts.unit} (of ${per(fns.total)} sampled):`);
  for (const [k, ms] of fns.rows) console.log(`  ${per(ms)}  ${k}`);
  const files = top(profile, (n) => short(n.callFrame.url) || n.callFrame.functionName, opts.files);
  console.log(`by file, ms per ${opts.unit}:`);
  for (const [k, ms] of files.rows) console.log(`  ${per(ms)}  ${k}`);
}
