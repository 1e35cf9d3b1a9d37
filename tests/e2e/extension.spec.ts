import { DEV_EXTENSION_ID } from '@solpad/core/extension';
import { baseURL } from '../playwright.config';
import { DEFAULT_API_BASE_URL, expect, OptionsPage, test, useLocalApi } from './support/extension';
import { inlineScriptRan } from './support/test';

test.describe('extension', () => {
  test('the build has the id derived from the key in its manifest, the one the API trusts by default', async ({
    extensionId,
    request,
  }) => {
    expect(extensionId).toBe(DEV_EXTENSION_ID);
    // The e2e server runs without PUBLIC_URL or EXTENSION_IDS: this build's pages get CORS with credentials.
    const origin = `chrome-extension://${extensionId}`;
    const res = await request.get('/api/health', { headers: { origin } });
    expect(res.headers()['access-control-allow-origin']).toBe(origin);
    const other = await request.get('/api/health', {
      headers: { origin: `chrome-extension://${'a'.repeat(32)}` },
    });
    expect(other.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('the options page shows the diagnostics of the API it saved; the popup only says it is online', async ({
    page,
    extensionId,
  }) => {
    await useLocalApi(page, extensionId);
    await expect(page.getByTestId('api-base')).toHaveText(`API: ${baseURL}`);
    const health = page.getByTestId('health');
    await expect(health).toBeVisible();
    await expect(health.locator('[data-field="Chain"]')).toHaveText('localnet');
    await expect(health.locator('[data-field="Slot"]')).toHaveText(/^\d{1,3}(,\d{3})*$/);
    await expect(health.locator('[data-field="Database"]')).toHaveText('PGlite (embedded)');
    await page.screenshot({ path: 'tests/.tmp/ext-shots/options.png', fullPage: true });

    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(page.getByTestId('api-status')).toHaveText('Online');
    await expect(page.getByTestId('api-status')).toHaveAttribute('title', `API: ${baseURL}`);
    // No diagnostics block in the popup any more.
    await expect(page.getByTestId('health')).toHaveCount(0);
    await expect(page.getByText('Database')).toHaveCount(0);
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
    await expect(page.getByTestId('api-status')).toHaveText('Offline');
  });

  test("the extension's pages run under their own strict CSP: an injected inline script is refused", async ({
    page,
    extensionId,
    cspViolations,
  }) => {
    for (const name of ['popup', 'sidepanel', 'options']) {
      await page.goto(`chrome-extension://${extensionId}/${name}.html`);
      await expect(page.locator('body')).not.toBeEmpty();
      const ran = await inlineScriptRan(page);
      expect(ran, name).toBeUndefined();
      await expect.poll(() => cspViolations.join('\n'), { message: name }).toContain('script-src');
      // These refusals were the point; the fixture checks that the pages themselves caused none.
      cspViolations.length = 0;
    }
  });
});
