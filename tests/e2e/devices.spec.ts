import { expect, test } from './fixtures.ts';
import { ACCOUNT_PAGE, logIn, registerByEmail, route } from './support.ts';

// Issue 32 (sessions and devices): signed in on two browsers, the user sees both on the Devices
// page, this one marked, and signs the other out from here; the other is sent to login at once
// (told on its socket). The account activity lists the sign-ins and the sign-out.
const email = `devices-${Date.now()}@example.com`;
const password = 'correct-horse-7';

test('sign in on two browsers and sign one out from the other', async ({ page, browser }) => {
  await registerByEmail(page, email, password);

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const laptop = await other.newPage();
  // Signed in, the other browser follows its session on the socket: the server says "authed"
  // once it will tell this socket that its session ended.
  const following = new Promise<void>((resolve) =>
    laptop.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"authed"')) resolve();
      }),
    ),
  );
  await laptop.goto(ACCOUNT_PAGE);
  await logIn(laptop, email, password);
  await expect.poll(() => route(laptop)).toBe('/pages/settings/account/index');

  await page.goto('/h5/#/pages/settings/security/index');
  await page.getByText('Signed-in devices').click();
  await expect.poll(() => route(page)).toBe('/pages/settings/security/devices');
  // Registering and the sign-in on the other browser: two sessions, this one marked.
  await expect(page.getByText('This device')).toBeVisible();
  const signOutButtons = page.getByRole('button', { name: /^Sign out .+ · / });
  await expect(signOutButtons).toHaveCount(1);
  await following;
  await signOutButtons.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The device has been signed out')).toBeVisible();
  await expect(page.getByText('Only this device is signed in to your account.')).toBeVisible();

  // The other browser is told at once: it forgets the session and goes to sign-in by itself.
  await expect.poll(() => route(laptop)).toContain('/pages/user/login/login');
  await laptop.reload(); // and stays signed out
  await expect.poll(() => route(laptop)).toContain('/pages/user/login/login');
  // This one is still signed in, and its account activity tells what happened, newest first.
  await page.goto('/h5/#/pages/settings/security/activity');
  const events = page.getByRole('list', { name: 'Account activity' }).getByRole('listitem');
  await expect(events.first()).toContainText('A device was signed out');
  await expect(events.nth(1)).toContainText('Signed in');
  await expect(events.last()).toContainText('Account created');
  await other.close();
});
