// The measurement scripts' browser (npm run profile, npm run size's executed JavaScript, npm run
// lighthouse): puppeteer driving the Debian Chromium headless, and the way each opens the app as
// a signed-in user on a first visit.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/** A new headless browser with its own empty profile (so a cold cache), `args` added. */
export const launchHeadless = (args: readonly string[] = []): Promise<Browser> =>
  puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', ...args, ...CHROMIUM_ARGS],
  });

/**
 * Puts `entries` (the session as the app keeps it) into the origin's localStorage. It goes
 * through /healthz, a same-origin URL that is not the app, so the measured visit stays the app's
 * first and nothing of it is cached before.
 */
export async function seedLocalStorage(page: Page, base: string, entries?: Record<string, string>) {
  if (!entries) return;
  await page.goto(`${base}/healthz`);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
}
