import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  BANK_FIELDS,
  bankSchema,
  MESSAGES as B,
  walletSchema,
} from '../../../src/features/bankbind';
import { feeOf, MESSAGES as M, withdrawSchema } from '../../../src/features/withdraw';

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

const limits = { decimals: 8, minimum: '10', available: '100.5', needsAddress: true };
const valid = { address_id: 4, amount: '20', remark: '', fund_password: '123456' };

describe('withdraw schema', () => {
  const schema = withdrawSchema(limits);
  it('accepts a complete application; the remark is optional', async () => {
    expect(await errorsOf(schema, valid)).toEqual({});
    expect(await errorsOf(schema, { ...valid, remark: 'rent' })).toEqual({});
  });
  it('needs a withdraw address first (chain) but not for the bank card', async () => {
    expect((await errorsOf(schema, { ...valid, address_id: null })).address_id).toBe(
      M.addressRequired,
    );
    expect(
      await errorsOf(withdrawSchema({ ...limits, needsAddress: false }), {
        ...valid,
        address_id: null,
      }),
    ).toEqual({});
  });
  it.each([
    ['', M.amountRequired],
    ['0', M.amountInvalid],
    ['abc', M.amountInvalid],
    ['1.123456789', M.amountPlaces],
    ['9.99999999', M.belowMinimum],
    ['100.50000001', M.insufficient],
  ])('refuses the amount %j with %s', async (amount, message) => {
    expect((await errorsOf(schema, { ...valid, amount })).amount).toBe(message);
  });
  it.each(['10', '100.5'])('accepts the amount %j (minimum and all)', async (amount) => {
    expect((await errorsOf(schema, { ...valid, amount })).amount).toBeUndefined();
  });
  it.each(['', '12345', '12345a', '1234567'])(
    'wants a 6-digit fund password, not %j',
    async (fund_password) => {
      expect((await errorsOf(schema, { ...valid, fund_password })).fund_password).toBe(
        M.fundPasswordDigits,
      );
    },
  );
  it('limits the remark', async () => {
    expect((await errorsOf(schema, { ...valid, remark: 'x'.repeat(201) })).remark).toBe(
      M.remarkTooLong,
    );
  });
});

describe('withdraw fee', () => {
  const rule = { fee_rate: '0.001', fee_fixed: '1', decimals: 8 };
  it('is rate plus fixed, rounded up; received is the rest, rounded down', () => {
    expect(feeOf(rule, '100')).toEqual({ fee: '1.1', receive: '98.9' });
    expect(feeOf({ ...rule, decimals: 2 }, '10.555')).toEqual({ fee: '1.02', receive: '9.53' });
    expect(feeOf(rule, '')).toBeNull();
  });
});

describe('bank binding schema', () => {
  const full = Object.fromEntries(BANK_FIELDS.map((f) => [f, 'x']));
  it('accepts every field filled', async () => {
    expect(await errorsOf(bankSchema(), full)).toEqual({});
  });
  it.each(BANK_FIELDS)('requires %s', async (field) => {
    expect(await errorsOf(bankSchema(), { ...full, [field]: '  ' })).toEqual({ [field]: B[field] });
  });
  it('requires the Alipay/WeChat account and QR code', async () => {
    expect(await errorsOf(walletSchema(), { account: '', qr_upload_id: '' })).toEqual({
      account: B.account,
      qr_upload_id: B.qr,
    });
    expect(await errorsOf(walletSchema(), { account: 'me', qr_upload_id: 'abc' })).toEqual({});
  });
});
