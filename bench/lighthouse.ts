// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) performance score of pages served by the
// real server, through Debian's Chromium. Median of 3 runs after a warm-up, per page. Budget: ≥ 90.
// Run: node --import tsx bench/lighthouse.ts [path ...]   (default: / and /tokens; needs `npm run build`)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './server';

const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/tokens'];
const RUNS = 3;
const BUDGET = 90;

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
let failed = false;
try {
  for (const page of PAGES) {
    const run = async () => {
      const result = await lighthouse(`${server.base}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(`${page}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      };
    };
    await run(); // warm-up: server caches, Chromium's first start
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run());
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(RUNS / 2)]!;
    const pass = median.score >= BUDGET;
    failed ||= !pass;
    console.log(
      JSON.stringify({
        name: `lighthouse performance ${page}`,
        median: median.score,
        min: runs[0]!.score,
        max: runs.at(-1)!.score,
        fcpMs: median.fcpMs,
        lcpMs: median.lcpMs,
        tbtMs: median.tbtMs,
        budget: BUDGET,
        pass,
      }),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
if (failed) process.exitCode = 1;
