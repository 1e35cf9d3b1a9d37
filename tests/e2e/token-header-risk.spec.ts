import { RISK_LEVEL_TEXT } from '@solpad/core/format';
import type { TokenDetail } from '@solpad/core/schemas';
import { livePage } from './support/first-paint';
import { expect, test } from './support/test';
import { launchToken } from './support/venue';

// A token page names its risk in the header, where a phone shows it without scrolling: the indexer's last score
// (the list's figure) until the page's own scan has run, then that scan's — the same figure the scan card shows.
test.describe("a token page's header risk", () => {
  let mint = '';
  let indexed: NonNullable<TokenDetail['risk']>;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(90_000);
    if (!baseURL) throw new Error('baseURL is required');
    ({ mint } = await launchToken(baseURL, { name: 'Header Heron', symbol: 'HRON' }));
    // The token indexer scans a new token shortly after its launch.
    await expect
      .poll(
        async () => {
          const detail = (await (await fetch(`${baseURL}/api/tokens/${mint}`)).json()) as TokenDetail;
          if (detail.risk) indexed = detail.risk;
          return detail.risk !== null;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
  });

  test("shows the indexed score above the fold on a phone, then the scan card's, and leads to the card", async ({
    browser,
  }) => {
    const { page, context } = await livePage(browser, { width: 390, height: 844 });
    await page.goto(`/tokens/solana/pump/${mint}`);
    const risk = page.getByTestId('token-risk');
    // Before the scan card is reached: the indexer's score, the one the token list shows.
    await expect(risk).toHaveText(`${indexed.score}/100 ${RISK_LEVEL_TEXT[indexed.level]}`);
    await expect(risk).toBeInViewport();
    const summary = page.getByTestId('scan-summary');
    await expect(summary).not.toBeInViewport();

    // The reader taps it: the page scrolls to the scan, which runs and the header then shows its score.
    await risk.getByRole('button').click();
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText('/ 100', { timeout: 30_000 });
    const level = await summary.getByTestId('scan-level').getAttribute('data-level');
    const score = (await summary.locator('.text-3xl').first().textContent())?.trim();
    expect(score).toMatch(/^\d+$/);
    await expect(risk).toHaveText(`${score}/100 ${RISK_LEVEL_TEXT[level as keyof typeof RISK_LEVEL_TEXT]}`);
    await context.close();
  });
});
