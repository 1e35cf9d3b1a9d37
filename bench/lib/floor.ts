// The floor the read benchmarks measure against in the same run, and the load they put on a route: a bare Hono
// app (bare-hono.ts, its own process) answering each path with the same JSON body the real server gave, and
// the throughput and p99 of one route under load — by wrk where it is installed (`apt-get install wrk`), else
// autocannon. autocannon is JavaScript: at 30,000–70,000 answers/s it takes a whole core of its own, so on a
// 2-core machine the servers it loads share the other one, and a second replica can only lose. wrk (C) puts the
// same load for a fraction of that. BENCH_LOADER=autocannon keeps autocannon where wrk is installed.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../server';

/**
 * Starts bare Hono serving `bodies` (path → body), its bodies file written in `dir`. With `headers` (path → the
 * headers the real server sent with that body) it sends those too: a second floor that tells how much of the gap
 * to bare Hono is the headers themselves.
 */
export async function startBareHono(
  bodies: Record<string, string>,
  dir: string,
  headers: Record<string, Record<string, string>> = {},
): Promise<{ base: string; child: ChildProcess }> {
  const file = path.join(dir, `bodies-${Object.keys(headers).length ? 'headers' : 'bare'}.json`);
  writeFileSync(file, JSON.stringify({ bodies, headers }));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-hono.ts', import.meta.url)), file],
    { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const up = await fetch(`${base}${Object.keys(bodies)[0]}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('bare Hono did not start');
}

/** wrk's path, when it is installed and not turned off by BENCH_LOADER=autocannon. */
const WRK: string | null = (() => {
  if (process.env.BENCH_LOADER === 'autocannon') return null;
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
})();

/** The load generator `loadRoute` uses: `wrk` or `autocannon`, for a figure's note. */
export const LOADER = WRK ? 'wrk' : 'autocannon';

/** `1.21ms`, `850.00us`, `1.02s` in ms. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!m) throw new Error(`wrk: unreadable latency ${text}`);
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

/** wrk's requests/s and p99 for `url` (one thread: it keeps up with 50 connections at these rates). */
async function wrkLoad(wrk: string, url: string, connections: number, duration: number) {
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      wrk,
      ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', url],
      { timeout: (duration + 30) * 1000 },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    ),
  );
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  if (Number(failed ?? 0) + errors > 0) throw new Error(`${url}: requests failed\n${out}`);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const p99 = /^\s+99%\s+(\S+)$/m.exec(out)?.[1];
  if (!rps || !p99) throw new Error(`wrk: unreadable output\n${out}`);
  return { rps: Number(rps), p99: wrkMs(p99) };
}

/** Loads `url` for `duration` s (wrk or autocannon, see the module comment); fails if any request was not 2xx. */
export async function loadRoute(url: string, connections: number, duration: number) {
  if (WRK) return wrkLoad(WRK, url, connections, duration);
  const r = await autocannon({ url, connections, duration });
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} requests failed`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}
