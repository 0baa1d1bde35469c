import { afterEach, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/ledger/index.ts';
import { backends } from '../helpers/backends.ts';
import { uploadId } from '../kyc/support.ts';
import { out, startWithdrawApp, type WithdrawApp } from './fixture.ts';

export const BANK = {
  kind: 'bank',
  real_name: 'Somchai Jaidee',
  card_number: '6222020200112233445',
  bank_name: 'Bangkok Bank',
  branch: 'Silom',
  bank_address: '333 Silom Road, Bangkok',
  swift_code: 'BKKBTHBK',
  cardholder: 'SOMCHAI JAIDEE',
  iban: 'TH12BKKB0000123456789012',
  payee_address: '99 Sukhumvit Soi 11, Bangkok',
  postal_code: '10110',
};

describe.each(backends())('payment methods and bank withdrawals on $name', (backend) => {
  let t: WithdrawApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  it('requires every bank field, answering "Binding failed" with the missing ones', async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.user('bank@example.com');
    for (const field of Object.keys(BANK).filter((k) => k !== 'kind')) {
      const res = await u.post('/api/user/cash_save', { ...BANK, [field]: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 1709,
        message: 'Binding failed',
        data: { [field]: 'This field is required' },
      });
    }
    const saved = await u.post('/api/user/cash_save', BANK);
    expect(saved.json()).toMatchObject({
      message: 'Bound successfully',
      data: {
        bank: { card_number: '6222 **** 3445', iban: 'TH12 **** 9012', bank_name: 'Bangkok Bank' },
        alipay: null,
      },
    });
    const updated = await u.post('/api/user/cash_save', { ...BANK, branch: 'Sathorn' });
    expect(updated.json().data.bank.branch).toBe('Sathorn');
  });

  it("binds Alipay and WeChat with the user's own QR code only; nobody else sees them", async () => {
    t = await startWithdrawApp(await backend.open());
    const a = await t.user('alice@example.com');
    const b = await t.user('bob@example.com');
    const aQr = await uploadId(t, a.session.token);
    expect(
      (
        await b.post('/api/user/cash_save', {
          kind: 'alipay',
          account: 'bob@alipay',
          qr_upload_id: aQr,
        })
      ).json().data,
    ).toMatchObject({ qr_upload_id: 'Please upload the QR code again' });
    expect(
      (await a.post('/api/user/cash_save', { kind: 'wechat', account: 'alice_wx' })).json().code,
    ).toBe(1709);
    expect(
      (
        await a.post('/api/user/cash_save', {
          kind: 'alipay',
          account: 'alice@alipay',
          qr_upload_id: aQr,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await a.post('/api/user/cash_save', {
          kind: 'wechat',
          account: 'alice_wx',
          qr_upload_id: aQr,
        })
      ).statusCode,
    ).toBe(200);
    await a.post('/api/user/cash_save', BANK);
    const mine = (await a.post('/api/user/cash_info')).json().data;
    expect(mine).toMatchObject({
      alipay: { account: 'alice@alipay' },
      wechat: { account: 'alice_wx' },
      bank: { cardholder: 'SOMCHAI JAIDEE' },
    });
    expect((await b.post('/api/user/cash_info')).json().data).toEqual({
      bank: null,
      alipay: null,
      wechat: null,
    });
  });

  it('withdraws to the bound bank card, which is required first', async () => {
    t = await startWithdrawApp(await backend.open());
    const u = await t.ready('payout@example.com');
    const none = await out(u, { method: 'bank', amount: '100' });
    expect(none.json()).toMatchObject({ code: 1704, message: 'Please bind a bank card first' });
    await u.post('/api/user/cash_save', BANK);
    const res = await out(u, { method: 'bank', amount: '100', remark: 'salary' });
    expect(res.json()).toMatchObject({
      data: {
        method: 'bank',
        destination: 'Bangkok Bank 6222 **** 3445',
        receive: '98.9',
        status: 'under_review',
      },
    });
    expect(await t.balance(u)).toEqual({ available: '900', frozen: '100' });
    const [id] = await t.pendingIds('withdraw');
    await t.operator('review', 'approve', 'withdraw', id!, '--reference', 'BKK-20261125-0001');
    expect(await t.balance(u)).toEqual({ available: '900', frozen: '0' });
    expect((await reconcile(t.database)).ok).toBe(true);
  });
});
