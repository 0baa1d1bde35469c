import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiAs, operator, passBasicKyc, registerByEmail, route } from './support.ts';

// Issue 33: in-app notifications, live. A buyer orders on a seller's ad and marks the order paid
// (through the API: the P2P screens are otc.spec.ts's journey); the seller, already on Home in
// another browser, sees the bell's unread count rise within 2 seconds of each answer, without a
// reload, then opens the inbox and taps the notification, which lands on the order's page.
test.use({ actionTimeout: 15_000 });

const stamp = Date.now();
const sellerEmail = `notify-seller-${stamp}@example.com`;
const buyerEmail = `notify-buyer-${stamp}@example.com`;
const password = 'correct-horse-7';

/** How soon a notification must show on the bell after the change that caused it. */
const LIVE = { timeout: 2_000 };

/** The nav bar's bell (its name is "Notifications" or "Notifications, N unread"). */
const bell = (page: Page): Locator => page.getByRole('link', { name: /^Notifications(, |$)/ });

/** The page's next successful answer from the API at `path` (any query). */
const answerTo = (page: Page, path: string) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === path && res.ok());

/** The seller's unread count as the server has it. */
async function unreadOf(page: Page): Promise<number> {
  return ((await (await apiAs(page)).get('notifications/unread')) as { count: number }).count;
}

/** A seller with 1000 USDT, basic KYC, Alipay bound, the margin paid and a sell ad online. */
async function sellerWithAd(seller: Page): Promise<number> {
  expect(operator('credit', sellerEmail, 'USDT', '1000').exitCode).toBe(0);
  await passBasicKyc(seller);
  const api = await apiAs(seller);
  await api.post('user/cash_save', {
    kind: 'alipay',
    account: 'seller.pay@alipay.example',
    qr_upload_id: await api.upload(),
  });
  await api.post('trade/transfer'); // the margin
  const market = (await api.get('trade/currencyList')) as {
    currencies: { currency_id: number; currency: string }[];
  };
  const usdt = market.currencies.find((c) => c.currency === 'USDT');
  expect(usdt, JSON.stringify(market.currencies)).toBeTruthy();
  const ad = (await api.post('trade/publish', {
    side: 'sell',
    currency_id: String(usdt!.currency_id),
    price: '1.00',
    quantity: '300',
    min_amount: '10',
    max_amount: '200',
    pay_kinds: 'alipay',
  })) as { id: number };
  return ad.id;
}

test('Notifications: the seller sees a P2P order and its payment arrive on the bell, live, and opens the order from the inbox', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await (await browser.newContext()).newPage();
  const buyer = await (await browser.newContext()).newPage();
  await registerByEmail(seller, sellerEmail, password);
  await registerByEmail(buyer, buyerEmail, password);
  const adId = await sellerWithAd(seller);
  await passBasicKyc(buyer);
  const buyerApi = await apiAs(buyer);
  const voucher = await buyerApi.upload();

  // The seller waits on Home: the bell shows what is unread so far (the KYC approval, say).
  await seller.goto('/h5/#/pages/index/index');
  const before = await unreadOf(seller);
  await expect(bell(seller)).toHaveAccessibleName(
    before > 0 ? `Notifications, ${before} unread` : 'Notifications',
  );

  // The buyer orders 50 USD on the ad: "New P2P order" rings the seller's bell.
  const order = (await buyerApi.post('trade/trade', { ad_id: String(adId), amount: '50' })) as {
    id: number;
  };
  await expect(bell(seller)).toHaveText(String(before + 1), LIVE);

  // The buyer marks it paid: "Buyer has paid" rings it again, still without a reload.
  await buyerApi.post('trade/pay', {
    id: String(order.id),
    payment_kind: 'alipay',
    voucher_upload_id: voucher,
  });
  await expect(bell(seller)).toHaveText(String(before + 2), LIVE);
  await expect(bell(seller)).toHaveAccessibleName(`Notifications, ${before + 2} unread`);

  // The bell opens the inbox; the newest notification opens the order it is about.
  // (Each page is its own chunk: on a loaded machine its list may take longer than an
  // assertion's wait, so the journey waits for the server's answer first.)
  const inbox = answerTo(seller, '/api/notifications');
  await bell(seller).click();
  await expect.poll(() => route(seller)).toBe('/pages/notice/inbox');
  await inbox;
  const paid = seller.getByRole('link', { name: /Buyer has paid/ });
  await expect(paid).toBeVisible();
  await expect(seller.getByRole('link', { name: /New P2P order/ })).toBeVisible();
  const detail = answerTo(seller, '/api/trade/orderDetail');
  await paid.click();
  await expect.poll(() => route(seller)).toBe(`/pages/otc/detail?id=${order.id}`);
  await detail;
  await expect(seller.getByText('To be confirmed').first()).toBeVisible();
  // Opening it read it: one fewer unread on the server.
  await expect.poll(() => unreadOf(seller)).toBe(before + 1);
});
