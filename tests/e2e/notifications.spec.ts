import type { Locator, Page } from '@playwright/test';
import { startPushService, type PushService } from '../../server/tests/helpers/push-service.ts';
import { expect, test } from './fixtures.ts';
import {
  apiAs,
  operator,
  passBasicKyc,
  registerByEmail,
  route,
  untilServiceWorkerControls,
} from './support.ts';

// Issue 33: in-app notifications, live, and Web Push. A buyer orders on a seller's ad and marks
// the order paid (through the API: the P2P screens are otc.spec.ts's journey); the seller, already
// on Home in another browser, sees the bell's unread count rise within 2 seconds of each answer,
// without a reload, then opens the inbox and taps the notification, which lands on the order's
// page. The same "paid" is pushed: the server encrypts it for the seller's subscription and posts
// it to a local push service (which decrypts it, as a browser's push service and browser would),
// and that service hands it to the seller's service worker; its notification opens the order.
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
  const seller = await (await browser.newContext({ permissions: ['notifications'] })).newPage();
  const buyer = await (await browser.newContext()).newPage();
  await registerByEmail(seller, sellerEmail, password);
  await registerByEmail(buyer, buyerEmail, password);
  const adId = await sellerWithAd(seller);
  const pushService = await subscribeToLocalPush(seller);
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

  // The push of "Buyer has paid", as the server encrypted it, shows on the seller's browser and
  // takes it from Home to the order.
  try {
    const pushed = await expect
      .poll(() => pushService.received.map((r) => r.payload as Pushed), { timeout: 20_000 })
      .toContainEqual(expect.objectContaining({ title: 'Buyer has paid' }))
      .then(() => pushService.received.map((r) => r.payload as Pushed));
    const paidPush = pushed.find((p) => p.title === 'Buyer has paid')!;
    expect(paidPush).toMatchObject({
      link: `/pages/otc/detail?id=${order.id}`,
      lang: 'en',
      body: expect.stringContaining('50'),
    });
    await seller.goto('/h5/#/pages/index/index');
    const worker = await pushTo(seller, paidPush);
    const origin = new URL(seller.url()).origin;
    await expect
      .poll(() => worker.evaluate(shownNotifications), { timeout: 15_000 })
      .toContainEqual({
        title: 'Buyer has paid',
        body: paidPush.body,
        icon: `${origin}/h5/pwa-192x192.png`,
        url: `${origin}/h5/#/pages/otc/detail?id=${order.id}`,
      });
    await worker.evaluate(clickNotification, 'Buyer has paid');
    await expect.poll(() => route(seller)).toBe(`/pages/otc/detail?id=${order.id}`);
    await expect(seller.getByText('To be confirmed').first()).toBeVisible();
  } finally {
    await pushService.close();
  }
});

interface Pushed {
  id: number;
  title: string;
  body: string;
  link: string;
  lang: string;
}

/** The seller's pushes go to a local push service (a browser-made one cannot be had headless). */
async function subscribeToLocalPush(seller: Page): Promise<PushService> {
  const api = await apiAs(seller);
  const { public_key } = (await api.get('push/config')) as { public_key: string };
  const service = await startPushService(public_key, Number(process.env.E2E_PUSH_PORT));
  await api.post('push/subscribe', service.browser('seller'));
  return service;
}

/** The app's service worker, controlling the page, with a push delivered to it through DevTools
 * (as the browser does with what its push service hands it). */
async function pushTo(page: Page, payload: Pushed) {
  await untilServiceWorkerControls(page);
  const origin = new URL(page.url()).origin;
  const worker = page
    .context()
    .serviceWorkers()
    .find((w) => w.url().startsWith(`${origin}/h5/`));
  expect(worker, 'the app service worker').toBeDefined();

  // DevTools names the registration by id: take the app's (scope /h5/) from its events.
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');
  const app = () => registrations.find((r) => r.scopeURL === `${origin}/h5/` && !r.isDeleted);
  await expect.poll(app).toBeDefined();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: app()!.registrationId,
    data: JSON.stringify(payload),
  });
  return worker!;
}

// These run in the service worker (typed by hand: this file is typed for Node).
type WorkerScope = {
  registration: {
    getNotifications: () => Promise<
      { title: string; body: string; icon: string; data: { url: string } }[]
    >;
  };
  dispatchEvent: (event: unknown) => boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => unknown;
};

async function shownNotifications() {
  const sw = globalThis as unknown as WorkerScope;
  return (await sw.registration.getNotifications()).map((n) => ({
    title: n.title,
    body: n.body,
    icon: n.icon,
    url: n.data.url,
  }));
}

/** A system notification cannot be clicked headless: the worker gets the click event the browser
 * would dispatch, for the notification it shows. */
async function clickNotification(title: string) {
  const sw = globalThis as unknown as WorkerScope;
  const notification = (await sw.registration.getNotifications()).find((n) => n.title === title);
  if (!notification) throw new Error(`no notification "${title}"`);
  sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
}
