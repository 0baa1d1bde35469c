import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { DEPOSIT_MESSAGES as M, depositSchema } from '../../../src/features/deposit';
import en from '../../../src/i18n/locales/en/deposit.json';
import common from '../../../src/i18n/locales/en/common.json';

async function errorOf(schema: ReturnType<typeof depositSchema>, values: object, path: string) {
  try {
    await schema.validate(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((e) => e.path === path)?.message;
  }
}

// Spec section 5: "Deposit: amount required, with a per-coin minimum; a proof picture (recharge
// screenshot) is required. Bank-transfer deposit: transfer amount and voucher required."
describe('chain deposit schema', () => {
  const usdt = depositSchema({ min: '10', decimals: 8, picture: 'proof' });
  const image = 'upload0000000000000001';

  it.each([
    ['', M.amountRequired],
    ['  ', M.amountRequired],
    ['0', M.amountInvalid],
    ['abc', M.amountInvalid],
    ['-5', M.amountInvalid],
    ['1e3', M.amountInvalid],
    ['10.123456789', M.amountPlaces],
    ['9.99999999', M.belowMinimum],
    ['1', M.belowMinimum],
  ])('refuses the amount %j with %s', async (amount, message) => {
    expect(await errorOf(usdt, { amount, image }, 'amount')).toBe(message);
  });

  it.each(['10', '10.00000000', '250.5', ' 12 '])('accepts the amount %j', async (amount) => {
    expect(await errorOf(usdt, { amount, image }, 'amount')).toBeUndefined();
  });

  it('applies each coin its own minimum', async () => {
    const btc = depositSchema({ min: '0.0005', decimals: 8, picture: 'proof' });
    expect(await errorOf(btc, { amount: '0.0004', image }, 'amount')).toBe(M.belowMinimum);
    expect(await errorOf(btc, { amount: '0.0005', image }, 'amount')).toBeUndefined();
    const eth = depositSchema({ min: '0.01', decimals: 8, picture: 'proof' });
    expect(await errorOf(eth, { amount: '0.009', image }, 'amount')).toBe(M.belowMinimum);
  });

  it('requires the proof picture (recharge screenshot)', async () => {
    expect(await errorOf(usdt, { amount: '20', image: '' }, 'image')).toBe(M.proofRequired);
    expect(await errorOf(usdt, { amount: '20', image }, 'image')).toBeUndefined();
  });
});

describe('bank, WeChat and Alipay deposit schema', () => {
  const bank = depositSchema({ min: '100', decimals: 8, picture: 'voucher' });
  it('requires the transfer amount and the voucher', async () => {
    expect(await errorOf(bank, { amount: '', image: '' }, 'amount')).toBe(M.amountRequired);
    expect(await errorOf(bank, { amount: '', image: '' }, 'image')).toBe(M.voucherRequired);
    expect(await errorOf(bank, { amount: '99', image: 'x' }, 'amount')).toBe(M.belowMinimum);
  });
});

describe('deposit messages', () => {
  it('are keys of the deposit namespace with English text', () => {
    for (const key of Object.values(M)) {
      const [, path] = key.split(':');
      const [group, name] = path!.split('.') as [keyof typeof en, string];
      expect((en[group] as Record<string, string>)[name], key).toBeTruthy();
    }
    expect(common.copy.failed).toBe('Copy failed, please copy manually');
    expect(en.form.submitFailed).toBe('Failed to submit');
  });
});
