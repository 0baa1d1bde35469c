import type { Page } from '@playwright/test';
import { totpCode } from '../../server/src/lib/totp.ts';
import { expect, test } from './fixtures.ts';
import {
  ACCOUNT_PAGE,
  apiAs,
  codeSentTo,
  logIn,
  messagesSentTo,
  operator,
  passBasicKyc,
  registerByEmail,
  route,
  setFundPassword,
} from './support.ts';

// Issue 32 (authenticator app): a user turns the authenticator on from the QR page's key, keeps
// the recovery codes, signs out; signing in then asks for the app's code, and a withdrawal asks
// for it too (step-up); a recovery code signs in once instead. The activity tells what happened.
const email = `totp-${Date.now()}@example.com`;
const password = 'correct-horse-7';
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const STEP_MS = 30_000;

// Each time step's code works once, and the server takes the step before or after its own: the
// next code is of the step after the last one used, waiting (at most one step) until the server
// will take it. No journey step then races the clock.
let lastStep = 0;
async function appCode(page: Page, secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(lastStep + 1, current);
    if (step <= current + 1) {
      lastStep = step;
      return totpCode(secret, new Date(step * STEP_MS));
    }
    await page.waitForTimeout(1_000);
  }
}

/** A withdraw address and 500 USDT, set up before the factor is on (not what this journey tests). */
async function readyToWithdraw(page: Page) {
  await passBasicKyc(page);
  await setFundPassword(page, email, '135790');
  const api = await apiAs(page);
  const before = messagesSentTo(email);
  await api.post('sms_mail', { user_string: email, scene: 'withdraw_address' });
  await api.post('wallet/addaddress', {
    currency_id: '3',
    network: 'TRC20',
    address: TRC20,
    code: await codeSentTo(email, before),
    fund_password: '135790',
  });
  expect(operator('credit', email, 'USDT', '500').exitCode).toBe(0);
}

async function logOut(page: import('@playwright/test').Page) {
  await page.goto(ACCOUNT_PAGE);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => route(page)).toContain('/pages/user/login/login');
}

test('turn the authenticator on, sign in and withdraw with its code, sign in with a recovery code', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerByEmail(page, email, password);
  await readyToWithdraw(page);
  await page.goto('/h5/#/pages/settings/security/index');
  await page
    .getByRole('list', { name: 'Security checklist' })
    .getByRole('listitem')
    .filter({ hasText: 'Authenticator app' })
    .getByRole('button', { name: 'Set up' })
    .click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(
    page.getByAltText('QR code that adds CoinHub to your authenticator app'),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('2. Code from the app').fill(await appCode(page, secret));
  await page.getByLabel('Login password').fill(password);
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect.poll(() => route(page)).toBe('/pages/settings/security/index');
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // The password alone no longer signs in: the page asks for the app's code.
  await logOut(page);
  await page.goto(ACCOUNT_PAGE);
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByLabel('Authenticator code').fill(await appCode(page, secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => route(page)).toBe('/pages/settings/account/index');

  // Money leaves only with the code too, asked right below the fund password.
  await page.goto('/h5/#/pages/assets/withdraw/index');
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await page.getByRole('group', { name: 'Fund password', exact: true }).click();
  await page.keyboard.type('135790');
  await page.getByLabel('Authenticator code').fill(await appCode(page, secret));
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Withdrawal submitted, under review').first()).toBeVisible();

  // The phone is lost: a recovery code signs in once.
  await logOut(page);
  await logIn(page, email, password);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => route(page)).not.toContain('/pages/user/login/');

  await page.goto('/h5/#/pages/settings/security/activity');
  const events = page.getByRole('list', { name: 'Account activity' }).getByRole('listitem');
  await expect(events.first()).toContainText('Signed in');
  await expect(events.nth(1)).toContainText('Signed in with a recovery code');
  await expect(page.getByText('Authenticator app turned on')).toBeVisible();
});
