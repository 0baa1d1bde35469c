import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ACCOUNT_PAGE, logIn, registerByEmail, route } from './support.ts';

// Issue 32 (passkeys): a user adds a passkey from the Security page's checklist; the sign-in page
// then signs in with it from the browser's autofill, on another browser (no autofill) with the
// "Log in with a passkey" button, and, as a second factor, finishes a password sign-in with it.
// The passkey lives in Chromium's virtual authenticator (DevTools protocol), which verifies the
// user at once, and answers an autofill request as a user picking the passkey would. On the
// second browser it is the same passkey, synced. Passkeys are bound to a domain, never an IP
// address: this journey runs on http://localhost, the relying party `npm start` configures.
const email = `passkey-${Date.now()}@example.com`;
const password = 'correct-horse-7';
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 8181}`;
test.use({ baseURL });

/** A passkey as the DevTools protocol's WebAuthn domain reads and writes it. */
interface Credential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/** A platform authenticator that verifies the user, holding `credentials` (none: a new one). */
async function virtualAuthenticator(page: Page, credentials: Credential[] = []) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  for (const credential of credentials)
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function logOut(page: Page) {
  await page.goto(ACCOUNT_PAGE);
  await page.getByRole('button', { name: 'Log out' }).click();
  // Listening before the click: with autofill, the sign-in page may sign in again at once, before
  // a poll of the address would have seen it.
  const atLogin = page.waitForURL(/#\/pages\/user\/login\/login/);
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await atLogin;
}

test('add a passkey; sign in with it from autofill, with the button, and as the second step', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await registerByEmail(page, email, password);
  const phone = await virtualAuthenticator(page);

  await page.goto('/h5/#/pages/settings/security/index');
  await page
    .getByRole('list', { name: 'Security checklist' })
    .getByRole('listitem')
    .filter({ hasText: 'Passkey' })
    .getByRole('button', { name: 'Set up' })
    .click();
  await expect.poll(() => route(page)).toBe('/pages/settings/security/passkeys');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Journey phone');
  await page.getByLabel('Login password').fill(password);
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByText('Passkey "Journey phone" added')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Journey phone' })).toBeVisible();

  // Autofill: the sign-in page asks the browser for a passkey as it opens; picking it signs in.
  await logOut(page);
  await expect.poll(() => route(page)).not.toContain('/pages/user/login/');

  // Another browser, without passkey autofill, where the same passkey is synced: the button.
  const synced = await phone.credentials();
  const laptopContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  await laptopContext.addInitScript(() => {
    // Only secure documents have WebAuthn (not the blank page a tab opens with).
    const webAuthn = (globalThis as { PublicKeyCredential?: object }).PublicKeyCredential;
    if (webAuthn)
      Object.defineProperty(webAuthn, 'isConditionalMediationAvailable', {
        value: async () => false,
      });
  });
  const laptop = await laptopContext.newPage();
  await virtualAuthenticator(laptop, synced);
  await laptop.goto('/h5/#/pages/user/login/login');
  await laptop.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect.poll(() => route(laptop)).not.toContain('/pages/user/login/');

  // It is a second factor too: the password alone now asks for it.
  await logOut(laptop);
  await logIn(laptop, email, password);
  await expect(laptop.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await laptop.getByRole('button', { name: 'Use a passkey' }).click();
  await expect.poll(() => route(laptop)).not.toContain('/pages/user/login/');

  await laptop.goto('/h5/#/pages/settings/security/activity');
  const events = laptop.getByRole('list', { name: 'Account activity' }).getByRole('listitem');
  await expect(events.first()).toContainText('Signed in with a passkey');
  await expect(laptop.getByText('Passkey added')).toBeVisible();
  await laptopContext.close();
});
