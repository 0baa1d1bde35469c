import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { MESSAGES as M, optionSchema } from '../../../src/features/options';

async function errorOf(
  values: object,
  path: string,
  limits = { min: '10', available: '100', decimals: 8 },
) {
  try {
    await optionSchema(limits).validate(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((e) => e.path === path)?.message;
  }
}

describe('option schema (spec section 5: options)', () => {
  const base = { direction: 'up', seconds: '60', quantity: '20' };
  it('needs a delivery time first: "please select option time first"', async () => {
    expect(await errorOf({ ...base, seconds: '' }, 'seconds')).toBe(M.timeFirst);
    expect(await errorOf(base, 'seconds')).toBeUndefined();
  });
  it.each([
    ['', M.quantityEmpty],
    ['  ', M.quantityEmpty],
    ['abc', M.quantityInvalid],
    ['0', M.quantityInvalid],
    ['1.123456789', M.quantityInvalid],
    ['9.99', M.quantityMin],
    ['100.00000001', M.insufficient],
    ['10', undefined],
    ['100', undefined],
  ])('quantity %j -> %s', async (quantity, message) => {
    expect(await errorOf({ ...base, quantity }, 'quantity')).toBe(message);
  });
  it('uses the given minimum (the chosen duration may need more than the currency)', async () => {
    expect(
      await errorOf({ ...base, quantity: '49' }, 'quantity', {
        min: '50',
        available: '100',
        decimals: 8,
      }),
    ).toBe(M.quantityMin);
  });
});
