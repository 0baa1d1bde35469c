import { expect, test } from './fixtures.ts';
import { codeSentTo, expectLedgerReconciles, operator, route } from './support.ts';

// Issue: community, support and settings. User A reads their invite code on the promotion page,
// user B registers with it in the register page's invite field, and A's promotion page then shows
// B in the team (masked). B, funded by the operator, buys BTC at market: A is paid the rebate (10 % of
// B's fee, in BTC) and sees it on the rebates tab; the books reconcile.
const stamp = Date.now();
const alice = `ra${stamp}@example.com`;
const bob = `rb${stamp}@example.com`;
const password = 'correct-horse-7';

async function register(page: import('@playwright/test').Page, email: string, invite = '') {
  await page.goto('/h5/#/pages/user/login/register');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeSentTo(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  if (invite) await page.getByLabel('Invite code (optional)').fill(invite);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => route(page)).not.toContain('/pages/user/login/');
}

test('an invite code brings a new user into the inviter team, whose trades pay the inviter a rebate', async ({
  page: a,
  browser,
}) => {
  await register(a, alice);
  await a.goto('/h5/#/pages/promotion/index');
  const code = (await a.getByTestId('invite-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(
    a.getByText('No one has joined your team yet. Share your invite code!'),
  ).toBeVisible();

  const b = await browser.newPage(); // a separate session (own local storage)
  await register(b, bob, code);

  await a.reload();
  await expect(a.getByText(`rb***@example.com`)).toBeVisible();
  await expect(a.getByText('Direct', { exact: false })).toBeVisible();
  await expect(a.getByTestId('invite-code')).toHaveText(code);

  // B trades: a market buy of 0.005 BTC pays a fee of 0.000005 BTC, of which A gets 10 %.
  const credit = operator('credit', bob, 'USDT', '1000');
  expect(credit.exitCode, credit.output).toBe(0);
  await b.goto('/h5/#/pages/trade/index?view=trade&pair=1');
  await expect(b.getByTestId('trade-available')).toHaveText(/1,?000\.00\s*USDT/);
  await b.getByRole('tab', { name: 'Market', exact: true }).click();
  await b.getByLabel('Quantity (BTC)').fill('0.005');
  await b.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(b.getByText('Order filled')).toBeVisible();

  await a.reload();
  await a.getByRole('tab', { name: 'Rebates' }).click();
  const rebates = a.getByRole('list', { name: 'Rebates' });
  await expect(rebates).toContainText('rb***@example.com');
  await expect(rebates).toContainText('10% of fee 0.000005');
  await expect(rebates.getByText(/^\+0\.0000005/)).toBeVisible();
  await expect(a.getByRole('list', { name: 'Rebate totals' })).toContainText('BTC');
  expectLedgerReconciles();
});
