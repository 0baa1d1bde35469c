import { expect, test } from './fixtures.ts';
import { signInToConsole } from './console-support.ts';
import {
  apiAs,
  codeSentTo,
  expectLedgerReconciles,
  messagesSentTo,
  operator,
  registerByEmail,
} from './support.ts';

// The operator console against the real server: the demo operator (whose password and
// authenticator secret `npm start` prints) signs in with a code, passes a KYC application, rejects
// a withdrawal, and finds both decisions in the audit log; the user's app shows each outcome; the
// System page lists the server itself; and a proof-of-liabilities snapshot taken now is published.

const email = `console.${Date.now()}@example.com`;
const password = 'Journey1234';
const USDT = '3';
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

test('the console passes a KYC application and rejects a withdrawal, and both are audited', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // A user with a basic KYC application and a withdrawal under review (set up through the API).
  await registerByEmail(page, email, password);
  const api = await apiAs(page);
  const [front, back, hand] = [await api.upload(), await api.upload(), await api.upload()];
  await api.post('user/real_name', {
    country: 'Thailand',
    name: 'Somchai Jaidee',
    id_number: 'TH1234567890',
    contact: '+66 81 234 5678',
    front_image: front,
    back_image: back,
    hand_image: hand,
  });

  // The operator signs in with password and a fresh authenticator code.
  const { desk, ops } = await signInToConsole(browser);

  // The KYC queue: the application is there; every photo opens full size; approve it.
  await desk.getByRole('menuitem', { name: /KYC basic/ }).click();
  const application = desk.getByRole('main').getByRole('row').filter({ hasText: 'Somchai Jaidee' });
  await expect(application).toBeVisible();
  await application.getByRole('button', { name: 'Details' }).click();
  const drawer = desk.locator('.ant-drawer-section');
  await expect(drawer.getByText('TH1234567890')).toBeVisible();
  for (const photo of ['Front of ID', 'Back of ID', 'Selfie holding the ID']) {
    const image = drawer.getByRole('img', { name: photo });
    // the bytes arrived (an operator may see the user's upload)
    await expect
      .poll(() =>
        image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(0);
    await image.click();
    const preview = desk.locator('.ant-image-preview');
    await expect(preview).toBeVisible();
    // Fully open (its opening animation over), as an operator sees it before closing it.
    await expect(preview).not.toHaveClass(/-(appear|enter)/);
    await desk.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  }
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await desk.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText(/approved$/)).toBeVisible();
  await expect(application).toHaveCount(0);

  // The user's app shows Verified.
  await page.goto('/h5/#/pages/verification/index');
  await expect(page.getByText('Verified').first()).toBeVisible();

  // A withdrawal: fund password and address (codes from the outbox), credit, withdraw 50 USDT.
  expect(operator('credit', email, 'USDT', '200').exitCode).toBe(0);
  const code = async (scene: string) => {
    const before = messagesSentTo(email);
    await api.post('sms_mail', { user_string: email, scene });
    return codeSentTo(email, before);
  };
  await api.post('user/e_pwd', {
    password: '135790',
    re_password: '135790',
    code: await code('fund_password'),
  });
  const address = (await api.post('wallet/addaddress', {
    currency_id: USDT,
    network: 'TRC20',
    address: TRC20,
    code: await code('withdraw_address'),
    fund_password: '135790',
  })) as { id: number };
  await api.post('wallet/out', {
    currency_id: USDT,
    address_id: String(address.id),
    amount: '50',
    fund_password: '135790',
  });
  type Balance = { currency_id: number; frozen: string };
  const frozen = async () => {
    const list = (await api.post('wallet/list')) as {
      accounts: { type: string; balances: Balance[] }[];
    };
    const spot = list.accounts.find((account) => account.type === 'spot')!;
    return Number(spot.balances.find((b) => String(b.currency_id) === USDT)?.frozen);
  };
  expect(await frozen()).toBe(50);

  // The operator rejects it with a reason; the frozen funds return.
  await desk.getByRole('menuitem', { name: /Withdrawals/ }).click();
  // Its row by amount (the authenticator journey leaves one of 100 pending, and a bare '50' also
  // matched that row's time at minute 50); the newest last, should a retry have left one.
  const withdrawal = desk
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: /: 50\.0+ of currency/ })
    .last();
  await withdrawal.getByRole('button', { name: 'Reject' }).click();
  await desk.getByPlaceholder('e.g. The photo of the ID is blurred').fill('Address under review');
  await desk.locator('.ant-modal-footer').getByRole('button', { name: 'Reject' }).click();
  await expect(desk.getByText(/rejected$/)).toBeVisible();
  await expect.poll(frozen).toBe(0);

  // Both decisions are in the audit log, with the operator and the reason.
  await desk.getByRole('menuitem', { name: 'Audit log' }).click();
  await desk.getByLabel('Operator').fill(ops.email);
  await desk.getByRole('button', { name: 'Search' }).click();
  await expect(desk.getByRole('row').filter({ hasText: 'Address under review' })).toBeVisible();
  await expect(
    desk
      .getByRole('row')
      .filter({ hasText: /kyc_basic/ })
      .first(),
  ).toBeVisible();

  // The System page lists this server (its heartbeat runs from the start), reporting, and the
  // jobs' lag; the dashboard sums it up in its live tiles.
  await desk.getByRole('menuitem', { name: 'System' }).click();
  const self = desk.getByRole('row').filter({ hasText: 'this instance' });
  await expect(self).toBeVisible();
  await expect(self.getByText('Reporting')).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: 'otc.expire' })).toBeVisible();
  await desk.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(desk.getByTestId('live-figures')).toContainText('Instances reporting: 1 ');

  // Proof of liabilities: the admin takes a snapshot now; the ledger balances, so it is published
  // with its root and public leaves file, and tops the list as the operator's.
  await desk.getByRole('menuitem', { name: 'Proof of liabilities' }).click();
  await desk.getByRole('button', { name: 'Take snapshot now' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Take snapshot' }).click();
  const outcome = desk.getByTestId('snapshot-outcome');
  await expect(outcome).toContainText('Published: the new root covers', { timeout: 30_000 });
  await expect(outcome.getByTestId('root-hash')).toHaveAttribute('title', /^[0-9a-f]{64}$/);
  await expect(outcome.getByRole('link', { name: 'Leaves file' })).toHaveAttribute(
    'href',
    /^\/api\/liabilities\/leaves\?id=\d+$/,
  );
  const taken = desk.getByRole('main').getByRole('row').filter({ hasText: 'Operator' }).first();
  await expect(taken).toContainText('Published');

  expectLedgerReconciles();
});
