import { expect, test } from './fixtures.ts';
import { route } from './support.ts';

// Spec section 8, "press again to exit the app": on a tab page opened directly, the first back
// warns and stays; pages opened from the tab go back to it as usual; after 2 s back warns again;
// a second back within 2 s leaves the app.
const HOME = '/pages/index/index';
const PRESS_AGAIN = 'Press again to exit the app';

test('back on the Home tab opened directly warns and stays; a second back leaves', async ({
  page,
}) => {
  await page.goto(`/h5/#${HOME}`);
  const tabs = page.getByRole('navigation', { name: 'Main sections' });
  await expect(tabs).toBeVisible();
  // The guard is in place once the page sits above its sentinel entry.
  await expect.poll(() => page.evaluate('history.state && history.state.idx')).toBe(1);

  await page.goBack();
  await expect(page.getByText(PRESS_AGAIN)).toBeVisible();
  await expect.poll(() => route(page)).toBe(HOME);
  await expect(tabs).toBeVisible();
  await expect(page.getByText(PRESS_AGAIN)).toBeHidden({ timeout: 5_000 });

  // An in-app page opened from the tab goes back to the tab, without a warning.
  await page.evaluate(`location.hash = '#/pages/no-such-page'`);
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.goBack();
  await expect.poll(() => route(page)).toBe(HOME);
  await expect(tabs).toBeVisible();
  await expect(page.getByText(PRESS_AGAIN)).toBeHidden();

  // More than 2 s after the warning, back warns again; pressed again at once, the app is left
  // (for the blank page the browser started on).
  await page.goBack();
  await expect(page.getByText(PRESS_AGAIN)).toBeVisible();
  await expect.poll(() => route(page)).toBe(HOME);
  await page.goBack();
  await expect.poll(() => page.url()).toBe('about:blank');
});
