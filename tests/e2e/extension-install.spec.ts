// Installing the extension as a new user does: the site's /extension page, its zip, unzipped and loaded
// unpacked; the popup then talks to the site it came from with no settings.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { extensionShot, launchWithExtension, OverlayProbe } from './support/extension';
import { expect, test } from './support/test';
import { launchToken } from './support/venue';
import { skipWelcome } from './support/welcome';

test.describe('extension install', () => {
  let context: BrowserContext | undefined;
  test.afterEach(async () => {
    await context?.close();
  });

  test('the site explains the install and hands out a zip whose default API is the site itself', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/extension');
    await expect(page.getByRole('heading', { name: 'Install the Solpad extension' })).toBeVisible();
    await expect(page.getByText('Load unpacked')).toBeVisible();
    await expect(page.getByText('Load Temporary Add-on…')).toBeVisible();
    await extensionShot(page, testInfo, 'install page', 'install-page', { fullPage: true });
    const link = page.getByRole('link', { name: 'Download for Chrome, Edge, Brave' });
    const href = await link.getAttribute('href');

    // Unzipped by the system's own unzip (a reader the server's zip writer did not write).
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'solpad-download-'));
    writeFileSync(path.join(dir, 'solpad.zip'), await res.body());
    const unpacked = path.join(dir, 'solpad');
    execFileSync('unzip', ['-q', path.join(dir, 'solpad.zip'), '-d', unpacked]);
    expect(JSON.parse(readFileSync(path.join(unpacked, 'api-base.json'), 'utf8'))).toEqual({
      apiBase: baseURL,
    });

    // The Firefox build, from the same page: an MV2 add-on with this site as its API and host.
    const firefox = await request.get(
      (await page.getByRole('link', { name: 'Download for Firefox' }).getAttribute('href'))!,
    );
    expect(firefox.status()).toBe(200);
    writeFileSync(path.join(dir, 'firefox.zip'), await firefox.body());
    const firefoxDir = path.join(dir, 'firefox');
    execFileSync('unzip', ['-q', path.join(dir, 'firefox.zip'), '-d', firefoxDir]);
    const firefoxManifest = JSON.parse(readFileSync(path.join(firefoxDir, 'manifest.json'), 'utf8'));
    expect(firefoxManifest.manifest_version).toBe(2);
    expect(firefoxManifest.sidebar_action.default_panel).toBe('sidepanel.html');
    expect(firefoxManifest.permissions).toContain(`http://${new URL(baseURL).hostname}/*`);
    expect(JSON.parse(readFileSync(path.join(firefoxDir, 'api-base.json'), 'utf8'))).toEqual({
      apiBase: baseURL,
    });
    await expect(page.getByText('Choose the downloaded solpad-firefox.zip')).toBeVisible();

    // Load unpacked, as the page says; no options saved.
    context = await launchWithExtension(unpacked);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const id = new URL(worker.url()).host;
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${id}/popup.html`);
    await expect(popup.getByTestId('api-status')).toHaveText('Online');
    await expect(popup.getByTestId('api-status')).toHaveAttribute('title', `API: ${baseURL}`);
    await popup.goto(`chrome-extension://${id}/options.html`);
    await expect(popup.getByLabel('API base URL')).toHaveValue(baseURL);
    await expect(popup.getByTestId('health').locator('[data-field="Chain"]')).toHaveText('localnet');
  });

  test('downloaded from the site under another name, the overlay shows on that site’s token pages', async () => {
    test.setTimeout(120_000);
    // The site as a user reaches it by name (not localhost): the browser resolves solpad.test to this server.
    const port = new URL(baseURL).port;
    const site = `http://solpad.test:${port}`;
    const zip = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(
          `${baseURL}/extension/solpad-chrome.zip`,
          { headers: { host: `solpad.test:${port}` } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          },
        )
        .on('error', reject);
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'solpad-named-'));
    writeFileSync(path.join(dir, 'solpad.zip'), zip);
    const unpacked = path.join(dir, 'solpad');
    execFileSync('unzip', ['-q', path.join(dir, 'solpad.zip'), '-d', unpacked]);
    expect(JSON.parse(readFileSync(path.join(unpacked, 'api-base.json'), 'utf8'))).toEqual({ apiBase: site });

    const { mint } = await launchToken(baseURL, { name: 'Named Site', symbol: 'NAMED' });
    context = await launchWithExtension(unpacked, ['--host-resolver-rules=MAP solpad.test 127.0.0.1']);
    await skipWelcome(context);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    // The background registers the overlay for the site at start-up; a page opened before that has none.
    await expect
      .poll(() =>
        worker.evaluate(async () => {
          const c = (
            globalThis as unknown as {
              chrome: { scripting: { getRegisteredContentScripts(): Promise<{ id: string }[]> } };
            }
          ).chrome;
          return (await c.scripting.getRegisteredContentScripts()).map((s) => s.id);
        }),
      )
      .toContain('solpad-site-overlay');
    const tab = await context.newPage();
    await tab.goto(`${site}/tokens/solana/pump/${mint}`);
    const overlay = new OverlayProbe(tab);
    await expect
      .poll(() => overlay.text('[data-testid="overlay-score"]'), { timeout: 30_000 })
      .toMatch(/^\d{1,3}$/);
    await expect(overlay.host).toHaveCount(1);
    // A page of the site without a token shows none.
    await tab.goto(`${site}/portfolio`);
    await expect.poll(() => overlay.text('[data-testid="overlay-score"]')).toBeNull();
  });
});
