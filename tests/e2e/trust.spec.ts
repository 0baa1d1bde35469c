import { expect, test } from './fixtures.ts';
import { expectLedgerReconciles, operator, registerByEmail, route } from './support.ts';

// Issue "Earn": a user funded in the trust account buys a hosting product, interest arrives, the
// user redeems early and gets the principal back less the liquidated damages, and the books balance.
// The server runs in real time, so the daily-interest job is run by the operator as of a chosen
// instant (`trust accrue --at`): the same idempotent job the scheduler runs every minute.
const email = `trust-${Date.now()}@example.com`;
const password = 'correct-horse-7';
const DAY = 86_400_000;

type Wallets = {
  accounts: { type: string; balances: { symbol: string; available: string; frozen: string }[] }[];
};

test('buy a hosting product, receive interest, redeem early with liquidated damages', async ({
  page,
}) => {
  await registerByEmail(page, email, password);
  const credited = operator('credit', email, 'USDT', '1000', '--account', 'trust');
  expect(credited.output).toContain('Credited 1000 USDT');

  // The Trust tab: products in their states, the highest expected 30-day return highlighted.
  await page.goto('/h5/#/pages/template/index');
  await expect(page.getByTestId('max-30d')).toContainText('%');
  await expect(page.getByText('Coming soon').first()).toBeVisible();
  await page.getByRole('button', { name: 'USDT · 15 days' }).click();
  await expect.poll(() => route(page)).toContain('/pages/template/detail?id=');

  // Buy 1000 USDT at 0.4 % a day for 15 days: 4 a day, 60 in total.
  await expect(page.getByTestId('available')).toContainText('1000.00000000');
  await page.getByLabel('Amount').fill('1000');
  await expect(page.getByTestId('expected-daily')).toHaveText('4.00000000');
  await expect(page.getByTestId('expected-total')).toHaveText('60.00000000');
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByText('Purchase successful')).toBeVisible();
  await expect.poll(() => route(page)).toBe('/pages/template/record');
  const card = page.locator('[data-testid^="order-"]').first();
  await expect(card).toContainText('1000.00000000USDT');
  await expect(card.getByTestId('order-income')).toHaveText('0.00000000USDT');

  // Twelve interest days later (interest starts at the next UTC midnight): 12 x 4 = 48 paid, 3 days remain.
  const start = Math.floor(Date.now() / DAY) * DAY + DAY;
  const accrued = operator('trust', 'accrue', '--at', new Date(start + 12 * DAY).toISOString());
  // (other journeys' orders on the same server are accrued too: this one's income is checked below)
  expect(accrued.output).toMatch(/Accrued interest on [1-9]\d* hosted order\(s\)/);
  expect(accrued.exitCode).toBe(0);
  await page.reload();
  await expect(card.getByTestId('order-income')).toHaveText('48.00000000USDT');
  await expect(card).toContainText('3 of 15 days');
  // Liquidated damages = 0.4 % x 3 remaining days x 1000 = 12.
  await expect(card.getByTestId('order-penalty')).toHaveText('12.00000000USDT');

  await card.getByRole('button', { name: 'Redeem early' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Penalty: 12.00000000 USDT. You get 988.00000000 USDT back.');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Redeemed').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Redeemed' }).click();
  await expect(page.getByTestId('order-refund')).toHaveText('988.00000000USDT');

  // The trust account holds 988 refunded + 48 interest; nothing is left frozen.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.post('/api/wallet/list', {
    headers: { authorization: token ?? '' },
    form: {},
  });
  const wallets = (await res.json()).data as Wallets;
  const usdt = wallets.accounts
    .find((a) => a.type === 'trust')!
    .balances.find((b) => b.symbol === 'USDT')!;
  expect(usdt).toMatchObject({ available: '1036', frozen: '0' });
  expectLedgerReconciles();
});
