import { afterEach, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/ledger/index.ts';
import { backends } from '../helpers/backends.ts';
import { setFundPassword } from '../security/support.ts';
import { basicForm } from '../kyc/support.ts';
import { out, startWithdrawApp, USDT, type WithdrawApp } from './fixture.ts';

describe.each(backends())('withdrawals on $name', (backend) => {
  let t: WithdrawApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  const reconciles = async () => expect((await reconcile(t.database)).ok).toBe(true);

  it('gates on basic KYC, then the fund password, then an address, in that order', async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.user('gates@example.com');
    await t.fund(u, '100');
    const noKyc = await out(u, { amount: '20', address_id: '1' });
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json()).toMatchObject({
      code: 1701,
      message: 'Please complete KYC Verification first',
    });
    expect((await out(u, { amount: '20', address_id: '1' }, 'zh')).json().message).toBe(
      '请先完成实名认证',
    );
    await u.post('/api/user/real_name', await basicForm(t, u.session.token));
    expect((await out(u, { amount: '20', address_id: '1' })).json().code).toBe(1702);
    const info = (await u.post('/api/wallet/get_info', { currency_id: String(USDT) })).json().data;
    expect(info).toMatchObject({
      kyc_status: 'under_review',
      fund_password_set: false,
      addresses: [],
      today_count: 0,
      daily_limit: 3,
      arrival_hours: 12,
      available: '100',
      minimum: '10',
      fee_rate: '0.001',
      fee_fixed: '1',
    });
    const [kycId] = await t.pendingIds('kyc_basic');
    await t.operator('review', 'approve', 'kyc_basic', kycId!);
    expect((await out(u, { amount: '20', address_id: '1' })).json()).toMatchObject({ code: 1301 });
    await setFundPassword(t, u);
    const noAddress = await out(u, { amount: '20' });
    expect(noAddress.json()).toMatchObject({
      code: 1703,
      message: 'Please set the withdraw address first',
    });
    expect(await t.balance(u)).toEqual({ available: '100', frozen: '0' });
  });

  it('freezes on application, shows the fee and actual received, and the pass settles it', async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.ready('pass@example.com');
    const res = await out(u, { amount: '100', address_id: String(u.addressId), remark: 'rent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Withdrawal submitted, under review',
      data: {
        amount: '100',
        fee: '1.1',
        receive: '98.9',
        status: 'under_review',
        network: 'TRC20',
        remark: 'rent',
      },
    });
    expect(await t.balance(u)).toEqual({ available: '900', frozen: '100' });
    await reconciles();
    const [id] = await t.pendingIds('withdraw');
    const pay = (...extra: string[]) => t.operator('review', 'approve', 'withdraw', id!, ...extra);
    expect((await pay()).output).toMatch(/needs --reference/);
    expect(await t.balance(u)).toEqual({ available: '900', frozen: '100' });
    expect((await pay('--reference', 'tx-0001')).exitCode).toBe(0);
    expect(await t.balance(u)).toEqual({ available: '900', frozen: '0' });
    expect((await pay('--reference', 'tx-0001')).exitCode).toBe(2);
    const records = (await t.get('/api/charge_mention/log3', u)).json().data;
    expect(records).toMatchObject({
      total: 1,
      items: [{ status: 'passed', amount: '100', fee: '1.1', receive: '98.9' }],
    });
    const fees = await t.database.query<{ available: string }>(
      "SELECT available FROM ledger_accounts WHERE house = 'fees' AND currency_id = 3",
    );
    expect(Number(fees[0]?.available)).toBe(1.1);
    await reconciles();
  });

  it('rejection returns the funds', async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.ready('reject@example.com');
    await out(u, { amount: '50', address_id: String(u.addressId) });
    expect(await t.balance(u)).toEqual({ available: '950', frozen: '50' });
    const [id] = await t.pendingIds('withdraw');
    expect(
      (await t.operator('review', 'reject', 'withdraw', id!, '--reason', 'address blocked'))
        .exitCode,
    ).toBe(0);
    expect(await t.balance(u)).toEqual({ available: '1000', frozen: '0' });
    const records = (await t.get('/api/charge_mention/log3', u)).json().data;
    expect(records.items[0]).toMatchObject({ status: 'rejected', reason: 'address blocked' });
    await reconciles();
  });

  it('refuses below the minimum, beyond the balance, a wrong fund password, and a bad amount', async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.ready('rules@example.com', '30');
    const address_id = String(u.addressId);
    expect((await out(u, { amount: '9.99', address_id })).json()).toMatchObject({
      code: 1706,
      message: 'The minimum withdrawal is 10 USDT',
    });
    expect((await out(u, { amount: '30.01', address_id })).json()).toMatchObject({
      code: 1705,
      message: 'Insufficient balance',
    });
    expect((await out(u, { amount: '20', address_id, fund_password: '654321' })).json().code).toBe(
      1302,
    );
    expect((await out(u, { amount: '1.123456789', address_id })).statusCode).toBe(400);
    expect((await out(u, { amount: '20', address_id: '999' })).json().code).toBe(1703);
    expect((await out(u, { amount: '30', address_id })).statusCode).toBe(200);
    expect(await t.balance(u)).toEqual({ available: '0', frozen: '30' });
    await reconciles();
  });

  it('allows 3 applications per UTC day, refuses the 4th, and allows again the next day', async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.ready('limit@example.com');
    const address_id = String(u.addressId);
    for (let i = 0; i < 3; i++)
      expect((await out(u, { amount: '10', address_id })).statusCode).toBe(200);
    const fourth = await out(u, { amount: '10', address_id });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 1707,
      message: 'You can submit at most 3 withdrawals per day. Please try again tomorrow',
    });
    expect(
      (await u.post('/api/wallet/get_info', { currency_id: String(USDT) })).json().data.today_count,
    ).toBe(3);
    expect(await t.balance(u)).toEqual({ available: '970', frozen: '30' });
    t.clock.advance(24 * 3600_000);
    expect((await out(u, { amount: '10', address_id })).statusCode).toBe(200);
    await reconciles();
  });

  it('parallel applications never overdraw nor pass 3 a day', async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.ready('race@example.com', '45');
    const address_id = String(u.addressId);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => out(u, { amount: '20', address_id })),
    );
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(2); // 45 covers two of 20
    expect(await t.balance(u)).toEqual({ available: '5', frozen: '40' });
    await t.fund(u, '1000');
    const more = await Promise.all(
      Array.from({ length: 6 }, () => out(u, { amount: '10', address_id })),
    );
    expect(more.filter((r) => r.statusCode === 200).length).toBe(1);
    expect((await t.get('/api/charge_mention/log3', u)).json().data.total).toBe(3);
    await reconciles();
  });

  it('another user can neither see nor use my withdrawals or addresses', async () => {
    t = await startWithdrawApp(await backend.open());
    const a = await t.ready('a@example.com');
    const b = await t.ready('b@example.com');
    await out(a, { amount: '10', address_id: String(a.addressId) });
    expect((await t.get('/api/charge_mention/log3', b)).json().data.total).toBe(0);
    const steal = await out(b, { amount: '10', address_id: String(a.addressId) });
    expect(steal.json().code).toBe(1703);
    const info = (await b.post('/api/wallet/get_info', { currency_id: String(USDT) })).json().data;
    expect(info.addresses.map((x: { id: number }) => x.id)).toEqual([b.addressId]);
    expect((await t.get('/api/charge_mention/log3', a)).json().data.total).toBe(1);
    await reconciles();
  });
});
