import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type BrowserContext,
  test as base,
  chromium,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { baseURL } from '../playwright.config';

/** The Chrome MV3 build that `npm run build` (wxt build) writes. */
const extensionDir = fileURLToPath(new URL('../../.output/chrome-mv3', import.meta.url));
const DEFAULT_API_BASE_URL = 'http://localhost:8787';

// Extensions only load in a persistent context, so each test gets its own browser profile with the
// extension installed, and the extension id read from its service worker (WXT's e2e guide does the same).
const test = base.extend<{ context: BrowserContext; extensionId: string }>({
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
class OptionsPage {
  readonly input: Locator;
  readonly error: Locator;
  readonly status: Locator;

  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {
    this.input = page.getByLabel('API base URL');
    this.error = page.getByRole('alert');
    this.status = page.getByRole('status');
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

test.describe('extension', () => {
  test('popup shows the health of the API set in the options', async ({ page, extensionId }) => {
    const options = new OptionsPage(page, extensionId);
    await options.open();
    await options.save(baseURL);
    await expect(options.status).toHaveText(`Saved. The popup now uses ${baseURL}.`);

    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(page.getByTestId('api-base')).toHaveText(`API: ${baseURL}`);
    const health = page.getByTestId('health');
    await expect(health).toBeVisible();
    await expect(health.locator('[data-field="Chain"]')).toHaveText('localnet');
    await expect(health.locator('[data-field="Slot"]')).toHaveText(/^\d{1,3}(,\d{3})*$/);
    await expect(health.locator('[data-field="Database"]')).toHaveText('PGlite (embedded)');
  });

  test('options page rejects an invalid URL with a readable message and keeps the saved one', async ({
    page,
    extensionId,
  }) => {
    const options = new OptionsPage(page, extensionId);
    await options.open();
    await expect(options.input).toHaveValue(DEFAULT_API_BASE_URL);

    await options.save('not a url');
    await expect(options.error).toHaveText(
      `“not a url” is not a URL. Enter one like ${DEFAULT_API_BASE_URL}.`,
    );
    await expect(options.input).toHaveAttribute('aria-invalid', 'true');

    await options.save('localhost:8787');
    await expect(options.error).toHaveText(
      'Start the URL with http:// or https://, e.g. http://localhost:8787.',
    );

    await options.save('ftp://example.com');
    await expect(options.error).toHaveText(/must start with http:\/\/ or https:\/\//);

    await page.reload();
    await expect(options.input).toHaveValue(DEFAULT_API_BASE_URL);
  });

  test('popup says so when the API is unreachable', async ({ page, extensionId }) => {
    const options = new OptionsPage(page, extensionId);
    await options.open();
    // Port 9 (discard) has no listener here, so the connection is refused at once.
    await options.save('http://127.0.0.1:9');
    await expect(options.status).toContainText('Saved.');

    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(page.getByTestId('health-error')).toContainText(
      "Can't reach the Solpad API at http://127.0.0.1:9.",
    );
  });
});
