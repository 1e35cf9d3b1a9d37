import type { BrowserContext, Page } from '@playwright/test';

/**
 * Keeps the welcome dialog (spec §2: it opens 1 s after a fresh load unless the visitor skipped it, which the
 * site stores as `wallet_connect_dismissed`) from covering the page under test, on every page `target` loads
 * from now on; with `theme`, the site's theme is set before each load too. The wallet specs, which are about
 * the dialog itself, spell the key out instead.
 */
export async function skipWelcome(target: Page | BrowserContext, theme?: 'light' | 'dark'): Promise<void> {
  await target.addInitScript((t) => {
    localStorage.setItem('wallet_connect_dismissed', 'true');
    if (t) localStorage.setItem('vite-ui-theme', t);
  }, theme);
}
