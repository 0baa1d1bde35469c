import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { deflateSync } from 'node:zlib';
import {
  codeSentTo,
  messagesSentTo,
  expectLedgerReconciles,
  operator,
  registerByEmail,
  route,
  uploadPhoto,
} from './support.ts';

// Issue: wallets and money movement, withdrawals. A funded user is refused without KYC, gets
// basic KYC passed by the operator, sets a fund password, adds an address and withdraws (the
// amount shows frozen); the operator passes it, rejects a second one (funds back), and the
// fourth application of the day is refused. The ledger reconciles at the end.
const email = `withdraw-${Date.now()}@example.com`;
const password = 'correct-horse-7';
const WITHDRAW = '/h5/#/pages/assets/withdraw/index';
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** A small real PNG (solid colour), generated here, as a photo the user picks. */
function png(seed: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, seed)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const RECORDS = '/h5/#/pages/assets/withdraw/detail';

/** Opens a page afresh: by way of another route, so it mounts again and reads the server anew
 * (no full reloads: the server's per-address rate limit counts every asset of a reload). */
async function open(page: Page, url: string) {
  const [via, title] = url === WITHDRAW ? [RECORDS, 'Withdrawal records'] : [WITHDRAW, 'Withdraw'];
  await page.goto(via);
  // The way-station must have rendered: two hash changes in one go can leave the target page
  // mounted as it was (the router's transition to the first one still pending), reading nothing.
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await page.goto(url);
}

/** Clicks "Send code" and waits for a code newer than the last one sent to the user. */
async function freshCode(page: Page): Promise<string> {
  const before = messagesSentTo(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  return codeSentTo(email, before);
}

/** The newest pending item of `kind`: this journey's own (another journey may have left one
 * pending, e.g. the authenticator's withdrawal, and the list starts with the oldest). */
const pendingId = (kind: string) =>
  String(
    Math.max(
      0,
      ...[...operator('review', 'list', kind).output.matchAll(/^\s+(\d+)\s/gm)].map((m) =>
        Number(m[1]),
      ),
    ),
  );

async function typeFundPassword(page: Page, label: string, digits = '135790') {
  // A tap on the six cells, as on a phone (the field's input itself is off screen).
  await page.getByRole('group', { name: label, exact: true }).click();
  await page.keyboard.type(digits);
}

async function withdraw(page: Page, amount: string) {
  await open(page, WITHDRAW);
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await typeFundPassword(page, 'Fund password');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Withdrawal submitted, under review').first()).toBeVisible();
}

async function expectBalance(page: Page, available: string, frozen: string) {
  await open(page, WITHDRAW);
  // Whole numbers: "100.00000000" must not pass for "0.00000000".
  await expect(page.getByTestId('withdraw-available')).toHaveText(
    new RegExp(`^${available}\\.00000000`),
  );
  await expect(page.getByTestId('withdraw-frozen')).toHaveText(new RegExp(`^${frozen}\\.00000000`));
}

test('withdraw: KYC, fund password and address first; freeze, pass, reject, 3 a day', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerByEmail(page, email, password);
  expect(operator('credit', email, 'USDT', '500').exitCode).toBe(0);

  // Refused without KYC: the page says so and sends the user to verification.
  await open(page, WITHDRAW);
  await expect(page.getByText('Please complete KYC Verification first')).toBeVisible();
  await page.getByRole('button', { name: 'Go to verification' }).click();
  await expect.poll(() => route(page)).toBe('/pages/verification/index');

  // Basic KYC with photos made here; the operator passes it.
  await page.goto('/h5/#/pages/verification/basic');
  await page.getByRole('button', { name: 'Country or region' }).click();
  await page.getByPlaceholder('Search country or region').fill('thai');
  await page.getByText('Thailand', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Country or region' })).toContainText('Thailand');
  await page.getByLabel('Full name').fill('Somchai Jaidee');
  await page.getByLabel('ID number').fill('TH1234567890');
  await page.getByLabel('Phone or contact address').fill('+66 81 234 5678');
  for (const [label, seed] of [
    ['Front of ID', 40],
    ['Back of ID', 120],
    ['Selfie holding your ID', 200],
  ] as const) {
    await uploadPhoto(page.getByLabel(label), `${seed}.png`, png(seed));
  }
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(3);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Submitted. Your verification is under review').first(),
  ).toBeVisible();
  expect(operator('review', 'approve', 'kyc_basic', pendingId('kyc_basic')).exitCode).toBe(0);

  // No fund password yet: the prompt leads to setting one.
  await open(page, WITHDRAW);
  await expect(page.getByText('You have not set a transaction password')).toBeVisible();
  await page.getByRole('button', { name: 'Set it now' }).click();
  await expect.poll(() => route(page)).toBe('/pages/settings/security/changePayPassword');
  await page.getByLabel('Verification code').fill(await freshCode(page));
  await typeFundPassword(page, 'New fund password');
  await typeFundPassword(page, 'Repeat the fund password');
  await page.getByRole('heading', { name: 'Set fund password' }).click(); // leave the passcode cells
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => route(page)).not.toBe('/pages/settings/security/changePayPassword');

  // No address yet: the prompt leads to adding one.
  await open(page, WITHDRAW);
  await expect(page.getByText('Please set the withdraw address first')).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expect.poll(() => route(page)).toContain('/pages/user/address/create');
  await page.getByLabel('Address', { exact: true }).fill(TRC20);
  await page.getByLabel('Verification code').fill(await freshCode(page));
  await typeFundPassword(page, 'Fund password');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect.poll(() => route(page)).toContain('/pages/user/address/address');

  // First withdrawal: frozen until the operator passes it, then it leaves.
  await withdraw(page, '100');
  await expectBalance(page, '400', '100');
  expect(
    operator('review', 'approve', 'withdraw', pendingId('withdraw'), '--reference', 'tx-e2e-1')
      .exitCode,
  ).toBe(0);
  await expectBalance(page, '400', '0');

  // Second: rejected, the funds come back.
  await withdraw(page, '50');
  await expectBalance(page, '350', '50');
  expect(
    operator(
      'review',
      'reject',
      'withdraw',
      pendingId('withdraw'),
      '--reason',
      'Address under investigation',
    ).exitCode,
  ).toBe(0);
  await expectBalance(page, '400', '0');

  // Third is accepted; a fourth the same day is refused.
  await withdraw(page, '20');
  await open(page, WITHDRAW);
  await expect(page.getByText("You have reached today's limit of 3 withdrawals")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();

  await open(page, RECORDS);
  const records = page.getByRole('listitem');
  await expect(records).toHaveCount(3);
  await expect(records.nth(0).getByText('Under review', { exact: true })).toBeVisible();
  await expect(records.nth(1).getByText('Rejected', { exact: true })).toBeVisible();
  await expect(records.nth(2).getByText('Passed', { exact: true })).toBeVisible();

  expectLedgerReconciles();
});
