import { type BrowserContext, expect, test as base } from '@playwright/test';

// Every journey also checks the Content Security Policy: a script, style, image, connection or
// worker the policy refuses is a failure, even when the journey itself got through. Chromium
// reports each refusal on the console ("Refused to ... because it violates ...").
const CSP_VIOLATION =
  /Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i;

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context, browser }, run) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (CSP_VIOLATION.test(message.text()))
            violations.push(`${message.location().url}: ${message.text()}`);
        });
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
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
