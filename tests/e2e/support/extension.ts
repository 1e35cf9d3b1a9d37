import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type BrowserContext,
  type CDPSession,
  chromium,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { test as base, expect } from './test';

// The built extension loaded into Chromium, shared by the extension specs.

/** The Chrome MV3 build that `npm run build` (wxt build) writes. */
const extensionDir = fileURLToPath(new URL('../../../.output/chrome-mv3', import.meta.url));
export const DEFAULT_API_BASE_URL = 'http://localhost:8787';

/**
 * Headless Chromium with the unpacked extension in `dir` loaded (extensions only load in a persistent context,
 * here on a fresh profile), quiet in the background; `args` adds switches.
 */
export function launchWithExtension(dir: string, args: readonly string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext('', {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      ...args,
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

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
    const context = await launchWithExtension(extensionDir, ['--disable-sync']);
    await use(context);
    await context.close();
  },
  extensionId: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(new URL(worker.url()).host);
  },
});

/** Points the extension at the test server from its options page (the saved status confirms it). */
export async function useLocalApi(page: Page, extensionId: string): Promise<OptionsPage> {
  const options = new OptionsPage(page, extensionId);
  await options.open();
  await options.save(baseURL);
  await expect(options.status).toHaveText(`Saved. The popup now uses ${baseURL}.`);
  return options;
}

/**
 * Scans `query` from the popup and returns the summary once it shows (a first scan can take a while: `timeout`
 * ms at most).
 */
export async function popupScan(
  page: Page,
  extensionId: string,
  query: string,
  timeout = 30_000,
): Promise<Locator> {
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await page.getByLabel('Token address or symbol').fill(query);
  await page.getByRole('button', { name: 'Scan' }).click();
  const summary = page.getByTestId('scan-summary');
  await expect(summary).toBeVisible({ timeout });
  return summary;
}

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

/** A DOM node as the DevTools protocol describes it (the fields read here). */
interface CdpNode {
  nodeName: string;
  backendNodeId: number;
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
}

/**
 * Saves a screenshot of `page` (`fullPage` for its full length) as tests/.tmp/ext-shots/`file`.png and attaches it
 * to the report as `name`.
 */
export async function extensionShot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  file: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  const path = `tests/.tmp/ext-shots/${file}.png`;
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * The token-risk overlay of a page, read through the DevTools protocol. Its shadow root is closed: page
 * scripts, and therefore Playwright's locators, cannot enter it (that is the point); the browser's own DOM
 * inspection can, and hands the root to a function run in the page.
 */
export class OverlayProbe {
  private cdp: CDPSession | undefined;

  constructor(readonly page: Page) {}

  /** The host element (`solpad-overlay`), visible to the page. */
  get host(): Locator {
    return this.page.locator('solpad-overlay');
  }

  /** Runs `fn` with the overlay's box (null when there is none) and `arg`, in the page; returns its result. */
  async eval<R, A = undefined>(fn: (box: HTMLElement | null, arg: A) => R, arg?: A): Promise<R | null> {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: CdpNode;
    };
    const find = (node: CdpNode): CdpNode | undefined => {
      if (node.nodeName === 'SOLPAD-OVERLAY') return node.shadowRoots?.[0];
      for (const child of node.children ?? []) {
        const found = find(child);
        if (found) return found;
      }
      return undefined;
    };
    const shadow = find(root);
    if (!shadow) return null;
    const { object } = await this.cdp.send('DOM.resolveNode', { backendNodeId: shadow.backendNodeId });
    const { result, exceptionDetails } = await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: `function (arg) { return (${fn.toString()})(this.querySelector('[aria-label="Solpad token risk"]'), arg); }`,
      arguments: [{ value: arg ?? null }],
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`overlay probe: ${exceptionDetails.text}`);
    return result.value as R;
  }

  /** An attribute of the box. */
  attr(name: string) {
    return this.eval((box, n) => box?.getAttribute(n) ?? null, name);
  }

  /** The text of the box's first element matching `selector`. */
  text(selector: string) {
    return this.eval((box, sel) => box?.querySelector(sel)?.textContent ?? null, selector);
  }

  /** Clicks, as the user's mouse does, the box's button or link named `name` (its label or its text). */
  async click(name: string) {
    const at = await this.eval((box, n) => {
      const target = Array.from(box?.querySelectorAll('button,a') ?? []).find(
        (e) => e.getAttribute('aria-label') === n || e.textContent?.trim() === n,
      );
      if (!target) return null;
      const r = target.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }, name);
    if (!at) throw new Error(`no "${name}" in the overlay`);
    await this.page.mouse.click(at.x, at.y);
  }

  /** Asserts the host's box overlaps none of the page's elements `selectors` (a page's own trade buttons). */
  async expectClearOf(selectors: readonly string[], context = '') {
    const box = await this.host.boundingBox();
    for (const selector of selectors) {
      const other = await this.page.locator(selector).boundingBox();
      if (!box || !other) throw new Error(`no box for ${selector}`);
      const overlaps =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      expect(overlaps, `${context}${selector}`).toBe(false);
    }
  }
}

export { expect };
