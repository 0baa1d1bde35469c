import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { buySchema, MESSAGES as M } from '../../../src/features/trust';

const limits = { min: '100', decimals: 8, available: '1000' };

async function errorOf(values: object, path: string) {
  try {
    await buySchema(limits).validate(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((e) => e.path === path)?.message;
  }
}

describe('trust/hosting purchase (spec section 5)', () => {
  it('needs the service agreement ticked', async () => {
    expect(await errorOf({ amount: '200', agree: false }, 'agree')).toBe(M.agreement);
    expect(await errorOf({ amount: '200', agree: true }, 'agree')).toBeUndefined();
  });

  it.each([
    ['', M.amountRequired],
    ['  ', M.amountRequired],
    ['abc', M.amountInvalid],
    ['0', M.amountInvalid],
    ['1e3', M.amountInvalid],
    ['99.99999999', M.belowMinimum],
    ['50', M.belowMinimum],
    ['100.123456789', M.amountPlaces],
    ['1000.00000001', M.insufficient],
  ])('refuses the amount %j with %s', async (amount, message) => {
    expect(await errorOf({ amount, agree: true }, 'amount')).toBe(message);
  });

  it.each(['100', '100.00000000', '999.5', '1000'])(
    'accepts %j (at least the minimum escrow amount)',
    async (amount) => {
      expect(await errorOf({ amount, agree: true }, 'amount')).toBeUndefined();
    },
  );
});
