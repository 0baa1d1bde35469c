import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  TRANSFER_MESSAGES as M,
  transferInitialValues,
  transferSchema,
  type TransferContext,
  type TransferValues,
} from '../../../src/features/assets/schemas';

async function errorsOf(values: Partial<TransferValues>, context: TransferContext = {}) {
  const all = { ...transferInitialValues(), currency_id: 3, ...values };
  try {
    await transferSchema(context).validate(all, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    return errors;
  }
}

const funds: TransferContext = { available: '10.5', decimals: 8 };

describe('internal transfer form (spec section 5: Transfer)', () => {
  it('accepts an amount within the available balance', async () => {
    expect(await errorsOf({ amount: '10.5' }, funds)).toEqual({});
    expect(await errorsOf({ amount: '0.00000001' }, funds)).toEqual({});
  });

  it('requires the amount', async () => {
    expect((await errorsOf({ amount: '' }, funds)).amount).toBe(M.amountRequired);
    expect((await errorsOf({ amount: '   ' }, funds)).amount).toBe(M.amountRequired);
  });

  it.each(['abc', '1.2.3', '-1', '1e5', '.5'])('rejects %j as not an amount', async (amount) => {
    expect((await errorsOf({ amount }, funds)).amount).toBe(M.amountInvalid);
  });

  it('needs an amount greater than zero', async () => {
    expect((await errorsOf({ amount: '0' }, funds)).amount).toBe(M.amountPositive);
    expect((await errorsOf({ amount: '0.000' }, funds)).amount).toBe(M.amountPositive);
  });

  it("allows at most the currency's decimals", async () => {
    expect(
      (await errorsOf({ amount: '1.1234567' }, { available: '100', decimals: 6 })).amount,
    ).toBe(M.amountDecimals);
    expect(await errorsOf({ amount: '1.123456' }, { available: '100', decimals: 6 })).toEqual({});
  });

  it('refuses more than the available balance with "Insufficient balance"', async () => {
    expect((await errorsOf({ amount: '10.50000001' }, funds)).amount).toBe(M.insufficient);
    expect((await errorsOf({ amount: '1' }, { available: '0', decimals: 8 })).amount).toBe(
      M.insufficient,
    );
  });

  it('leaves the balance check to the server while the balance is unknown', async () => {
    expect(await errorsOf({ amount: '999999' })).toEqual({});
  });

  it('needs two different accounts and a currency', async () => {
    expect((await errorsOf({ from: 'spot', to: 'spot', amount: '1' }, funds)).to).toBe(
      M.sameAccount,
    );
    expect((await errorsOf({ currency_id: null, amount: '1' }, funds)).currency_id).toBe(
      M.currencyRequired,
    );
  });
});
