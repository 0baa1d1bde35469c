import { expect, test } from './fixtures.ts';
import {
  expectLedgerReconciles,
  operator,
  registerByEmail,
  route,
  uploadPhoto,
} from './support.ts';

// Issue: wallets and money movement, deposits. A new user applies for a USDT chain deposit with a
// recharge screenshot, the operator passes it through the CLI, and the spot balance shows it.
const email = `deposit-${Date.now()}@example.com`;
const password = 'correct-horse-7';

test('deposit by chain with a proof picture, passed by the operator, credits the spot wallet', async ({
  page,
}) => {
  await registerByEmail(page, email, password);

  // Assets -> Deposit -> USDT by chain address.
  await page.goto('/h5/#/pages/assets/index');
  await page.getByRole('link', { name: 'Deposit' }).click();
  await expect.poll(() => route(page)).toBe('/pages/assets/transfer/index');
  await expect(page.getByRole('button', { name: 'USDT' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByText('Chain address').click();
  await expect.poll(() => route(page)).toBe('/pages/assets/deposit/index?currency_id=3');

  // The TRC20 address and its QR code; then the ERC20 one.
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByAltText('QR code of the deposit address')).toBeVisible();
  await page.getByRole('tab', { name: 'ERC20' }).click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-f]{40}$/);
  await page.getByRole('tab', { name: 'TRC20' }).click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T/);

  // Below the minimum, and without a proof picture, nothing is sent.
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The amount is below the minimum deposit')).toBeVisible();
  await expect(page.getByText('Please upload the recharge screenshot')).toBeVisible();

  await page.getByLabel('Amount').fill('150');
  await uploadPhoto(page.getByLabel('Recharge screenshot'), 'proof.png');
  await expect(page.getByAltText('Photo preview')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  // The application page: under review.
  await expect.poll(() => route(page)).toMatch(/^\/pages\/assets\/deposit\/charge\?id=\d+$/);
  const id = /id=(\d+)/.exec(route(page))![1]!;
  await expect(
    page.getByText(
      'Your deposit is under review. It is credited to your spot account once it passes.',
    ),
  ).toBeVisible();

  // The operator sees it and passes it; a second pass is refused.
  const pending = operator('review', 'list', 'deposit');
  expect(pending.output).toMatch(new RegExp(`\\b${id}\\b.*chain 150 USDT via TRC20`));
  expect(operator('review', 'approve', 'deposit', id).exitCode).toBe(0);
  expect(operator('review', 'approve', 'deposit', id).exitCode).not.toBe(0);

  await page.reload();
  await expect(
    page.getByText('Your deposit has passed and was credited to your spot account.'),
  ).toBeVisible();

  // The records show it passed, and the assets page shows the balance.
  await page.goto('/h5/#/pages/assets/transfer/record');
  await expect(page.locator('[data-status="passed"]')).toHaveCount(1);
  await page.goto('/h5/#/pages/assets/index');
  await expect(page.getByText('150.00').first()).toBeVisible();
  expectLedgerReconciles();
});
