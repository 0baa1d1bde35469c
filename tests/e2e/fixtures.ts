import { type BrowserContext, type Page, expect, test as base } from '@playwright/test';

// Every journey also checks the Content Security Policy: a script, style, image, connection or
// worker the policy refuses is a failure, even when the journey itself got through. Chromium
// reports each refusal on the console ("Refused to ... because it violates ...").
const CSP_VIOLATION =
  /Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i;

// E2E_CPU_THROTTLE=4 slows every page's CPU that many times (Chromium's own throttling), to
// replay a journey as a loaded CI machine runs it.
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

interface Watched {
  page: Page;
  log: string[];
}

// The one-time Web Push prompt (after a first P2P order or withdrawal, src/features/notifications/push)
// counts as answered in every journey's browser, so its dialog never stands in front of a journey's
// next step; notifications.spec.ts covers push itself. Keep in step with PUSH_ASKED_KEY.
const answerPushPrompt = (context: BrowserContext) =>
  context.addInitScript(() => {
    try {
      localStorage.setItem('push.prompt.asked', '1');
    } catch {
      // a page without storage (about:blank) has no prompt either
    }
  });

export const test = base.extend<{ cspGuard: void; pushPromptAnswered: void }>({
  pushPromptAnswered: [
    async ({ context, browser }, run) => {
      await answerPushPrompt(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await answerPushPrompt(created);
        return created;
      };
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context, browser }, run, testInfo) => {
      const violations: string[] = [];
      const pages: Watched[] = [];
      const watchPage = (page: Page) => {
        const watched: Watched = { page, log: [] };
        pages.push(watched);
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning')
            watched.log.push(`${message.type()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => watched.log.push(`uncaught: ${error.stack ?? error}`));
        if (CPU_THROTTLE > 1)
          void context
            .newCDPSession(page)
            .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE }))
            .catch(() => {});
      };
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (CSP_VIOLATION.test(message.text()))
            violations.push(`${message.location().url}: ${message.text()}`);
        });
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watch(context);
      // Journeys with a second user open contexts of their own: watch those too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        watch(created);
        return created;
      };
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      // A failed journey prints what each of its pages showed, so that a CI log alone explains it.
      if (testInfo.status !== testInfo.expectedStatus) await printPages(pages);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

async function printPages(pages: Watched[]) {
  for (const [index, { page, log }] of pages.entries()) {
    if (page.isClosed()) continue;
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error)})`);
    console.log(
      [
        `--- page ${index + 1} at failure: ${page.url()}`,
        snapshot.length > 6_000 ? `${snapshot.slice(0, 6_000)}\n...` : snapshot,
        ...(log.length ? ['--- its console errors and warnings:', ...log.slice(-30)] : []),
      ].join('\n'),
    );
  }
}

export { expect };
