import type { Page, Request } from '@playwright/test';
import { EARLY_CALLS_GLOBAL, type EarlyCalls } from '../../src/api/earlyCalls.ts';
import { expect, test } from './fixtures.ts';
import { operator, registerByEmail } from './support.ts';

// Issue 35: a tab page opened signed in gets its first answers from calls index.html starts
// before any of the app's code has arrived (scripts/vite/early-preload.ts). Each such call must
// be one the page makes, which takes the answer instead of asking again (tests/unit/app/
// htmlCalls.test.ts): a call no page takes is a question asked for nothing. (The socket may still
// ask again later, after a resync: that is not the first load's business.)
const email = `first-load-${Date.now()}@example.com`;
const TAB_PAGES = [
  ['Home', '/pages/index/index'],
  ['Market', '/pages/trade/index'],
  ['Assets', '/pages/assets/index'],
  ['Trust', '/pages/template/index'],
] as const;

/** The calls the HTML started that the page has not taken (yet, or ever once it has settled). */
const untaken = (page: Page) =>
  page.evaluate((name) => {
    const started = (globalThis as unknown as Record<string, EarlyCalls | undefined>)[name];
    return started ? (started.notTaken ?? Object.keys(started.calls)) : ['(the HTML started none)'];
  }, EARLY_CALLS_GLOBAL);

test('a tab page’s first calls are made by the HTML, and the page takes every one', async ({
  page,
}) => {
  await registerByEmail(page, email, 'correct-horse-7');
  // Holding a coin, Assets shows its icon: every call the HTML starts for it is then needed.
  expect(operator('credit', email, 'USDT', '100').exitCode).toBe(0);
  for (const [name, path] of TAB_PAGES) {
    await test.step(name, async () => {
      await page.goto('about:blank');
      // The inline script asks with fetch(); the app's HTTP client (axios) with XMLHttpRequest.
      const fromHtml: string[] = [];
      const record = (request: Request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && request.resourceType() === 'fetch')
          fromHtml.push(pathname);
      };
      page.on('request', record);
      await page.goto(`/h5/#${path}`);
      await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // The HTML started this page's calls, and the page has taken every one of them.
      await expect.poll(() => untaken(page)).toEqual([]);
      page.off('request', record);
      expect(fromHtml.length).toBeGreaterThan(0);
    });
  }
});
