import { expect, type Locator, type Page } from '@playwright/test';
import { skipWelcome } from '../support/welcome';

/** The two viewports every shell spec runs at. */
export const SHELL_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** The app shell's landmarks, as a user finds them (roles and names). */
export class Shell {
  readonly sidebar: Locator;
  readonly bottomBar: Locator;
  readonly main: Locator;
  readonly themeToggle: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    this.bottomBar = page.getByRole('navigation', { name: 'Mobile' });
    this.main = page.locator('main#main');
    this.themeToggle = page.getByRole('button', { name: /^Theme: / });
  }

  /** Keeps the welcome dialog (opens 1 s after a fresh load) from covering the page; optionally sets a theme. */
  static async prepare(page: Page, theme?: 'light' | 'dark' | 'system') {
    await skipWelcome(page);
    await page.addInitScript((t) => {
      if (t && !sessionStorage.getItem('theme-set')) {
        localStorage.setItem('vite-ui-theme', t);
        sessionStorage.setItem('theme-set', '1');
      }
    }, theme);
  }

  /**
   * Opens `path` and waits until the app's socket to /api/ws got the server's welcome, so live updates
   * (maintenance toggles) reach this page from then on.
   */
  static async gotoLive(page: Page, path: string) {
    const welcomed = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (!ws.url().endsWith('/api/ws')) return;
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"welcome"')) resolve();
        });
      });
    });
    await page.goto(path);
    await welcomed;
  }

  /** Opens `path` and returns its shell. */
  static async open(page: Page, path: string): Promise<Shell> {
    await page.goto(path);
    return new Shell(page);
  }

  /** Opens `path` and returns its shell with the sidebar expanded (hovered). */
  static async openExpanded(page: Page, path: string): Promise<Shell> {
    const shell = await Shell.open(page, path);
    await shell.expandSidebar();
    return shell;
  }

  /** A link in the sidebar, by its accessible name. */
  sidebarLink(name: string | RegExp): Locator {
    return this.sidebar.getByRole('link', { name });
  }

  /** The screen's title (its one h1). */
  title() {
    return this.page.locator('main h1').first();
  }

  async sidebarWidth(): Promise<number> {
    const box = await this.sidebar.boundingBox();
    if (!box) throw new Error('sidebar not rendered');
    return box.width;
  }

  async expandSidebar() {
    await this.sidebar.hover({ position: { x: 30, y: 200 } });
    await expect.poll(() => this.sidebarWidth()).toBeGreaterThan(200);
  }

  async htmlTheme(): Promise<string> {
    return this.page.evaluate(() => document.documentElement.className);
  }
}

/**
 * Closes every open toast (a session restore's "Wallet Reconnected", a write's confirmation), so none covers a
 * control or a screenshot. A toast that closes by itself between the count and the click is no failure.
 */
export async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0)
    await close
      .first()
      .click()
      .catch(() => undefined);
}
