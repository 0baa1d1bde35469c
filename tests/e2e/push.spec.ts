import { expect, test } from './fixtures.ts';

// Issue 33 (Web Push): the production service worker shows a push as a notification. Chromium,
// with notifications allowed, gets a push delivered to the app's worker through DevTools (as the
// push service would), shaped as the server's push module builds it
// (server/src/modules/push/payload.ts); the page then finds the notification with its title,
// text and the app page it opens. (A system notification cannot be clicked from here: the click
// is covered by tests/unit/notifications/push-sw.test.ts.)
test.use({ permissions: ['notifications'] });

const PAYLOAD = {
  id: 4242,
  title: 'Buyer has paid',
  body: 'Order P2P4242: check you have received the payment for 100 USDT, then release the coins.',
  link: '/pages/otc/order?id=42',
  lang: 'en',
};

// Typed by hand: this file is typed for Node, the callbacks run in the page.
type Shown = { title: string; body: string; tag: string; icon: string; data: unknown };
type WithWorker = {
  navigator: {
    serviceWorker: {
      controller: unknown;
      ready: Promise<{ getNotifications: () => Promise<Shown[]> }>;
    };
  };
};

test('a push reaches the service worker and shows its notification, linked to its page', async ({
  page,
  context,
}) => {
  await page.goto('/h5/#/pages/user/login/login');
  // The worker registers once the first screen has settled and takes control of the page.
  // Polled with evaluate: waitForFunction with a string evals it, which the page's CSP refuses.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (globalThis as unknown as WithWorker).navigator.serviceWorker.controller !== null,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  type WithPermission = { Notification: { permission: string } };
  await expect
    .poll(() =>
      page.evaluate(() => (globalThis as unknown as WithPermission).Notification.permission),
    )
    .toBe('granted');

  // DevTools names the registration by id: take the app's (scope /h5/) from its events.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() => registrations.find((r) => r.scopeURL === `${origin}/h5/` && !r.isDeleted))
    .toBeDefined();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/h5/`)!;

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(PAYLOAD),
  });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await (globalThis as unknown as WithWorker).navigator.serviceWorker
        .ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: n.icon,
        data: n.data,
      }));
    });
  await expect.poll(shown, { timeout: 15_000 }).toHaveLength(1);
  const [notification] = await shown();
  expect(notification).toEqual({
    title: PAYLOAD.title,
    body: PAYLOAD.body,
    tag: 'notification-4242',
    icon: `${origin}/h5/pwa-192x192.png`,
    data: {
      id: 4242,
      link: PAYLOAD.link,
      url: `${origin}/h5/#/pages/otc/order?id=42`,
    },
  });
});
