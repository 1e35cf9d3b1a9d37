import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Locator, type Page } from '@playwright/test';
import { test as base, expect } from './test';

// The built extension loaded into Chromium, shared by the extension specs.

/** The Chrome MV3 build that `npm run build` (wxt build) writes. */
const extensionDir = fileURLToPath(new URL('../../../.output/chrome-mv3', import.meta.url));
export const DEFAULT_API_BASE_URL = 'http://localhost:8787';

// Extensions only load in a persistent context, so each test gets its own browser profile with the
// extension installed, and the extension id read from its service worker (WXT's e2e guide does the same).
export const test = base.extend<{ context: BrowserContext; extensionId: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  context: async ({}, use) => {
    if (!existsSync(`${extensionDir}/manifest.json`)) {
      throw new Error(
        `No extension build in ${extensionDir}: run \`npm run build -w @solpad/extension\` first.`,
      );
    }
    const context = await chromium.launchPersistentContext('', {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    await use(context);
    await context.close();
  },
  extensionId: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(new URL(worker.url()).host);
  },
});

/** The extension's options page. */
export class OptionsPage {
  readonly input: Locator;
  readonly error: Locator;
  readonly status: Locator;

  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {
    this.input = page.getByLabel('API base URL');
    // The page has other settings with their own messages: these are the API base URL's.
    this.error = page.locator('#api-base-error');
    this.status = page.getByTestId('api-base-status');
  }

  async open() {
    await this.page.goto(`chrome-extension://${this.extensionId}/options.html`);
    await expect(this.input).toBeVisible();
  }

  async save(apiBase: string) {
    await this.input.fill(apiBase);
    await this.page.getByRole('button', { name: 'Save' }).click();
  }
}

export { expect };
