import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  registerInitialValues,
  registerSchema,
} from '../../../src/features/auth/schemas';
import { errorsOf } from './helpers';

const validPhone = {
  ...registerInitialValues(),
  area_code: '86',
  phone: '13800138000',
  code: '123456',
  password: 'secret1',
  re_password: 'secret1',
  agreement: true,
};
const validEmail = { ...validPhone, type: 'email' as const, phone: '', email: 'alice@example.com' };

describe('register schema (spec section 5)', () => {
  it('accepts a complete phone registration and a complete e-mail registration', async () => {
    expect(await errorsOf(registerSchema, validPhone)).toEqual({});
    expect(await errorsOf(registerSchema, validEmail)).toEqual({});
  });

  it('reports every required field when submitted empty (phone mode)', async () => {
    expect(await errorsOf(registerSchema, { ...registerInitialValues(), area_code: '86' })).toEqual(
      {
        phone: MESSAGES.phoneRequired,
        code: MESSAGES.codeRequired,
        password: MESSAGES.passwordRequired,
        re_password: MESSAGES.confirmRequired,
        agreement: MESSAGES.agreementRequired,
      },
    );
  });

  it('reports every required field when submitted empty (e-mail mode)', async () => {
    expect(await errorsOf(registerSchema, { ...registerInitialValues(), type: 'email' })).toEqual({
      email: MESSAGES.emailRequired,
      code: MESSAGES.codeRequired,
      password: MESSAGES.passwordRequired,
      re_password: MESSAGES.confirmRequired,
      agreement: MESSAGES.agreementRequired,
    });
  });

  it('rejects a badly formatted phone and e-mail', async () => {
    expect((await errorsOf(registerSchema, { ...validPhone, phone: '12ab' })).phone).toBe(
      MESSAGES.phoneInvalid,
    );
    expect(
      (await errorsOf(registerSchema, { ...validEmail, email: 'alice.example.com' })).email,
    ).toBe(MESSAGES.emailInvalid);
  });

  it('needs the 6-digit verification code', async () => {
    expect((await errorsOf(registerSchema, { ...validPhone, code: '' })).code).toBe(
      MESSAGES.codeRequired,
    );
    for (const code of ['12345', '1234567', '12a456']) {
      expect((await errorsOf(registerSchema, { ...validPhone, code })).code).toBe(
        MESSAGES.codeInvalid,
      );
    }
  });

  it('needs a password of at least 6 characters', async () => {
    expect(
      (await errorsOf(registerSchema, { ...validPhone, password: '', re_password: '' })).password,
    ).toBe(MESSAGES.passwordRequired);
    expect(
      (await errorsOf(registerSchema, { ...validPhone, password: '12345', re_password: '12345' }))
        .password,
    ).toBe(MESSAGES.passwordMin);
    expect(
      await errorsOf(registerSchema, { ...validPhone, password: '123456', re_password: '123456' }),
    ).toEqual({});
  });

  it('needs the password confirmed: "Password twice inconsistent"', async () => {
    expect((await errorsOf(registerSchema, { ...validPhone, re_password: '' })).re_password).toBe(
      MESSAGES.confirmRequired,
    );
    expect(
      (await errorsOf(registerSchema, { ...validPhone, re_password: 'secret2' })).re_password,
    ).toBe(MESSAGES.passwordMismatch);
  });

  it('needs the user agreement ticked', async () => {
    expect((await errorsOf(registerSchema, { ...validPhone, agreement: false })).agreement).toBe(
      MESSAGES.agreementRequired,
    );
  });

  it('takes the invite code as optional', async () => {
    expect(await errorsOf(registerSchema, { ...validPhone, extension_code: '' })).toEqual({});
    expect(await errorsOf(registerSchema, { ...validPhone, extension_code: 'AB12CD' })).toEqual({});
    expect(
      (await errorsOf(registerSchema, { ...validPhone, extension_code: 'AB-12' })).extension_code,
    ).toBe(MESSAGES.inviteInvalid);
    expect(
      (await errorsOf(registerSchema, { ...validPhone, extension_code: 'A'.repeat(11) }))
        .extension_code,
    ).toBe(MESSAGES.inviteInvalid);
  });

  it('prefills the invite code from the link', () => {
    expect(registerInitialValues('AB12CD').extension_code).toBe('AB12CD');
  });
});
