import { expect, test } from './fixtures.ts';
import { logIn, route, untilServiceWorkerControls } from './support.ts';

// Issue 13 (installable PWA): the service worker keeps the shell and the pages already opened,
// so a reload without a network still opens the app; a banner says it is offline, the page shows
// its error state instead of waiting, and when the network is back the banner goes and the data
// loads. The API is never answered from a cache.
const HOME = '/h5/#/pages/index/index';
const OFFLINE = 'You are offline';

test('offline reload opens the shell with the banner; back online, the data loads', async ({
  page,
  context,
}) => {
  await page.goto('/h5/#/pages/user/login/login');
  await logIn(page, 'demo@example.com', 'demo123456');
  await expect.poll(() => route(page)).not.toContain('/pages/user/login');
  await page.goto(HOME);
  await expect(page.getByTestId('quote-BTC/USDT')).toBeVisible();

  await untilServiceWorkerControls(page);
  // A visit under its control: the page's files are kept (cache-first) as they are fetched.
  await page.reload();
  await expect(page.getByTestId('quote-BTC/USDT')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  // The shell and the Home page came from the cache; its quotes could not, and say so.
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  await expect(page.getByText('Quotes could not be loaded')).toBeVisible();
  await expect(page.getByTestId('quote-BTC/USDT')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);
  await expect(page.getByTestId('quote-BTC/USDT')).toBeVisible();
});
