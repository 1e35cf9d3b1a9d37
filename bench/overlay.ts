// Overlay: time from DOMContentLoaded to the token-page overlay showing its score, with the background's scan
// cache warm (a repeat visit), and once cold for context. The built Chrome extension (.output/chrome-mv3) runs
// in Debian's Chromium against the real server (bench/server.ts) with a fresh localnet token; the token page is
// the e2e fixture served at pump.fun's real URL through Playwright routing.
// Run: npm run build -w @solpad/extension && node --import tsx bench/overlay.ts
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { createSolanaRpc } from '@solana/kit';
import { createFixture, spread } from '../api/test/scanner-fixtures';
import { type Budget, figure, record } from './lib/figures';
import { startBenchServer } from './server';

interface CdpNode {
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
}

/** Whether the page's overlay shows a score, read through its closed shadow root with the DevTools protocol. */
async function showsScore(tab: Page): Promise<boolean> {
  const cdp = await tab.context().newCDPSession(tab);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: CdpNode };
    const has = (n: CdpNode): boolean =>
      (n.attributes ?? []).some((a, i) => i % 2 === 1 && a === 'overlay-score') ||
      [...(n.children ?? []), ...(n.shadowRoots ?? [])].some(has);
    return has(root);
  } finally {
    await cdp.detach();
  }
}

const RUNS = Number(process.env.BENCH_OVERLAY_RUNS ?? 15);
const extensionDir = fileURLToPath(new URL('../.output/chrome-mv3', import.meta.url));
const page = readFileSync(new URL('../tests/e2e/fixtures/sites/token.html', import.meta.url), 'utf8');
const BUDGET: Budget = {
  op: '<=',
  value: 300,
  why: 'issue 8: a repeat visit to a token page shows the overlay within 300 ms of DOMContentLoaded',
};

if (!existsSync(`${extensionDir}/manifest.json`)) {
  throw new Error('No extension build: run `npm run build -w @solpad/extension` first.');
}

const server = await startBenchServer();
const context = await chromium.launchPersistentContext('', {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`, '--no-first-run'],
});
try {
  const rpc = createSolanaRpc(`${server.base}/api/rpc`);
  const { mint } = await createFixture(rpc, { program: 'token', holders: spread(5, 1_000_000n) });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    (base) =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { set(items: object): Promise<void> } } };
        }
      ).chrome.storage.local.set({ apiBaseUrl: base }),
    server.base,
  );
  await context.route('https://pump.fun/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: page.replaceAll('{{MINT}}', mint).replaceAll('{{SITE}}', 'pump.fun').replaceAll('{{NEXT}}', '/'),
    }),
  );
  // The overlay's shadow root is closed (page scripts cannot read it), and its host is added only once the
  // background's reply renders: note when the host appears, then check through the DevTools protocol that
  // what it shows is a score, not an error.
  // (Page scripts are strings: this file is compiled without the DOM library.)
  await context.addInitScript(`(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('solpad-overlay')) {
        window.__overlayAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  })()`);
  const tab = await context.newPage();
  const visit = async (): Promise<number> => {
    await tab.goto(`https://pump.fun/coin/${mint}`);
    await tab
      .waitForFunction('window.__overlayAt !== undefined', null, { timeout: 30_000 })
      .catch(async (e) => {
        await tab.screenshot({ path: '/tmp/overlay-bench.png' });
        throw e;
      });
    if (!(await showsScore(tab))) throw new Error('the overlay appeared without a score');
    return tab.evaluate<number>(
      `window.__overlayAt - performance.getEntriesByType('navigation')[0].domContentLoadedEventStart`,
    );
  };
  const cold = await visit();
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) warm.push(await visit());
  record('overlay', [
    figure('overlay.visible.warm', 'Overlay visible after DOMContentLoaded, warm cache', 'ms', warm, {
      budget: BUDGET,
      note: `${RUNS} repeat visits of a pump.fun fixture page; headless Chromium, extension build`,
    }),
    figure('overlay.visible.cold', 'Overlay visible after DOMContentLoaded, first scan', 'ms', [cold], {
      note: 'one visit: the background scans the localnet token through the API first',
    }),
  ]);
} finally {
  await context.close();
  await server.stop();
}
