// What runs on the main thread while a page loads: a Chromium CPU profile (CDP, 4× CPU slowdown as Lighthouse's
// mobile preset, no network throttling) of a first visit, summed by source file (through the build's source maps
// when it has them: `npx vite build --sourcemap`) and by function, split before / after the first paint, with the
// long tasks the page saw. No budget, not in `npm run bench`: a tool to find what to cut.
// Run: node --import tsx bench/main-thread-profile.ts [path ...]   (needs `npm run build`; PROFILE_INCLUSIVE=
// 'react-dom|scheduler' adds, per long task, the time under each matching frame: which of React's phases it was)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { startBenchServer } from './server';

const distDir = fileURLToPath(new URL('../web/dist', import.meta.url));
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const TOP = Number(process.env.PROFILE_TOP ?? 25);
/** Frames (source or function, a regular expression) whose time is also counted inclusively in each long task. */
const INCLUSIVE = process.env.PROFILE_INCLUSIVE ? new RegExp(process.env.PROFILE_INCLUSIVE) : null;

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function consumer(url: string): SourceMapConsumer | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  const file = path.join(distDir, new URL(url).pathname);
  const map = existsSync(`${file}.map`)
    ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
    : null;
  maps.set(url, map);
  return map;
}
function where(frame: Node['callFrame']): string {
  if (!frame.url) return `(${frame.functionName || 'program'})`;
  const map = frame.url.includes('/assets/') ? consumer(frame.url) : null;
  if (!map) return `${frame.url.replace(/^https?:\/\/[^/]+/, '')} ${frame.functionName}`;
  const pos = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return `?${new URL(frame.url).pathname.replace('/assets/', '')} ${frame.functionName}`;
  const source = (pos.source ?? '?').replace(/.*node_modules\//, '').replace(/.*\/web\/src\//, 'src/');
  return `${source} ${pos.name ?? frame.functionName}`;
}

const server = await startBenchServer();
/** `TOKEN_PAGE` stands for the page of the first seeded demo token. */
async function resolve(page: string): Promise<string> {
  if (page !== 'TOKEN_PAGE') return page;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const body = (await (await fetch(`${server.base}/api/tokens?limit=1`)).json()) as {
      tokens: Array<{ address: string; venue: string }>;
    };
    const t = body.tokens[0];
    if (t) return `/tokens/solana/${t.venue === 'pool' ? 'raydium' : 'pump'}/${t.address}`;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no seeded token');
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const page of await Promise.all(PAGES.map(resolve))) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    // Strings: this file is type-checked without the DOM library.
    await tab.addInitScript(`(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    })()`);
    await cdp.send('Profiler.start');
    const navStart = Date.now();
    await tab.goto(`${server.base}${page}`, { waitUntil: 'load' });
    await tab.waitForTimeout(Number(process.env.PROFILE_MS ?? 8000) - (Date.now() - navStart));
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const timing = await tab.evaluate<{ fcp: number; long: Array<[number, number]> }>(`({
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      long: window.__longTasks,
    })`);
    // Profile time is counted from the profile's start, which is just before navigation: close enough to the
    // page's performance.now() to split the samples before / after the first paint and into long tasks.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    /** The nearest frame of the app's own code (src/…) or its chunk URL: who asked for this work. */
    const owner = (id: number): string => {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const n = byId.get(at);
        if (!n) break;
        const w = where(n.callFrame);
        if (w.startsWith('src/') || w.startsWith('?')) return w;
      }
      return '(no app frame)';
    };
    const owners = new Map<string, number>();
    const perTask = timing.long.map(([start, ms]) => ({ start, ms, owners: new Map<string, number>() }));
    const self = { before: new Map<string, number>(), after: new Map<string, number>() };
    const files = { before: new Map<string, number>(), after: new Map<string, number>() };
    let t = profile.startTime;
    // performance.now() at profile start ≈ 0 (the profile starts just before navigation).
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i] ?? 0;
      const node = byId.get(profile.samples[i] ?? -1);
      if (!node || node.callFrame.functionName === '(idle)') continue;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const at = (t - profile.startTime) / 1000;
      const phase = at < timing.fcp ? 'before' : 'after';
      const key = where(node.callFrame);
      self[phase].set(key, (self[phase].get(key) ?? 0) + ms);
      if (phase === 'after') {
        const o = owner(node.id);
        owners.set(o, (owners.get(o) ?? 0) + ms);
        const task = perTask.find((x) => at >= x.start && at < x.start + x.ms);
        if (task) {
          // With PROFILE_INCLUSIVE, the frames matching it anywhere on the stack too (each once per sample).
          const seen = new Set<string>();
          for (let up: number | undefined = node.id; INCLUSIVE && up !== undefined; up = parent.get(up)) {
            const frame = byId.get(up);
            if (!frame) break;
            const w = `  incl: ${where(frame.callFrame)}`;
            if (!INCLUSIVE.test(w) || seen.has(w)) continue;
            seen.add(w);
            task.owners.set(w, (task.owners.get(w) ?? 0) + ms);
          }
          task.owners.set(o, (task.owners.get(o) ?? 0) + ms);
          const f = `  self: ${key.split(' ')[0]}`;
          task.owners.set(f, (task.owners.get(f) ?? 0) + ms);
        }
      }
      const file = key.split(' ')[0] ?? key;
      files[phase].set(file, (files[phase].get(file) ?? 0) + ms);
    }
    const top = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`)
        .join('\n');
    const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0).toFixed(0);
    console.log(
      `\n== ${page}: FCP ${timing.fcp} ms (4× CPU); long tasks [start, ms]: ${JSON.stringify(timing.long)}`,
    );
    const blocking = timing.long
      .filter(([start]) => start >= timing.fcp)
      .reduce((sum, [, ms]) => sum + Math.max(0, ms - 50), 0);
    console.log(`SUMMARY ${page} blocking after FCP ${blocking} ms; busy after FCP ${total(self.after)} ms`);
    console.log(`-- after first paint: ${total(self.after)} ms busy; by file:\n${top(files.after)}`);
    console.log(`-- after first paint, by function:\n${top(self.after)}`);
    console.log(`-- after first paint, by the nearest app frame:\n${top(owners)}`);
    for (const task of perTask.filter((x) => x.ms >= 100))
      console.log(
        `-- long task at ${task.start} ms, ${task.ms} ms:\n${[...task.owners]
          .sort((a, b) => b[1] - a[1])
          .slice(0, INCLUSIVE ? 40 : 14)
          .map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`)
          .join('\n')}`,
      );
    console.log(`-- before first paint: ${total(self.before)} ms busy; by file:\n${top(files.before)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
