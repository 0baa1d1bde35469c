import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInToConsole } from './console-support.ts';
import { expectLedgerReconciles, operator, registerByEmail, route } from './support.ts';

// The console's catalog and content against the real server (`npm start`): the operator launches a
// trust product, a user buys it, the operator raises its yield, and a second user buys it at the new
// yield; the interest job pays each at the yield of their own order. Then the operator publishes a
// notice in English and Chinese, and the app shows each reader their language (English, marked, to
// the others).

const DAY = 86_400_000;
const password = 'Catalog1234';
const nextMidnight = () => Math.floor(Date.now() / DAY) * DAY + DAY;

/** Registers, funds the trust account with 1000 USDT, and opens the product in the app. */
async function fundedBuyer(page: Page, email: string) {
  await registerByEmail(page, email, password);
  expect(operator('credit', email, 'USDT', '1000', '--account', 'trust').exitCode).toBe(0);
}

/** Buys 1000 USDT of `product` in the app, checking the daily interest it promises. */
async function buy(page: Page, product: string, expectedDaily: string) {
  await page.goto('/h5/#/pages/template/index');
  await page.getByRole('button', { name: product }).click();
  await expect.poll(() => route(page)).toContain('/pages/template/detail?id=');
  await page.getByLabel('Amount').fill('1000');
  await expect(page.getByTestId('expected-daily')).toHaveText(expectedDaily);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByText('Purchase successful')).toBeVisible();
  await expect.poll(() => route(page)).toBe('/pages/template/record');
}

const income = (page: Page) =>
  page.locator('[data-testid^="order-"]').first().getByTestId('order-income');

test('a product launched in the console keeps each order on its own terms; a notice reaches each language', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // A retry (or a repeat) runs against the same server: its product must not clash with the first
  // try's (one product per kind, coin and period).
  const days = 20 + testInfo.retry + testInfo.repeatEachIndex * 2;
  const product = `USDT · ${days} days`;
  const stamp = `${Date.now()}.${testInfo.retry}`;

  // 1. The operator creates a hosting product (it starts "coming soon") and opens it.
  const { desk } = await signInToConsole(browser);
  await desk.getByRole('menuitem', { name: 'Trust products' }).click();
  await desk.getByRole('button', { name: 'New product' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Coin').fill('USDT');
  await dialog.getByLabel('Period (days)').fill(String(days));
  await dialog.getByLabel('Minimum amount').fill('100');
  await dialog.getByLabel(/^Daily yield/).fill('0.01');
  await dialog.getByLabel('Liquidated damages per remaining day').fill('0.001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = desk.getByRole('row').filter({ hasText: product });
  await expect(row).toContainText('Coming soon');
  await row.getByRole('button', { name: 'Open now' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Open: closing is all it offers (a product coming soon offers Close too, beside Open now).
  await expect(row.getByRole('button', { name: 'Open now' })).toBeHidden();
  await expect(row.getByRole('button', { name: 'Close' })).toBeVisible();

  // 2. A user buys 1000 USDT at 1 % a day.
  const first = `catalog.a.${stamp}@example.com`;
  await fundedBuyer(page, first);
  await buy(page, product, '10.00000000');
  const firstStart = nextMidnight();

  // 3. The operator doubles the daily yield; the dialog says the open order keeps its terms.
  await desk.reload(); // the console shows the order once it asks again
  await expect(row).toContainText('1 open');
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog).toContainText('1 open order(s) keep the terms they were bought under');
  await dialog.getByLabel(/^Daily yield/).fill('0.02');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('2 % a day');

  // A second user buys the same product, now at 2 % a day.
  const secondPage = await (await browser.newContext()).newPage();
  await fundedBuyer(secondPage, `catalog.b.${stamp}@example.com`);
  await buy(secondPage, product, '20.00000000');
  const secondStart = nextMidnight();

  // 4. Three interest days after the later start: each order is paid at its own yield.
  const at = new Date(secondStart + 3 * DAY).toISOString();
  const accrued = operator('trust', 'accrue', '--at', at);
  expect(accrued.exitCode, accrued.output).toBe(0);
  const firstDays = 3 + (secondStart - firstStart) / DAY; // more, if the journey crossed midnight
  await page.reload();
  await expect(income(page)).toHaveText(`${(10 * firstDays).toFixed(8)}USDT`);
  await secondPage.reload();
  await expect(income(secondPage)).toHaveText('60.00000000USDT');
  expectLedgerReconciles();

  // 5. The operator publishes a notice in English and Simplified Chinese.
  const english = `Maintenance window ${stamp}`;
  const chinese = `系统维护通知 ${stamp}`;
  await desk.getByRole('menuitem', { name: 'Content' }).click();
  await desk.getByRole('button', { name: 'New article' }).click();
  await expect(desk.getByRole('heading', { name: 'New article' })).toBeVisible();
  await desk.getByLabel('Category').click();
  await desk.locator('.ant-select-item-option[title="Announcements"]').click();
  await expect(desk.getByRole('main').getByTitle('Announcements')).toBeVisible();
  await desk.getByLabel('Title').fill(english);
  await desk.getByLabel('Text (Markdown)').fill('Trading pauses for **ten minutes** at 02:00 UTC.');
  await desk.getByRole('tab', { name: /简体中文/ }).click();
  await desk.getByLabel('Title').fill(chinese);
  await desk.getByLabel('Text (Markdown)').fill('交易将于 UTC 02:00 暂停**十分钟**。');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('Article saved')).toBeVisible();
  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect(desk.getByText('Published: readers see it now')).toBeVisible();

  // The app shows it in English, in Chinese, and to a Japanese reader in English, marked as such.
  const notices = async (lang: string) => {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    await page.goto('/h5/#/pages/notice/index');
    await page.reload();
  };
  await notices('en');
  await expect(page.getByText(english)).toBeVisible();
  await notices('zh');
  await expect(page.getByText(chinese)).toBeVisible();
  await expect(page.getByText(english)).toHaveCount(0);
  await notices('jp');
  const item = page.getByRole('listitem').filter({ hasText: english });
  await expect(item).toContainText('英語');
  await item.getByText(english).click();
  await expect(page.getByRole('note')).toContainText('英語で表示しています');
  await expect(page.locator('article')).toContainText('Trading pauses for ten minutes');
});
