import { expect, test } from './fixtures.ts';
import { expectLedgerReconciles, operator, passBasicKyc, registerByEmail } from './support.ts';

// Issue: markets and trading, the derivatives half. A user whose basic KYC the operator approved and
// whose options account the operator credited buys a 30 s option and watches the server's own timer
// settle it at the delivery tick; then a leverage position is opened from the contract account and
// closed out at the market price. The ledger reconciles afterwards.
const email = `deriv-${Date.now()}@example.com`;
const password = 'correct-horse-7';

test('buy an option that the server settles at delivery, then open and close a leverage position', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerByEmail(page, email, password);
  await passBasicKyc(page);
  expect(operator('credit', email, 'USDT', '500', '--account', 'options').exitCode).toBe(0);
  expect(operator('credit', email, 'USDT', '500', '--account', 'contract').exitCode).toBe(0);

  // Option: flat band shown, the 30 s duration, the minimum stake.
  await page.goto('/h5/#/pages/option/detail');
  await expect(
    page.getByText('Flat: the delivery price is within ±0.01% of the buy price'),
  ).toBeVisible();
  await page.getByRole('button', { name: /^30s/ }).click();
  await page.getByLabel('Amount').fill('10');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const waiting = page.getByTestId('option-order');
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByLabel('Time to delivery')).toContainText('s left');
  // The server's timer delivers it 30 s after purchase; the waiting list then empties.
  await expect(waiting).toHaveCount(0, { timeout: 60_000 });
  await page.getByRole('tab', { name: 'Settled' }).click();
  const settled = page.getByTestId('option-order');
  await expect(settled).toHaveCount(1);
  await expect(settled.getByText(/^(Won|Lost)$/)).toBeVisible();
  await expect(settled.getByText('Delivery tick')).toBeVisible();

  // Leverage: stops 10 % either side of the price now, one lot at the default multiple.
  await page.goto('/h5/#/pages/lever/index');
  const price = Number((await page.getByTestId('lever-price').innerText()).replace(/,/g, ''));
  expect(price).toBeGreaterThan(0);
  await page.getByLabel('Stop-profit price').fill((price * 1.1).toFixed(2));
  await page.getByLabel('Stop-loss price').fill((price * 0.9).toFixed(2));
  await page.getByRole('button', { name: 'Open long' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const position = page.getByTestId('lever-position');
  await expect(position).toHaveCount(1);
  await expect(position).toContainText('BTC/USDT · Buy long · 10×');
  await position.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(position).toHaveCount(0);
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page.getByTestId('lever-position')).toHaveCount(1);
  await expect(
    page.getByTestId('lever-position').getByText('Closed', { exact: true }),
  ).toBeVisible();

  expectLedgerReconciles();
});
