import { describe, expect, it } from 'vitest';
import {
  forgetPasswordInitialValues,
  forgetPasswordSchema,
  MESSAGES,
} from '../../../src/features/auth/schemas';
import { errorsOf } from './helpers';

const validPhone = {
  ...forgetPasswordInitialValues(),
  area_code: '1',
  phone: '2025550123',
  code: '654321',
  password: 'newpass',
  re_password: 'newpass',
};
const validEmail = { ...validPhone, type: 'email' as const, phone: '', email: 'bob@example.org' };

describe('forget-password schema', () => {
  it('accepts phone and e-mail recovery', async () => {
    expect(await errorsOf(forgetPasswordSchema, validPhone)).toEqual({});
    expect(await errorsOf(forgetPasswordSchema, validEmail)).toEqual({});
  });

  it('reports every required field when submitted empty, in both modes', async () => {
    const rest = {
      code: MESSAGES.codeRequired,
      password: MESSAGES.passwordRequired,
      re_password: MESSAGES.confirmRequired,
    };
    expect(
      await errorsOf(forgetPasswordSchema, { ...forgetPasswordInitialValues(), area_code: '1' }),
    ).toEqual({
      phone: MESSAGES.phoneRequired,
      ...rest,
    });
    expect(
      await errorsOf(forgetPasswordSchema, { ...forgetPasswordInitialValues(), type: 'email' }),
    ).toEqual({
      email: MESSAGES.emailRequired,
      ...rest,
    });
  });

  it('checks formats, code, password length and the confirmation', async () => {
    expect((await errorsOf(forgetPasswordSchema, { ...validPhone, phone: '1' })).phone).toBe(
      MESSAGES.phoneInvalid,
    );
    expect((await errorsOf(forgetPasswordSchema, { ...validEmail, email: 'bob' })).email).toBe(
      MESSAGES.emailInvalid,
    );
    expect((await errorsOf(forgetPasswordSchema, { ...validPhone, code: '12' })).code).toBe(
      MESSAGES.codeInvalid,
    );
    expect(
      (await errorsOf(forgetPasswordSchema, { ...validPhone, password: 'abc', re_password: 'abc' }))
        .password,
    ).toBe(MESSAGES.passwordMin);
    expect(
      (await errorsOf(forgetPasswordSchema, { ...validPhone, re_password: 'other1' })).re_password,
    ).toBe(MESSAGES.passwordMismatch);
  });

  it('has no agreement or invite code', async () => {
    expect(await errorsOf(forgetPasswordSchema, { ...validPhone, agreement: false })).toEqual({});
  });
});
