// The floor the read benchmarks measure against in the same run, and the load they put on a route: a bare Hono
// app (bare-hono.ts, its own process) answering each path with the same JSON body the real server gave, and
// autocannon's throughput and p99 for one route.
import { type ChildProcess, spawn } from 'node:child_process';
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

/** Loads `url` with autocannon for `duration` s; fails if any request was not a 2xx answer. */
export async function loadRoute(url: string, connections: number, duration: number) {
  const r = await autocannon({ url, connections, duration });
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} requests failed`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}
