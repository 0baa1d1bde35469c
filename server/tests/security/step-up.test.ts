import { afterEach, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/lib/totp.ts';
import { backends } from '../helpers/backends.ts';
import { startOtcApp, USDT as OTC_USDT, type OtcApp } from '../otc/fixture.ts';
import type { TestApp } from '../support/app.ts';
import { out, startWithdrawApp, type WithdrawApp } from '../withdraw/fixture.ts';
import { ERC20, ownCode, type User } from './support.ts';

// Step-up: with the authenticator on, money and security moves need its code in the same request
// as the fund password; without a factor nothing changes. The server asks whatever the client sends.

const STEP = 30_000;

/** Turns the authenticator on for a user; returns its secret (the enabling step is spent). */
async function enable(t: TestApp, user: User): Promise<string> {
  const { secret } = (await user.post('/api/security/authenticator/setup')).json().data;
  const on = await user.post('/api/security/authenticator/enable', {
    code: totpCode(secret, t.clock()),
    password: 'secret123',
  });
  if (on.statusCode !== 200) throw new Error(`enable: ${on.body}`);
  t.clock.advance(STEP);
  return secret;
}

describe.each(backends())('step-up on $name', (backend) => {
  let t: WithdrawApp;
  let otc: OtcApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
    await otc?.ledger.idle();
    await otc?.close();
  });

  it('withdraws only with the code: none, a wrong one, another user’s, a used one are refused', async () => {
    t = await startWithdrawApp(await backend.open());
    const alice = await t.ready('alice@example.com');
    const bob = await t.ready('bob@example.com');
    const secret = await enable(t, alice);
    const bobs = await enable(t, bob);
    const form = { address_id: String(alice.addressId), amount: '20' };

    const none = await out(alice, form, 'th');
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 1335, data: { totp_code: expect.any(String) } });
    expect(none.json().message).toContain('แอปยืนยันตัวตน');
    const another = await out(alice, { ...form, totp_code: totpCode(bobs, t.clock()) });
    expect(another.json()).toMatchObject({ code: 1332, data: { totp_code: expect.any(String) } });
    expect(await t.balance(alice)).toEqual({ available: '1000', frozen: '0' });

    const code = totpCode(secret, t.clock());
    const done = await out(alice, { ...form, totp_code: code });
    expect(done.statusCode).toBe(200);
    expect(await t.balance(alice)).toEqual({ available: '980', frozen: '20' });
    const replay = await out(alice, { ...form, totp_code: code });
    expect(replay.json().code).toBe(1332);
    // A wrong fund password is said first, and spends no code.
    const wrongPassword = await out(alice, { ...form, fund_password: '000000', totp_code: code });
    expect(wrongPassword.json().code).toBe(1302);
    // Bob, also with a factor, is not asked for Alice's code; a user without one is not asked.
    const carol = await t.ready('carol@example.com');
    expect(
      (await out(carol, { address_id: String(carol.addressId), amount: '20' })).statusCode,
    ).toBe(200);
  });

  it('guards a new withdraw address, a bank card and both password changes', async () => {
    t = await startWithdrawApp(await backend.open());
    const alice = await t.ready('alice@example.com');
    const secret = await enable(t, alice);
    const now = () => totpCode(secret, t.clock());
    const next = () => t.clock.advance(STEP);

    // The e-mailed code first (asking for it moves the clock a minute), then the app's code.
    const address = async (withCode: boolean) => {
      const code = await ownCode(t, alice, 'withdraw_address');
      return alice.post('/api/wallet/addaddress', {
        currency_id: '3',
        network: 'ERC20',
        address: ERC20,
        code,
        fund_password: '123456',
        ...(withCode ? { totp_code: now() } : {}),
      });
    };
    expect((await address(false)).json().code).toBe(1335);
    expect((await address(true)).json()).toMatchObject({ type: 'ok' });
    next();

    const bank = {
      kind: 'bank',
      real_name: 'Alice Liddell',
      card_number: '6222020200112233445',
      bank_name: 'Bank of Examples',
      branch: 'Main',
      bank_address: '1 Example Road',
      swift_code: 'EXAMPLEX',
      cardholder: 'Alice Liddell',
      iban: 'GB33BUKB20201555555555',
      payee_address: '1 Example Road',
      postal_code: '10001',
    };
    expect((await alice.post('/api/user/cash_save', bank)).json().code).toBe(1335);
    // A missing field is said before the code is asked for, and spends no code.
    const { real_name: _, ...incomplete } = bank;
    expect(
      (await alice.post('/api/user/cash_save', { ...incomplete, totp_code: now() })).json().code,
    ).toBe(1709);
    expect(
      (await alice.post('/api/user/cash_save', { ...bank, totp_code: now() })).statusCode,
    ).toBe(200);
    next();

    const fund = { old_password: '123456', password: '654321', re_password: '654321' };
    expect((await alice.post('/api/user/e_pwd', fund)).json().code).toBe(1335);
    expect((await alice.post('/api/user/e_pwd', { ...fund, totp_code: now() })).statusCode).toBe(
      200,
    );
    next();

    const login = { old_password: 'secret123', password: 'secret456', re_password: 'secret456' };
    expect((await alice.post('/api/safe/update_password', login)).json().code).toBe(1335);
    expect(
      (await alice.post('/api/safe/update_password', { ...login, totp_code: now() })).statusCode,
    ).toBe(200);
  });

  it('releases OTC coins only with the seller’s code', async () => {
    otc = await startOtcApp(await backend.open());
    const seller = await otc.merchant('seller', [[OTC_USDT, '1000']]);
    await otc.fundPassword(seller);
    const secret = await enable(otc, seller.signed);
    const ad = await otc.publish(seller, { quantity: '500', max_amount: '600' });
    const buyer = await otc.taker('buyer');
    const order = await otc.order(buyer, ad.id, { quantity: '100' });
    await otc.pay(buyer, order.id);

    const confirm = (extra: Record<string, string> = {}) =>
      seller.post('/api/trade/confirm', { id: order.id, fund_password: '123456', ...extra });
    expect((await confirm()).json().code).toBe(1335);
    expect((await confirm({ totp_code: '000000' })).json().code).toBe(1332);
    const released = await confirm({ totp_code: totpCode(secret, otc.clock()) });
    expect(released.json()).toMatchObject({ data: { status: 'confirmed' } });
    await otc.reconciles();
  });
});
