import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectLedgerReconciles, operator, registerByEmail } from './support.ts';

// Issue "Wallets and money movement": money moving between a user's own accounts (transfer spot ->
// options), between coins (flash exchange at the simulator's price) and between users (a gift by
// e-mail). Balances are read back from the server; the ledger reconciles afterwards.
const stamp = Date.now();
const alice = `alice-${stamp}@example.com`;
const bob = `bob-${stamp}@example.com`;
const password = 'wallet-pass-7';

interface Balance {
  symbol: string;
  available: string;
}
interface Account {
  type: string;
  balances: Balance[];
}

/** The signed-in user's available balance of a coin in one account, from the API. */
async function available(page: Page, account: string, coin: string): Promise<number> {
  const list = await page.evaluate(async () => {
    const response = await fetch('/api/wallet/list', {
      method: 'POST',
      headers: {
        Authorization: localStorage.getItem('token') ?? '',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    const body = (await response.json()) as { data: { accounts: Account[] } };
    return body.data;
  });
  const wallet = list.accounts
    .find((a) => a.type === account)
    ?.balances.find((b) => b.symbol === coin);
  return Number(wallet?.available ?? 0);
}

test('transfer between accounts, flash exchange and a gift to another user', async ({
  browser,
}) => {
  const bobPage = await (await browser.newContext()).newPage();
  await registerByEmail(bobPage, bob, password);

  const page = await (await browser.newContext()).newPage();
  await registerByEmail(page, alice, password);
  expect(operator('credit', alice, 'USDT', '1000').exitCode).toBe(0);

  // Spot -> options (the form's default direction).
  await page.goto('/h5/#/pages/assets/transfersd/hzindex');
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText('Transfer successful')).toBeVisible();
  await expect.poll(() => available(page, 'options', 'USDT')).toBe(100);
  expect(await available(page, 'spot', 'USDT')).toBe(900);

  // Flash exchange: USDT -> the page's second coin, at the quoted market price.
  await page.goto('/h5/#/pages/assets/transfersd/index');
  await page.getByLabel('Amount').fill('50');
  await expect(page.getByText('You receive')).toBeVisible();
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Exchange completed')).toBeVisible();
  await expect.poll(() => available(page, 'spot', 'USDT')).toBe(850);

  // Gift 25 USDT to Bob by e-mail, confirmed with the login password (no fund password yet).
  await page.goto('/h5/#/pages/assets/transfersd/sf');
  await page.getByLabel('Recipient e-mail').fill(bob);
  await page.getByLabel('Amount').fill('25');
  await page.getByLabel('Login password').fill(password);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transfer sent')).toBeVisible();
  await expect.poll(() => available(page, 'spot', 'USDT')).toBe(825);
  await expect.poll(() => available(bobPage, 'spot', 'USDT')).toBe(25);

  expectLedgerReconciles();
});
