import { totpCode } from '../../server/src/lib/totp.ts';
import { expect, test } from './fixtures.ts';
import { ACCOUNT_PAGE, logIn, registerByEmail, route } from './support.ts';

// Issue 32 (authenticator app): a user turns the authenticator on from the QR page's key, keeps
// the recovery codes, signs out, and signing in then asks for the app's code; a recovery code
// works once instead. The account activity tells what happened.
const email = `totp-${Date.now()}@example.com`;
const password = 'correct-horse-7';

/** The app's code of the next time step: never the step just used (each step works once). */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

async function logOut(page: import('@playwright/test').Page) {
  await page.goto(ACCOUNT_PAGE);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => route(page)).toContain('/pages/user/login/login');
}

test('turn the authenticator on, then sign in with its code and with a recovery code', async ({
  page,
}) => {
  await registerByEmail(page, email, password);
  await page.goto('/h5/#/pages/settings/security/index');
  await page.getByText('Authenticator app').click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(
    page.getByAltText('QR code that adds CoinHub to your authenticator app'),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('2. Code from the app').fill(totpCode(secret, new Date()));
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
  await page.getByLabel('Authenticator code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => route(page)).toBe('/pages/settings/account/index');

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
