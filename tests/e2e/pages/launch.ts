import type { Page } from '@playwright/test';
import { skipWelcome } from '../support/welcome';

/**
 * Prepares `page` before any script runs: the wallet-connect notice dismissed, and the theme `theme` unless the
 * page has chosen one already (a reload keeps a theme a test switched to).
 */
export async function prepareLaunchPage(page: Page, theme: 'light' | 'dark' = 'dark') {
  await skipWelcome(page);
  await page.addInitScript((theme) => {
    if (!localStorage.getItem('vite-ui-theme')) localStorage.setItem('vite-ui-theme', theme);
  }, theme);
}

/** Opens /launch on a page prepared as {@link prepareLaunchPage} does (dark theme). */
export async function openLaunchPage(page: Page) {
  await prepareLaunchPage(page);
  await page.goto('/launch');
}

/** What a spec types into the launch form: its text fields and the PNG it picks as the token's image. */
export interface LaunchFormInput {
  name: string;
  symbol: string;
  description: string;
  image: { name: string; buffer: Buffer };
}

/** Fills the launch form (on /launch) as a user does: name, symbol, description, then the image file. */
export async function fillLaunchForm(page: Page, form: LaunchFormInput) {
  await page.getByLabel('Name').fill(form.name);
  await page.getByLabel('Symbol').fill(form.symbol);
  await page.getByLabel('Description').fill(form.description);
  await page.locator('#launch-image').setInputFiles({ ...form.image, mimeType: 'image/png' });
}
