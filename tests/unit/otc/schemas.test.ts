import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  adSchema,
  amountOf,
  appealSchema,
  confirmSchema,
  maxOrderOf,
  MESSAGES as M,
  orderSchema,
  paySchema,
  quantityOf,
  withinPlatform,
} from '../../../src/features/otc';

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: object,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // Like formik: the first message of each field is the one shown.
    return Object.fromEntries(error.inner.reverse().map((e) => [e.path, e.message]));
  }
}

// 7.00 USD per coin; orders of 100 to 5000 USD; 500 coins left (worth 3500 USD).
const ad = { price: '7', min_amount: '100', max_amount: '5000', remaining_quantity: '500' };

describe('order schema', () => {
  const schema = orderSchema(ad, 4);
  const check = (by: 'amount' | 'quantity', value: string) => errorsOf(schema, { by, value });

  it('needs the amount or the quantity', async () => {
    expect((await check('amount', '')).value).toBe(M.orderRequired);
    expect((await check('quantity', '  ')).value).toBe(M.orderRequired);
  });
  it('accepts an amount or a quantity within the limits', async () => {
    expect(await check('amount', '100')).toEqual({});
    expect(await check('quantity', '20')).toEqual({}); // 140 USD
    expect(await check('amount', '3500')).toEqual({}); // exactly what is left
  });
  it.each([
    ['amount', 'abc', M.numberInvalid],
    ['amount', '0', M.numberInvalid],
    ['amount', '-5', M.numberInvalid],
    ['amount', '150.123', M.amountPlaces],
    ['quantity', '20.12345', M.quantityPlaces],
    ['amount', '99.99', M.belowMin],
    ['quantity', '14', M.belowMin], // 98 USD
    ['amount', '3500.01', M.aboveRemaining],
    ['quantity', '500.0001', M.aboveRemaining],
  ] as const)('%s %s: %s', async (by, value, message) => {
    expect((await check(by, value)).value).toBe(message);
  });
  it('refuses more than the maximum before what is left', async () => {
    const rich = orderSchema({ ...ad, remaining_quantity: '10000' }, 4);
    expect((await errorsOf(rich, { by: 'amount', value: '5000.01' })).value).toBe(M.aboveMax);
    expect((await errorsOf(rich, { by: 'quantity', value: '715' })).value).toBe(M.aboveMax); // 5005 USD
  });
});

describe('conversions', () => {
  it('cut down, never round up', () => {
    expect(quantityOf('100', '7', 4)).toBe('14.2857'); // 14.285714...
    expect(amountOf('14.2857', '7')).toBe('99.99'); // 99.9999
    expect(quantityOf('x', '7', 4)).toBe('');
    expect(amountOf('1', '')).toBe('');
  });
  it('the largest order is the maximum or what is left, whichever is smaller', () => {
    expect(maxOrderOf(ad, 4)).toEqual({ amount: '3500.00', quantity: '500.0000' });
    expect(maxOrderOf({ ...ad, remaining_quantity: '10000' }, 4)).toEqual({
      amount: '5000.00',
      quantity: '714.2857',
    });
  });
});

describe('ad schema', () => {
  const platform = { order_min_amount: '50', order_max_amount: '20000' };
  const schema = adSchema(8, platform);
  const valid = {
    side: 'sell',
    currency_id: 3,
    price: '7.02',
    quantity: '1000',
    min_amount: '100',
    max_amount: '5000',
    pay_kinds: ['bank'],
    remark: '',
  };

  it('accepts complete terms; the remark is optional', async () => {
    expect(await errorsOf(schema, valid)).toEqual({});
    expect(await errorsOf(schema, { ...valid, remark: 'Fast release' })).toEqual({});
  });
  it('requires every term', async () => {
    const errors = await errorsOf(schema, {
      ...valid,
      price: '',
      quantity: '',
      min_amount: '',
      max_amount: '',
      pay_kinds: [],
    });
    expect(errors).toEqual({
      price: M.priceRequired,
      quantity: M.quantityRequired,
      min_amount: M.minRequired,
      max_amount: M.maxRequired,
      pay_kinds: M.payKindsRequired,
    });
  });
  it('requires positive numbers', async () => {
    expect((await errorsOf(schema, { ...valid, price: '0' })).price).toBe(M.numberInvalid);
    expect((await errorsOf(schema, { ...valid, quantity: '-1' })).quantity).toBe(M.numberInvalid);
  });
  it('keeps the minimum at most the maximum and at most the ad worth', async () => {
    expect((await errorsOf(schema, { ...valid, min_amount: '6000' })).min_amount).toBe(
      M.minAboveMax,
    );
    // 7.02 x 10 = 70.2 < 100
    expect((await errorsOf(schema, { ...valid, quantity: '10' })).min_amount).toBe(M.minAboveWorth);
    expect(await errorsOf(schema, { ...valid, min_amount: '5000' })).toEqual({});
  });
  it('limits the remark to 200 characters and the quantity to the coin decimals', async () => {
    expect((await errorsOf(schema, { ...valid, remark: 'x'.repeat(201) })).remark).toBe(
      M.remarkTooLong,
    );
    expect((await errorsOf(adSchema(2, platform), { ...valid, quantity: '1.001' })).quantity).toBe(
      M.quantityPlaces,
    );
  });
  it("keeps both limits within the platform's order limits (server code 2531)", async () => {
    expect((await errorsOf(schema, { ...valid, min_amount: '49.99' })).min_amount).toBe(
      M.belowPlatformMin,
    );
    expect((await errorsOf(schema, { ...valid, max_amount: '20000.01' })).max_amount).toBe(
      M.abovePlatformMax,
    );
    expect(
      await errorsOf(schema, { ...valid, min_amount: '50', max_amount: '20000', quantity: '5000' }),
    ).toEqual({});
  });
});

describe('orders within the platform limits', () => {
  const terms = { price: '7', min_amount: '100', max_amount: '5000', remaining_quantity: '500' };
  it("narrows the ad's limits to the platform's, never widens them", () => {
    const narrowed = withinPlatform(terms, { order_min_amount: '200', order_max_amount: '3000' });
    expect([narrowed.min_amount, narrowed.max_amount]).toEqual(['200', '3000']);
    const wide = withinPlatform(terms, { order_min_amount: '0.01', order_max_amount: '1000000' });
    expect([wide.min_amount, wide.max_amount]).toEqual(['100', '5000']);
  });
  it('an order below the narrowed minimum is refused before it is sent (server code 2509)', async () => {
    const schema = orderSchema(
      withinPlatform(terms, { order_min_amount: '200', order_max_amount: '3000' }),
      4,
    );
    expect((await errorsOf(schema, { by: 'amount', value: '150' })).value).toBe(M.belowMin);
    expect((await errorsOf(schema, { by: 'amount', value: '3500' })).value).toBe(M.aboveMax);
    expect(await errorsOf(schema, { by: 'amount', value: '200' })).toEqual({});
  });
});

describe('order actions', () => {
  it('pay: a method among the order methods and a voucher', async () => {
    const schema = paySchema(['bank', 'alipay']);
    expect(await errorsOf(schema, { payment_kind: 'alipay', voucher: 'up1' })).toEqual({});
    expect(await errorsOf(schema, { payment_kind: '', voucher: '' })).toEqual({
      payment_kind: M.paymentKindRequired,
      voucher: M.voucherRequired,
    });
    expect((await errorsOf(schema, { payment_kind: 'wechat', voucher: 'up1' })).payment_kind).toBe(
      M.paymentKindRequired,
    );
  });
  it('appeal: 5 to 500 characters and a voucher', async () => {
    expect(
      await errorsOf(appealSchema, { description: 'Paid, not released', voucher: 'up1' }),
    ).toEqual({});
    expect((await errorsOf(appealSchema, { description: '', voucher: 'up1' })).description).toBe(
      M.descriptionRequired,
    );
    expect(
      (await errorsOf(appealSchema, { description: ' abc ', voucher: 'up1' })).description,
    ).toBe(M.descriptionShort);
    expect(
      (await errorsOf(appealSchema, { description: 'x'.repeat(501), voucher: 'up1' })).description,
    ).toBe(M.descriptionLong);
    expect((await errorsOf(appealSchema, { description: 'Paid twice', voucher: '' })).voucher).toBe(
      M.voucherRequired,
    );
  });
  it('confirm: a 6-digit fund password', async () => {
    expect(await errorsOf(confirmSchema, { fund_password: '135790' })).toEqual({});
    expect((await errorsOf(confirmSchema, { fund_password: '1357' })).fund_password).toBe(
      M.fundPasswordDigits,
    );
    expect((await errorsOf(confirmSchema, { fund_password: '' })).fund_password).toBe(
      M.fundPasswordDigits,
    );
  });
});
