import type { Page } from '@playwright/test';

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
