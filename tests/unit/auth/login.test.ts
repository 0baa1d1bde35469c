import { describe, expect, it } from 'vitest';
import { loginInitialValues, loginSchema, MESSAGES } from '../../../src/features/auth/schemas';
import { errorsOf } from './helpers';

const valid = {
  ...loginInitialValues(),
  area_code: '86',
  phone: '13800138000',
  password: 'secret1',
};

describe('login schema', () => {
  it('accepts a phone sign-in and an e-mail sign-in', async () => {
    expect(await errorsOf(loginSchema, valid)).toEqual({});
    expect(
      await errorsOf(loginSchema, { ...valid, type: 'email', phone: '', email: 'a@example.com' }),
    ).toEqual({});
  });

  it('shows the phone messages when submitted empty in phone mode', async () => {
    const errors = await errorsOf(loginSchema, { ...loginInitialValues(), area_code: '86' });
    expect(errors).toEqual({ phone: MESSAGES.phoneRequired, password: MESSAGES.passwordRequired });
  });

  it('shows the e-mail messages when submitted empty in e-mail mode', async () => {
    const errors = await errorsOf(loginSchema, { ...loginInitialValues(), type: 'email' });
    expect(errors).toEqual({ email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired });
  });

  it('checks the formats', async () => {
    expect((await errorsOf(loginSchema, { ...valid, phone: '12' })).phone).toBe(
      MESSAGES.phoneInvalid,
    );
    expect((await errorsOf(loginSchema, { ...valid, type: 'email', email: 'a@b' })).email).toBe(
      MESSAGES.emailInvalid,
    );
  });

  it('needs a password of at least 6 characters', async () => {
    expect((await errorsOf(loginSchema, { ...valid, password: '12345' })).password).toBe(
      MESSAGES.passwordMin,
    );
    expect(await errorsOf(loginSchema, { ...valid, password: '123456' })).toEqual({});
    expect((await errorsOf(loginSchema, { ...valid, password: 'x'.repeat(65) })).password).toBe(
      MESSAGES.passwordMax,
    );
  });
});
