import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_ADDRESS } from './e2e/pages/admin-wallet';

/**
 * Browser tests against the real app: `npm start`'s server on its own port with a throw-away data dir
 * (embedded PGlite + LiteSVM), driven through Debian's Chromium (browsers cannot be downloaded here).
 */
const port = Number(process.env.E2E_PORT ?? 8799);
export const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: `./.tmp/test-results-${port}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: `./.tmp/report-${port}`, open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh chain and database every run, so no test depends on what an earlier run left behind.
    command: `rm -rf tests/.tmp/data-${port} && node scripts/start.mjs --no-build`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: `tests/.tmp/data-${port}`,
      HOST: '127.0.0.1',
      // No demo tokens: every spec starts from an empty chain (a spec that wants tokens launches its own).
      SEED: '0',
      // Every spec's browser and every test helper reach the server from one address (127.0.0.1), so the
      // per-visitor budgets would throttle the suite as a whole; the limits have their own API tests.
      RPC_RATE_LIMIT_PER_MINUTE: '0',
      AIRDROPS_PER_MINUTE: '100000',
      // The shell specs sign in as this throw-away admin to toggle maintenance (e2e/pages/admin.ts).
      ADMIN_WALLETS: [process.env.ADMIN_WALLETS, E2E_ADMIN_ADDRESS].filter(Boolean).join(','),
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
