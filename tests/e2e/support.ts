import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// Helpers for journeys through the real server. The development outbox is the server log
// (playwright.config.ts writes it to E2E_SERVER_LOG): one JSON line per message.

interface OutboxLine {
  msg?: string;
  target?: string;
  body?: string;
}

/** The newest verification code the server sent to `target`, waiting for it to be logged. */
export async function codeSentTo(target: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(process.env.E2E_SERVER_LOG!, 'utf8').split('\n');
        const sent = lines
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as OutboxLine)
          .filter((entry) => entry.msg === 'outbox message' && entry.target === target);
        code = sent.at(-1)?.body?.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code sent to ${target}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

export const ACCOUNT_PAGE = '/h5/#/pages/settings/account/index';
export const LOGIN_PATH = '#/pages/user/login/login';

/** The page's hash route, decoded, e.g. "/pages/user/login/login?backpage=/pages/…". */
export const route = (page: Page) => decodeURIComponent(new URL(page.url()).hash.slice(1));

export async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
