// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) performance score of pages served by the
// real server, through Debian's Chromium. Median of 3 runs after a warm-up, per page. Budgets (issue 22): score
// ≥ 95, total blocking time ≤ 150 ms, and the token page's largest contentful paint ≤ 2.5 s. Beside them, per
// page, the JS the page fetched before it was interactive (every script, not only the route's chunk).
// Run alone: node --import tsx bench/lighthouse.ts [path ...]   (needs `npm run build`)
// LIGHTHOUSE_JSON_DIR=dir keeps each run's full report (lhr JSON) there, e.g. to read its `bootup-time` and
// `mainthread-work-breakdown` audits: what blocks the main thread, by script and by kind of work.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Budget, type Figure, figure, record, repeat } from './lib/figures';
import { startBenchServer } from './server';

/** `TOKEN_PAGE` in a path list stands for the page of one of the demo tokens the bench server seeds. */
const TOKEN_PAGE = 'TOKEN_PAGE';
const RUNS = 3;
const SCORE_BUDGET: Budget = {
  op: '>=',
  value: 95,
  why: 'issue 22: a first visit on a mid-range phone over slow 4G must feel instant',
};
const TBT_BUDGET: Budget = {
  op: '<=',
  value: 150,
  why: 'issue 22: the main thread answers a tap within 150 ms of blocking while the page starts',
};
const LCP_BUDGET: Budget = {
  op: '<=',
  value: 2500,
  why: "issue 22: the token page's largest paint within 2.5 s (Core Web Vitals' 'good')",
};

/** A demo token's page, `/tokens/solana/{pump|raydium}/{mint}` (its venue decides the dex segment). */
async function tokenPage(base: string): Promise<string> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const res = await fetch(`${base}/api/tokens?limit=1`);
    if (res.ok) {
      const body = (await res.json()) as { tokens: Array<{ address: string; venue?: string }> };
      const token = body.tokens[0];
      if (token) return `/tokens/solana/${token.venue === 'pool' ? 'raydium' : 'pump'}/${token.address}`;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the bench server seeded no token in 60 s');
}

interface Lhr {
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

/**
 * Script bytes (transfer size, as served: compressed) a page fetched before it became interactive: every
 * `Script` request of Lighthouse's `network-requests` audit that finished before the `interactive` metric (TTI,
 * the start of the first 5 s quiet window after the first paint). TTI is Lighthouse's simulated (throttled)
 * time while request times are observed (unthrottled), so this counts every script the load fetched before the
 * quiet window — in practice all the scripts of the load, the lazy route's and the shell's included.
 */
function scriptBytesBeforeInteractive(lhr: Lhr): { bytes: number; count: number } {
  const tti = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as Array<{
    resourceType?: string;
    transferSize?: number;
    networkEndTime?: number;
  }>;
  const scripts = items.filter((r) => r.resourceType === 'Script' && (r.networkEndTime ?? 0) <= tti);
  return { bytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0), count: scripts.length };
}

const server = await startBenchServer();
const argPages = process.argv.slice(2);
const PAGES = await Promise.all(
  (argPages.length ? argPages : ['/', '/tokens', TOKEN_PAGE, '/tools/scanner', '/tokens/solana/pump']).map(
    (p) => (p === TOKEN_PAGE ? tokenPage(server.base) : p),
  ),
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });
const figures: Figure[] = [];
try {
  for (const page of PAGES) {
    const details: Array<{
      fcpMs: number;
      lcpMs: number;
      tbtMs: number;
      ttiMs: number;
      js: number;
      scripts: number;
    }> = [];
    const runs = await repeat(
      async (run) => {
        const result = await lighthouse(`${server.base}${page}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError)
          throw new Error(`${page}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        if (jsonDir) {
          const name = `${page.replace(/[^a-z0-9]+/gi, '_') || '_'}.${run < 0 ? 'warmup' : run}.json`;
          writeFileSync(path.join(jsonDir, name), JSON.stringify(lhr));
        }
        if (run >= 0) {
          const js = scriptBytesBeforeInteractive(lhr as unknown as Lhr);
          details.push({
            fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
            tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
            ttiMs: Math.round(lhr.audits.interactive?.numericValue ?? 0),
            js: js.bytes,
            scripts: js.count,
          });
        }
        return Math.round((lhr.categories.performance?.score ?? 0) * 100);
      },
      { warmup: 1, runs: RUNS },
    );
    const mid = [...details].sort((a, b) => a.lcpMs - b.lcpMs)[RUNS >> 1]!;
    const isToken = page.split('/').length === 5;
    // The token page's figures carry a stable id (its mint changes with each seeded chain).
    const key = isToken ? '/tokens/solana/{dex}/{mint}' : page;
    figures.push(
      figure(`lighthouse.${key}`, `Lighthouse performance ${key}`, 'score', runs, {
        budget: SCORE_BUDGET,
        note: `mobile preset; median-LCP run: FCP ${mid.fcpMs} ms, LCP ${mid.lcpMs} ms, TBT ${mid.tbtMs} ms, TTI ${mid.ttiMs} ms${isToken ? ` (${page})` : ''}`,
      }),
      figure(
        `lighthouse.tbt.${key}`,
        `Total blocking time ${key}`,
        'ms',
        details.map((d) => d.tbtMs),
        {
          budget: TBT_BUDGET,
          note: 'Lighthouse mobile preset (4× CPU slowdown, simulated)',
        },
      ),
      figure(
        `lighthouse.lcp.${key}`,
        `Largest contentful paint ${key}`,
        'ms',
        details.map((d) => d.lcpMs),
        {
          ...(isToken ? { budget: LCP_BUDGET } : {}),
          note: 'Lighthouse mobile preset (simulated slow 4G)',
        },
      ),
      figure(
        `lighthouse.js.${key}`,
        `JS fetched before interactive ${key}`,
        'KB',
        details.map((d) => d.js / 1024),
        {
          digits: 1,
          note: `transfer size (as served, compressed) of every Script request that finished before TTI: ${mid.scripts} scripts in the median-LCP run`,
        },
      ),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
record('lighthouse', figures);
