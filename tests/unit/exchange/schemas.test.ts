import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { flashSchema, giftSchema, MESSAGES as M } from '../../../src/features/exchange';

const limits = { decimals: 8, available: '10.5' };

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

describe('flash exchange schema', () => {
  const schema = flashSchema(limits);
  it.each([
    ['', M.amountRequired],
    ['   ', M.amountRequired],
    ['0', M.amountInvalid],
    ['0.000', M.amountInvalid],
    ['abc', M.amountInvalid],
    ['-1', M.amountInvalid],
    ['1e3', M.amountInvalid],
    ['01', M.amountInvalid],
    ['1.123456789', M.amountPlaces],
    ['10.50000001', M.insufficient],
    ['11', M.insufficient],
  ])('refuses %j with %s', async (amount, message) => {
    expect(await errorOf(schema, { amount }, 'amount')).toBe(message);
  });

  it.each(['1', '0.00000001', '10.5', '10.50000000', ' 3.25 '])('accepts %j', async (amount) => {
    expect(await errorOf(schema, { amount }, 'amount')).toBeUndefined();
  });

  it('respects the coin decimals', async () => {
    expect(
      await errorOf(flashSchema({ decimals: 2, available: '100' }), { amount: '1.001' }, 'amount'),
    ).toBe(M.amountPlaces);
    expect(
      await errorOf(flashSchema({ decimals: 0, available: '100' }), { amount: '1.5' }, 'amount'),
    ).toBe(M.amountPlaces);
  });
});

describe('gift schema', () => {
  const withFund = giftSchema({ ...limits, hasFundPassword: true });
  const withLogin = giftSchema({ ...limits, hasFundPassword: false });
  const valid = { email: 'bob@example.com', amount: '1', password: '123456' };

  it('accepts a complete form', async () => {
    await expect(withFund.validate(valid)).resolves.toBeTruthy();
    await expect(withLogin.validate({ ...valid, password: 'secret123' })).resolves.toBeTruthy();
  });

  it('requires a well-formed e-mail ("Please enter email", "Please enter your vaild email")', async () => {
    expect(await errorOf(withFund, { ...valid, email: '' }, 'email')).toBe(M.emailRequired);
    expect(await errorOf(withFund, { ...valid, email: 'bob' }, 'email')).toBe(M.emailInvalid);
    expect(await errorOf(withFund, { ...valid, email: 'bob@example' }, 'email')).toBe(
      M.emailInvalid,
    );
    expect(
      await errorOf(withFund, { ...valid, email: ' bob@example.com ' }, 'email'),
    ).toBeUndefined();
  });

  it('checks the amount against the balance', async () => {
    expect(await errorOf(withFund, { ...valid, amount: '10.6' }, 'amount')).toBe(M.insufficient);
    expect(await errorOf(withFund, { ...valid, amount: '' }, 'amount')).toBe(M.amountRequired);
  });

  it('wants the 6-digit fund password when one is set ("Finacial password is 6 digit")', async () => {
    expect(await errorOf(withFund, { ...valid, password: '' }, 'password')).toBe(
      M.fundPasswordDigits,
    );
    expect(await errorOf(withFund, { ...valid, password: '12345' }, 'password')).toBe(
      M.fundPasswordDigits,
    );
    expect(await errorOf(withFund, { ...valid, password: '12345a' }, 'password')).toBe(
      M.fundPasswordDigits,
    );
  });

  it('otherwise wants the login password', async () => {
    expect(await errorOf(withLogin, { ...valid, password: '' }, 'password')).toBe(
      M.passwordRequired,
    );
    expect(await errorOf(withLogin, { ...valid, password: 'x' }, 'password')).toBeUndefined();
  });
});
