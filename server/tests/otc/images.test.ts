// Uploads stay private to their owner, except where a feature vouches for a viewer: an OTC order's
// counterparty sees its payment and appeal vouchers, and its buyer the seller's QR codes while the
// order tells them where to pay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUploadAccess } from '../../src/modules/uploads/access.ts';
import { backends } from '../helpers/backends.ts';
import { startOtcApp, USDT, type OtcApp, type OtcUser } from './fixture.ts';

describe.each(backends())('OTC image access on $name', (backend) => {
  let t: OtcApp;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  const image = async (u: OtcUser, id: string) =>
    (await u.get(`/api/upload/image/${id}`)).statusCode;

  it('serves an upload to another user only while a registered check vouches for them', async () => {
    const owner = await t.user('owner');
    const viewer = await t.user('viewer');
    const id = await t.voucher(owner);
    expect(await image(owner, id)).toBe(200);
    expect(await image(viewer, id)).toBe(404);
    const calls: [number, string, number][] = [];
    const unregister = registerUploadAccess(async (_db, viewerId, upload) => {
      calls.push([viewerId, upload.id, upload.userId]);
      return viewerId === viewer.id;
    });
    try {
      expect(await image(viewer, id)).toBe(200);
      expect(await image(owner, id)).toBe(200);
      expect(calls).toEqual([[viewer.id, id, owner.id]]); // never asked about the owner
      expect(await image(viewer, 'AAAAAAAAAAAAAAAAAAAAAA')).toBe(404);
    } finally {
      unregister();
    }
    expect(await image(viewer, id)).toBe(404);
  });

  it("shows vouchers to the counterparty and the seller's QR codes to the buyer only while needed", async () => {
    const m = await t.merchant('qr-seller', [[USDT, '1000']]);
    await t.fundPassword(m);
    const ad = await t.publish(m, {
      quantity: '500',
      max_amount: '600',
      pay_kinds: 'alipay,wechat',
    });
    const buyer = await t.taker('qr-buyer');
    const stranger = await t.taker('qr-stranger');
    const methods = (await m.post('/api/user/cash_info')).json().data;
    const [alipayQr, wechatQr] = [
      methods.alipay.qr_upload_id as string,
      methods.wechat.qr_upload_id as string,
    ];
    const kycPhotos = (
      await t.database.query<{ id: string }>(
        'SELECT front_upload_id AS id FROM kyc_applications WHERE user_id = $1',
        [m.id],
      )
    ).map((r) => r.id);
    expect(await image(buyer, alipayQr)).toBe(404); // no order yet

    const order = await t.order(buyer, ad.id, { quantity: '100' });
    const detail = (await t.detail(buyer, order.id)).json().data;
    expect(detail.receiving.map((r: { qr_upload_id: string }) => r.qr_upload_id)).toEqual([
      alipayQr,
      wechatQr,
    ]);
    expect(await image(buyer, alipayQr)).toBe(200);
    expect(await image(buyer, wechatQr)).toBe(200);
    expect(await image(stranger, alipayQr)).toBe(404);
    expect(await image(buyer, kycPhotos[0]!)).toBe(404);

    const voucher = await t.voucher(buyer);
    await buyer.post('/api/trade/pay', {
      id: order.id,
      payment_kind: 'alipay',
      voucher_upload_id: voucher,
    });
    expect(await image(m, voucher)).toBe(200);
    expect(await image(stranger, voucher)).toBe(404);
    const proof = await t.voucher(m);
    await m.post('/api/trade/appeal', {
      id: order.id,
      description: 'amount does not match',
      voucher_upload_id: proof,
    });
    expect(await image(buyer, proof)).toBe(200);
    expect(await image(stranger, proof)).toBe(404);
    expect(await image(buyer, alipayQr)).toBe(200); // under appeal the buyer still sees where they paid

    await m.post('/api/trade/confirm', { id: order.id, fund_password: '123456' });
    expect(await image(buyer, alipayQr)).toBe(404); // done: the seller's accounts are private again
    expect(await image(m, voucher)).toBe(200); // the record of the payment stays with both parties
    expect(await image(buyer, proof)).toBe(200);
  });
});
