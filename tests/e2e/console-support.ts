import type { Browser, Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOTP } from 'otpauth';
import { expect } from './fixtures.ts';

// The demo operator's console sign-in, shared by the journeys that use /admin/.

const STEP_MS = 30_000;

/** The demo operator as `npm start` printed it in the server log. */
export function demoOperator() {
  const log = readFileSync(process.env.E2E_SERVER_LOG!, 'utf8');
  const signIn = /Console: \S+ {2}operator (\S+) \/ (\S+)/.exec(log);
  const secret = /authenticator secret ([A-Z2-7]+)/.exec(log)?.[1];
  expect(signIn && secret, 'the demo operator in the start log').toBeTruthy();
  return { email: signIn![1]!, password: signIn![2]!, secret: secret! };
}

/**
 * An authenticator code the server has not accepted yet. It refuses a time step it accepted before
 * (no replay), and journeys sign in one after another within seconds: the last step used is kept
 * beside the server's data (shared by retries, which run in fresh workers), and a sign-in waits for
 * a later step when needed. The server accepts the step after the current one (clock drift), so the
 * wait is rarely more than a few seconds.
 */
async function unusedCode(secret: string): Promise<string> {
  const file = join(process.env.E2E_DATA_DIR!, 'e2e-totp-step');
  const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  const step = Math.max(Math.floor(Date.now() / STEP_MS), last + 1);
  // Accepted while the current step is `step` - 1 or `step` (window 1); wait until it is.
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
  writeFileSync(file, String(step));
  return new TOTP({ secret }).generate({ timestamp: step * STEP_MS + 1_000 });
}

/**
 * A desktop-sized page whose Content Security Policy violations fail the journey. Reduced motion
 * (the console then turns antd's animations off): a click on a dialog's button while antd was
 * still zooming the dialog in landed where the button had been, and a product was never opened.
 */
export async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      throw new Error(`CSP violation: ${message.text()}`);
  });
  return page;
}

/** Opens /admin/ and signs in as the demo operator (an admin) with password and a fresh code. */
export async function signInToConsole(browser: Browser) {
  const ops = demoOperator();
  const desk = await consolePage(browser);
  await desk.goto('/admin/');
  await desk.getByLabel('E-mail').fill(ops.email);
  await desk.getByLabel('Password').fill(ops.password);
  await desk.getByLabel('Authenticator code').fill(await unusedCode(ops.secret));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByTestId('operator-email')).toHaveText(ops.email);
  return { desk, ops };
}
