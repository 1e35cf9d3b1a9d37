import { baseURL } from '../playwright.config';
import { Shell } from './pages/shell';
import { expect, test } from './support/test';
import { fundedWallet, launchToken, taggedToken, trade } from './support/venue';

/**
 * The programs explorer while people trade (issue 22): Network Status's TPS comes from the localnet's real
 * performance samples, so trades made through the real API show as a rate above zero, and a program's deploy
 * slot is never above the current slot (the genesis programs once showed mainnet's 447 552 000).
 */

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const num = (s: string | null) => Number((s ?? '').replaceAll(',', ''));

test.beforeEach(({ page }) => Shell.prepare(page));

test('trades through the API show as TPS above zero, and the deploy slot is not above the current slot', async ({
  page,
}) => {
  const { mint } = await launchToken(baseURL, taggedToken('Tempo Finch', 'TF'));
  const trader = await fundedWallet(baseURL, 2_000_000_000n);
  for (const lamports of [20_000_000n, 30_000_000n, 40_000_000n])
    await trade(baseURL, trader, { mint, side: 'buy', amount: lamports, amountIs: 'sol' });

  await page.goto('/tools/programs');
  const tps = page.getByTestId('network-tps');
  await expect(tps).toHaveText(/^\d/);
  // Launch, airdrops and three trades landed in the last minute: the sampled rate is above zero.
  expect(num(await tps.textContent())).toBeGreaterThan(0);
  await expect(tps).not.toHaveText(/^0(\.0+)?$/);

  await page.getByRole('button', { name: 'Program', exact: true }).click();
  const input = page.getByLabel('Program query');
  await input.fill(TOKEN_PROGRAM);
  await input.press('Enter');
  const deploySlot = page.getByTestId('program-deploy-slot');
  await expect(deploySlot).toHaveText(/^\d+$/);
  const slot = num(await page.getByTestId('network-slot').textContent());
  expect(slot).toBeGreaterThan(0);
  expect(num(await deploySlot.textContent())).toBeLessThanOrEqual(slot);
});
