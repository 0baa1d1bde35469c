import { expect, test } from './fixtures.ts';
import { ACCOUNT_PAGE, codeSentTo, logIn, route } from './support.ts';

// Issue: reference server, item 10. A new user registers by e-mail with the code from the
// outbox, logs out, logs back in and lands on the page they asked for; a wrong password is
// refused with the server's message; a session the server no longer knows sends them to login.
const email = `e2e-${Date.now()}@example.com`;
const password = 'correct-horse-7';

test('register, log out, log in and land on the backpage', async ({ page }) => {
  // A visitor opening a protected page is sent to login with that page as backpage.
  await page.goto(ACCOUNT_PAGE);
  await expect
    .poll(() => route(page))
    .toContain('/pages/user/login/login?backpage=/pages/settings/account/index');
  expect(route(page)).toContain('backtype=1');

  await page.getByRole('link', { name: 'Register' }).click();
  await expect.poll(() => route(page)).toContain('/pages/user/login/register?backpage=');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeSentTo(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Register' }).click();

  // Registered and signed in: back on the page asked for, showing the new account.
  await expect.poll(() => route(page)).toBe('/pages/settings/account/index');
  await expect(page.getByText(email).first()).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => route(page)).toContain('/pages/user/login/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Wrong password: refused with the server's own message, and still signed out.
  await page.goto(ACCOUNT_PAGE);
  await logIn(page, email, 'wrong-password');
  await expect(page.getByText('Incorrect account or password')).toBeVisible();
  expect(route(page)).toContain('/pages/user/login/login');

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect.poll(() => route(page)).toBe('/pages/settings/account/index');
  await expect(page.getByText(email).first()).toBeVisible();
});

test('a session the server no longer accepts sends the user back to login', async ({ page }) => {
  await page.goto('/h5/#/pages/user/login/login');
  await logIn(page, 'demo@example.com', 'demo123456');
  // Without a page asked for, signing in lands on Home.
  await expect.poll(() => route(page)).toBe('/pages/index/index');
  await page.goto(ACCOUNT_PAGE);
  await expect(page.getByText('demo@example.com').first()).toBeVisible();

  // The server forgets the session (as when it expires): the next call answers type 999.
  await page.evaluate(() => localStorage.setItem('token', 'expired-token-'.padEnd(43, 'x')));
  await page.reload();
  await expect(page.getByText('Please log in again')).toBeVisible();
  await expect
    .poll(() => route(page))
    .toContain('/pages/user/login/login?backpage=/pages/settings/account/index');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
