import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { amountSchema, MESSAGES as M, quantitySchema } from '../../../src/features/mining';

async function errorOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: object,
  path: string,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((e) => e.path === path)?.message;
  }
}

describe('miner quantity schema', () => {
  const schema = quantitySchema('210', '500');
  it.each([
    ['', M.quantityRequired],
    ['abc', M.quantityRequired],
    ['0', M.quantityRange],
    ['1.5', M.quantityRange],
    ['101', M.quantityRange],
    ['3', M.insufficient], // 630 USDT > 500
    ['2', undefined],
  ])('quantity %j -> %s', async (quantity, message) => {
    expect(await errorOf(schema, { quantity }, 'quantity')).toBe(message);
  });
});

describe('convert and pledge amount schema', () => {
  const schema = amountSchema({ decimals: 8, available: '1250.5', min: '100', max: '1000' });
  it.each([
    ['', M.amountRequired],
    ['0', M.amountInvalid],
    ['x', M.amountInvalid],
    ['100.123456789', M.amountPlaces],
    ['99.99', M.amountMin],
    ['1000.01', M.amountMax],
    ['100', undefined],
    ['1000', undefined],
  ])('amount %j -> %s', async (amount, message) => {
    expect(await errorOf(schema, { amount }, 'amount')).toBe(message);
  });

  it('refuses more than the available balance', async () => {
    const plain = amountSchema({ decimals: 8, available: '0.00048' });
    expect(await errorOf(plain, { amount: '0.00049' }, 'amount')).toBe(M.insufficient);
    expect(await errorOf(plain, { amount: '0.00048' }, 'amount')).toBeUndefined();
  });
});
