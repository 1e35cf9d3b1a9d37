import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { skipWelcome } from './welcome';

type Viewport = { width: number; height: number };

/** A page as index.html paints it before the app's scripts run (its inline scripts still do): the scripts fail. */
export async function staticPage(
  browser: Browser,
  viewport: Viewport,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport });
  await context.route('**/assets/*.js', (route) => route.abort());
  return { page: await context.newPage(), context };
}

/**
 * A page with the app, the welcome dialog dismissed, that adds up its layout shifts from the first parse on
 * (read them with {@link layoutShift}).
 */
export async function livePage(
  browser: Browser,
  viewport: Viewport,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport });
  await skipWelcome(context);
  await context.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { page: await context.newPage(), context };
}

/** The page's cumulative layout shift so far (a page of {@link livePage}). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/**
 * What a region shows and where: `texts` and `boxes` map names to CSS selectors inside `region` (its first match's
 * text content, its first match's box), `text` is the region's whole text (unless `wholeText` is false: the app's
 * region holds more than the static one). Compared between the static page and the app's, it says whether React
 * renders the same thing at the same place.
 */
export async function regionLayout(
  region: Locator,
  selectors: { texts?: Record<string, string>; boxes: Record<string, string>; wholeText?: boolean },
): Promise<Record<string, unknown>> {
  await expect(region).toBeVisible();
  return region.evaluate((el, { texts = {}, boxes, wholeText = true }) => {
    const box = (sel: string) => {
      const r = el.querySelector(sel)?.getBoundingClientRect();
      return r && { x: r.x, y: r.y, w: r.width, h: r.height };
    };
    return {
      ...(wholeText ? { text: el.textContent } : {}),
      ...Object.fromEntries(Object.entries(texts).map(([k, sel]) => [k, el.querySelector(sel)?.textContent])),
      ...Object.fromEntries(Object.entries(boxes).map(([k, sel]) => [k, box(sel)])),
    };
  }, selectors);
}
