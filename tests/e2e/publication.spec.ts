import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectLedgerReconciles, operator, registerByEmail, route } from './support.ts';

// Issue "Earn", second half: a funded user subscribes to a new coin, the operator passes the
// subscription through the CLI and the record shows it passed; when the lock-up is over the coins are
// delivered. The user buys a miner, finds it preparing, and once it has run for a day it has yielded.
// Later days are reached with the operator's `jobs run ... --at`, which runs the server's own jobs.
const email = `e2e-pub-${Date.now()}@example.com`;
const password = 'correct-horse-7';
const DAY = 86_400_000;

/** The signed-in user's spot balance of a coin (available, frozen), read from the API. */
async function spot(page: Page, symbol: string): Promise<{ available: number; frozen: number }> {
  const balance = await page.evaluate(async (coin) => {
    const response = await fetch('/api/wallet/list', {
      method: 'POST',
      headers: {
        Authorization: localStorage.getItem('token') ?? '',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    type Balance = { symbol: string; available: string; frozen: string };
    const body = (await response.json()) as {
      data: { accounts: { type: string; balances: Balance[] }[] };
    };
    const spotAccount = body.data.accounts.find((a) => a.type === 'spot');
    return spotAccount?.balances.find((b) => b.symbol === coin) ?? null;
  }, symbol);
  return { available: Number(balance?.available ?? 0), frozen: Number(balance?.frozen ?? 0) };
}

test('subscribe to a new coin, passed by the operator; buy a miner', async ({ page }) => {
  await registerByEmail(page, email, password);
  const credited = operator('credit', email, 'USDT', '10000');
  expect(credited.exitCode, credited.output).toBe(0);

  await page.goto('/h5/#/pages/publication/index');
  await page.getByRole('link', { name: 'LUMA' }).click();
  await expect.poll(() => route(page)).toBe('/pages/publication/details?id=1');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => route(page)).toBe('/pages/publication/purchase?id=1');
  await page.getByLabel('Amount', { exact: true }).fill('500');
  await expect(page.getByTestId('estimate')).toHaveText('10000.000000LUMA');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Submitted, waiting for review')).toBeVisible();
  const records = page.getByRole('region', { name: 'Subscription records' });
  await expect(records.getByText('500.00000000')).toBeVisible();

  const pending = operator('review', 'list', 'subscription');
  const id = /^\s+(\d+)\s/m.exec(pending.output)?.[1];
  expect(id, pending.output).toBeTruthy();
  const approved = operator('review', 'approve', 'subscription', id!);
  expect(approved.output).toContain('approved');

  await page.reload();
  await page.getByRole('tab', { name: 'Passed' }).click();
  await expect(records.getByText('500.00000000')).toBeVisible();
  await expect(records.getByText('Unlocks on')).toBeVisible();
  // Passed: 10000 LUMA are the user's but locked (frozen) for the 30-day lock-up.
  expect(await spot(page, 'LUMA')).toEqual({ available: 0, frozen: 10000 });
  const unlocked = operator(
    'jobs',
    'run',
    'publication.unlock',
    '--at',
    new Date(Date.now() + 31 * DAY).toISOString(),
  );
  expect(unlocked.exitCode, unlocked.output).toBe(0);
  expect(await spot(page, 'LUMA')).toEqual({ available: 10000, frozen: 0 });

  await page.goto('/h5/#/pages/wakuang/buy-machines?id=1');
  await expect(page.getByTestId('total')).toHaveText('4,200.00USDT');
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect.poll(() => route(page)).toBe('/pages/wakuang/publication');
  await expect(page.getByText('Antminer S21 · 1 machine')).toBeVisible();
  await expect(page.getByText('Preparing')).toBeVisible();

  // Two days of preparation, then a day of mining: 0.00016 BTC a machine a day.
  const btcBefore = (await spot(page, 'BTC')).available;
  const mined = operator(
    'jobs',
    'run',
    'mining.yields',
    '--at',
    new Date(Date.now() + 3.5 * DAY).toISOString(),
  );
  expect(mined.exitCode, mined.output).toBe(0);
  expect((await spot(page, 'BTC')).available).toBeGreaterThan(btcBefore);
  expectLedgerReconciles();
});
