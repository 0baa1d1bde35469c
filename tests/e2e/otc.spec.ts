import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  apiAs,
  expectLedgerReconciles,
  operator,
  passBasicKyc,
  registerByEmail,
  route,
  setFundPassword,
  uploadPhoto,
} from './support.ts';

// Issue: peer-to-peer (OTC) trading. Two users in two browsers. The seller pays the margin and
// publishes a sell ad for USDT paid by Alipay; the buyer finds it on the seller's profile, orders by
// amount, pays with a voucher; the seller releases with the fund password and the coins move (less
// the fee). A second order is paid, the seller appeals it, and the operator decides for the seller:
// the order is cancelled and the coins go back to the ad. The ledger reconciles at the end.
test.use({ actionTimeout: 15_000 });

const stamp = Date.now();
const sellerEmail = `otc-seller-${stamp}@example.com`;
const buyerEmail = `otc-buyer-${stamp}@example.com`;
const password = 'correct-horse-7';
const FUND_PASSWORD = '246810';

type Balance = { symbol: string; available: string; frozen: string };

async function spotUsdt(page: Page) {
  const wallets = (await (await apiAs(page)).post('wallet/list')) as {
    accounts: { type: string; balances: Balance[] }[];
  };
  const usdt = wallets.accounts
    .find((a) => a.type === 'spot')!
    .balances.find((b) => b.symbol === 'USDT')!;
  return { available: Number(usdt.available), frozen: Number(usdt.frozen) };
}

const orderId = (page: Page) => Number(/[?&]id=(\d+)/.exec(route(page))?.[1]);

async function orderFromProfile(buyer: Page, sellerId: number, adId: number, amount: string) {
  await buyer.goto(`/h5/#/pages/otc/hisdetail?user_id=${sellerId}`);
  await buyer.getByTestId(`otc-ad-${adId}`).getByRole('button').click();
  const sheet = buyer.getByRole('form', { name: 'Buy USDT' });
  await sheet.getByLabel('Amount').fill(amount);
  await sheet.getByRole('button', { name: 'Buy USDT' }).click();
  await expect.poll(() => route(buyer)).toContain('/pages/otc/detail?id=');
  await expect(buyer.getByText('To be paid').first()).toBeVisible();
  return orderId(buyer);
}

async function payWithVoucher(buyer: Page) {
  await buyer.getByRole('button', { name: 'I have paid' }).click();
  const sheet = buyer.getByRole('form', { name: 'I have paid' });
  await sheet.getByRole('radio', { name: 'Alipay' }).click();
  await uploadPhoto(sheet.getByLabel('Payment voucher'), 'receipt.png');
  await sheet.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(buyer.getByText('To be confirmed').first()).toBeVisible();
}

test('OTC: margin and a sell ad; an order paid and released; a second one appealed and decided', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const seller = await (await browser.newContext()).newPage();
  const buyer = await (await browser.newContext()).newPage();
  await registerByEmail(seller, sellerEmail, password);
  await registerByEmail(buyer, buyerEmail, password);
  expect(operator('credit', sellerEmail, 'USDT', '1000').exitCode).toBe(0);
  await passBasicKyc(seller);
  await passBasicKyc(buyer);
  await setFundPassword(seller, sellerEmail, FUND_PASSWORD);
  const sellerApi = await apiAs(seller);
  await sellerApi.post('user/cash_save', {
    kind: 'alipay',
    account: 'seller.pay@alipay.example',
    qr_upload_id: await sellerApi.upload(),
  });

  // The margin first: without it the form says so; paying it freezes 100 USDT.
  await seller.goto('/h5/#/pages/otc/mylist?publish=1');
  await expect(seller.getByText('A margin must be paid before publishing').first()).toBeVisible();
  await seller.goto('/h5/#/pages/otc/mylist');
  await seller.getByRole('button', { name: 'Pay margin' }).click();
  await seller.getByRole('dialog').getByRole('button', { name: 'Pay margin' }).click();
  await expect(seller.getByText('Margin paid').first()).toBeVisible();
  expect(await spotUsdt(seller)).toEqual({ available: 900, frozen: 100 });

  // A sell ad: 300 USDT at 1.00 USD, orders of 10 to 200, paid by Alipay. Its coins are frozen.
  await seller.getByRole('button', { name: 'Post an ad' }).first().click();
  const form = seller.getByRole('form', { name: 'Post an ad' });
  await form.getByRole('tab', { name: 'I want to sell' }).click();
  await form.getByLabel('Coin').selectOption({ label: 'USDT' });
  await form.getByLabel('Price (USD)').fill('1.00');
  await form.getByLabel('Total quantity (USDT)').fill('300');
  await form.getByLabel('Minimum order').fill('10');
  await form.getByLabel('Maximum order').fill('200');
  await form.getByRole('checkbox', { name: 'Alipay' }).check({ force: true });
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(seller.getByText('Ad published').first()).toBeVisible();
  expect(await spotUsdt(seller)).toEqual({ available: 600, frozen: 400 });
  const sellerId = ((await sellerApi.get('user/center')) as { id: number }).id;
  const ads = (await sellerApi.get('trade/myTradeList')) as { items: { id: number }[] };
  const adId = ads.items[0]!.id;

  // The buyer orders 50 USD from the seller's profile and pays with a voucher.
  const first = await orderFromProfile(buyer, sellerId, adId, '50');
  await expect(buyer.getByText('seller.pay@alipay.example')).toBeVisible(); // the account to pay to
  await payWithVoucher(buyer);

  // The seller sees the voucher, then releases with the fund password.
  await seller.goto(`/h5/#/pages/otc/detail?id=${first}`);
  await expect(seller.getByText('To be confirmed').first()).toBeVisible();
  await expect(seller.getByRole('img', { name: 'Payment voucher' })).toBeVisible();
  await seller.getByRole('button', { name: 'Release coins' }).click();
  const release = seller.getByRole('form', { name: 'Release the coins' });
  await release.getByRole('group', { name: 'Fund password' }).click();
  await seller.keyboard.type(FUND_PASSWORD);
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(seller.getByText('Completed').first()).toBeVisible();

  // 50 USDT left the seller's frozen ad reservation; the buyer got 50 less the 0.1 % fee.
  expect(await spotUsdt(seller)).toEqual({ available: 600, frozen: 350 });
  expect(await spotUsdt(buyer)).toEqual({ available: 49.95, frozen: 0 });
  await buyer.goto('/h5/#/pages/otc/list');
  await buyer.getByRole('tab', { name: 'Completed' }).click();
  await expect(buyer.getByRole('listitem')).toHaveCount(1);

  // A second order: paid, then the seller appeals (payment not received) with a voucher.
  const second = await orderFromProfile(buyer, sellerId, adId, '20');
  await payWithVoucher(buyer);
  await seller.goto(`/h5/#/pages/otc/detail?id=${second}`);
  await seller.getByRole('button', { name: 'Appeal' }).click();
  const appeal = seller.getByRole('form', { name: 'Appeal' });
  await appeal.getByLabel('Description').fill('No payment has arrived in my Alipay account.');
  await uploadPhoto(appeal.getByLabel('Appeal voucher'), 'statement.png');
  await appeal.getByRole('button', { name: 'Submit appeal' }).click();
  await expect(seller.getByText('Seller appealing').first()).toBeVisible();

  // The operator sees the appeal and decides for the appellant (the seller): cancelled, coins back.
  const pending = operator('review', 'list', 'otc_appeal').output;
  expect(pending).toContain('No payment has arrived');
  expect(operator('review', 'approve', 'otc_appeal', String(second)).exitCode).toBe(0);
  await buyer.goto('/h5/#/pages/otc/list'); // away and back: the detail page reads the order afresh
  await buyer.goto(`/h5/#/pages/otc/detail?id=${second}`);
  await expect(buyer.getByText('Cancelled').first()).toBeVisible();
  await expect(
    buyer.getByText(
      'The appeal was decided for the seller. The order was cancelled and the coins went back.',
    ),
  ).toBeVisible();
  expect(await spotUsdt(buyer)).toEqual({ available: 49.95, frozen: 0 });
  expect(await spotUsdt(seller)).toEqual({ available: 600, frozen: 350 }); // back in the ad's reservation

  expectLedgerReconciles();
});
