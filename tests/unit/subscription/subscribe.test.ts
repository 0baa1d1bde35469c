import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { exceedsBalance, MESSAGES as M, subscribeSchema } from '../../../src/features/subscription';

async function errorOf(values: object) {
  try {
    await subscribeSchema(8).validate(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((e) => e.path === 'amount')?.message;
  }
}

// Spec section 5, subscription: the amount is required; an insufficient balance prompts a recharge.
describe('subscription schema', () => {
  it.each([
    ['', M.amountRequired],
    ['  ', M.amountRequired],
    ['0', M.amountInvalid],
    ['abc', M.amountInvalid],
    ['-5', M.amountInvalid],
    ['1e3', M.amountInvalid],
    ['1.123456789', M.amountPlaces],
    ['500', undefined],
    ['0.01', undefined],
  ])('amount %j -> %s', async (amount, message) => {
    expect(await errorOf({ currency_id: 3, amount })).toBe(message);
  });

  it('leaves the balance to the recharge prompt, not to a field error', async () => {
    expect(await errorOf({ currency_id: 3, amount: '999999' })).toBeUndefined();
    expect(exceedsBalance('1250.50000001', '1250.5')).toBe(true);
    expect(exceedsBalance('1250.5', '1250.5')).toBe(false);
    expect(exceedsBalance('', '10')).toBe(false);
  });
});
