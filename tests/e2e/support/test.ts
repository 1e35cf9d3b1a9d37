import { test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';

// Every spec runs with the server's Content-Security-Policy on and fails on any violation of it: each page of the
// test's browser context reports `securitypolicyviolation` events to the console, and the console is watched for
// those reports and for Chromium's own "Refused to …" messages. Specs import `test` from here, never from
// @playwright/test (a lint rule says so).

/** Chromium's console text for what a Content-Security-Policy blocked. */
const REFUSED = /Refused to (load|execute|apply|connect|evaluate|create|frame|send|compile|run)\b/;
const MARK = '[csp-violation]';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript((mark) => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => {
            const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
            console.error(
              `${mark} ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${where} ${e.sample}`,
            );
          },
          true,
        );
      }, MARK);
      const onConsole = (msg: ConsoleMessage) => {
        const text = msg.text();
        if (text.startsWith(MARK) || REFUSED.test(text))
          violations.push(`${msg.page()?.url() ?? '?'}: ${text}`);
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Appends an inline script to `page`'s body and answers whether it ran within 200 ms: undefined when the
 * Content-Security-Policy refused it (which the `cspViolations` fixture then records).
 */
export function inlineScriptRan(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    return new Promise((resolve) =>
      setTimeout(() => resolve((window as { __injected?: boolean }).__injected), 200),
    );
  });
}

export * from '@playwright/test';
export { expect };
