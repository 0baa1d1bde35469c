import { expect, type Locator, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Helpers for journeys through the real server. The development outbox is the server log
// (playwright.config.ts writes it to E2E_SERVER_LOG): one JSON line per message.

interface OutboxLine {
  msg?: string;
  target?: string;
  body?: string;
}

/** The messages the server has sent to `target` so far, oldest first. */
function sentTo(target: string): OutboxLine[] {
  return readFileSync(process.env.E2E_SERVER_LOG!, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((entry) => entry.msg === 'outbox message' && entry.target === target);
}

/** How many messages `target` has had: pass it to `codeSentTo` to wait for the next one. */
export const messagesSentTo = (target: string): number => sentTo(target).length;

/** The newest verification code sent to `target`, waiting until more than `after` messages
 * have been logged (a code asked for a moment ago may not be in the log yet; the one before it
 * would be refused). */
export async function codeSentTo(target: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const sent = sentTo(target);
        code = sent.length > after ? sent.at(-1)?.body?.match(/\b(\d{6})\b/)?.[1] : undefined;
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
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Run an operator command against the journey's server (it reaches it through DATA_DIR). */
export function operator(...args: string[]): { output: string; exitCode: number } {
  const run = spawnSync(process.execPath, ['server/src/cli/operator.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { output: `${run.stdout}${run.stderr}`, exitCode: run.status ?? 1 };
}

/** The ledger's own audit passes: every balance matches its journal, every currency sums to zero. */
export function expectLedgerReconciles() {
  const { output, exitCode } = operator('reconcile');
  expect(output).toContain('OK: every balance matches its journal');
  expect(exitCode).toBe(0);
}

/** Register a new user by e-mail (code from the outbox) and end signed in. */
export async function registerByEmail(page: Page, email: string, password: string) {
  await page.goto('/h5/#/pages/user/login/register');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeSentTo(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => route(page)).not.toContain('/pages/user/login/');
}

/** A 1x1 PNG, as a photo or voucher the user picks. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks a photo in an ImageUpload and waits until it is on the server. The photo is compressed
 * before it is sent, so neither "no progress bar" nor "a preview" alone means it has arrived: the
 * tile's own state does. */
export async function uploadPhoto(input: Locator, name: string, buffer: Buffer = PNG) {
  await input.setInputFiles({ name, mimeType: 'image/png', buffer });
  await expect(input.locator('xpath=ancestor::label[@data-state][1]')).toHaveAttribute(
    'data-state',
    'done',
    { timeout: 15_000 },
  );
}

/** Calls the API as the page's signed-in user (setup steps that are not what a journey tests). */
export async function apiAs(page: Page) {
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const headers = { authorization: token };
  return {
    async get(path: string) {
      const res = await page.request.get(`/api/${path}`, { headers });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
      return ((await res.json()) as { data: unknown }).data;
    },
    async post(path: string, form: Record<string, string> = {}) {
      const res = await page.request.post(`/api/${path}`, { headers, form });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
      return ((await res.json()) as { data: unknown }).data;
    },
    async upload(): Promise<string> {
      const res = await page.request.post('/api/upload/image', {
        headers,
        multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } },
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: { id: string } }).data.id;
    },
  };
}

/** Basic KYC through the API (three photos and the form), approved by the operator CLI. */
export async function passBasicKyc(page: Page) {
  const api = await apiAs(page);
  const [front, back, hand] = [await api.upload(), await api.upload(), await api.upload()];
  await api.post('user/real_name', {
    country: 'Japan',
    name: 'Hanako Yamada',
    id_number: 'TK1234567',
    contact: '+81 90 1234 5678',
    front_image: front,
    back_image: back,
    hand_image: hand,
  });
  const pending = operator('review', 'list', 'kyc_basic').output;
  const id = /^\s+(\S+)\s+\d{4}-\d\d-\d\dT.*$/m.exec(pending)?.[1];
  expect(id, pending).toBeTruthy();
  expect(operator('review', 'approve', 'kyc_basic', id!).exitCode).toBe(0);
}

/** Sets the fund password through the API with a code sent to the user's e-mail. */
export async function setFundPassword(page: Page, email: string, digits: string) {
  const api = await apiAs(page);
  const before = messagesSentTo(email);
  await api.post('sms_mail', { user_string: email, scene: 'fund_password' });
  const code = await codeSentTo(email, before);
  await api.post('user/e_pwd', { password: digits, re_password: digits, code });
}

/** Waits until the app's service worker controls the page: it registers once the first screen
 * has settled, installs in the background and claims the page. Polled with evaluate:
 * waitForFunction with a string evals it, which the page's CSP (rightly) refuses. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  type WithWorker = { navigator: { serviceWorker: { controller: unknown } } };
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (globalThis as unknown as WithWorker).navigator.serviceWorker.controller !== null,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}
