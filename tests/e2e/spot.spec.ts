import { expect, test } from './fixtures.ts';
import { expectLedgerReconciles, operator, registerByEmail, route } from './support.ts';

// Issue "Markets and trading": a new user funded by the operator buys BTC at market and the
// balances change; a limit buy far below the price waits with its USDT frozen and is cancelled,
// which releases the USDT. The books reconcile afterwards.
const email = `spot-${Date.now()}@example.com`;
const password = 'correct-horse-7';
const TRADE = '/h5/#/pages/trade/index?view=trade&pair=1';

test('market buy, then a waiting limit order cancelled', async ({ page }) => {
  await registerByEmail(page, email, password);
  const credit = operator('credit', email, 'USDT', '100000');
  expect(credit.exitCode, credit.output).toBe(0);

  await page.goto(TRADE);
  await expect.poll(() => route(page)).toContain('/pages/trade/index');
  const available = page.getByTestId('trade-available');
  await expect(available).toHaveText(/100,?000\.00\s*USDT/);

  // Market buy: fills at once; USDT goes down and BTC arrives.
  await page.getByRole('tab', { name: 'Market', exact: true }).click();
  await page.getByLabel('Quantity (BTC)').fill('0.01');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(page.getByText('Order filled')).toBeVisible();
  await expect(available).not.toHaveText(/100,?000\.00\s*USDT/);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.locator('[data-testid^="order-"]').first()).toContainText('BTC/USDT');
  await page.getByRole('tab', { name: 'Sell', exact: true }).click();
  await expect(available).toHaveText(/0\.00999\s*BTC/); // 0.01 less the 0.1 % fee
  await page.getByRole('tab', { name: 'Buy', exact: true }).click();
  const afterBuy = await available.textContent();

  // A limit buy at 1,000 USDT waits with 10 USDT frozen.
  await page.getByRole('tab', { name: 'Limit', exact: true }).click();
  await page.getByLabel('Price (USDT)').fill('1000');
  await page.getByLabel('Quantity (BTC)').fill('0.01');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  await page.getByRole('tab', { name: 'Waiting' }).click();
  const waiting = page.locator('[data-testid^="order-"]').first();
  await expect(waiting).toContainText('1000');
  await expect(available).not.toHaveText(afterBuy!);

  // Cancelled: the frozen USDT is available again.
  await waiting.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(available).toHaveText(afterBuy!);
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.locator('[data-testid^="order-"]').first()).toContainText('1000');

  expectLedgerReconciles();
});
