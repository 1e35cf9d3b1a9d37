// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) performance score of pages served by the
// real server, through Debian's Chromium. Median of 3 runs after a warm-up, per page. Budget: ≥ 90.
// Run alone: node --import tsx bench/lighthouse.ts [path ...]   (needs `npm run build`)
// LIGHTHOUSE_JSON_DIR=dir keeps each run's full report (lhr JSON) there, e.g. to read its `bootup-time` and
// `mainthread-work-breakdown` audits: what blocks the main thread, by script and by kind of work.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Figure, figure, record, repeat } from './lib/figures';
import { startBenchServer } from './server';

/** A scanner deep link and a token page are measured once those screens exist; they render the shell until then. */
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/tokens', '/tokens/solana/pump', '/tools/scanner'];
const RUNS = 3;
const BUDGET = {
  op: '>=' as const,
  value: 90,
  why: 'the issue budget: a first visit on a mid-range phone over slow 4G must feel instant',
};

const server = await startBenchServer();
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
    const details: Array<{ fcpMs: number; lcpMs: number; tbtMs: number }> = [];
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
          details.push({
            fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
            tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          });
        }
        return Math.round((lhr.categories.performance?.score ?? 0) * 100);
      },
      { warmup: 1, runs: RUNS },
    );
    const mid = [...details].sort((a, b) => a.lcpMs - b.lcpMs)[RUNS >> 1]!;
    figures.push(
      figure(`lighthouse.${page}`, `Lighthouse performance ${page}`, 'score', runs, {
        budget: BUDGET,
        note: `mobile preset; median run FCP ${mid.fcpMs} ms, LCP ${mid.lcpMs} ms, TBT ${mid.tbtMs} ms`,
      }),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
record('lighthouse', figures);
