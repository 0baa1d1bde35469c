import { describe, expect, it } from 'vitest';
import {
  fundPasswordInitialValues,
  fundPasswordSchema,
  MESSAGES,
} from '../../../src/features/security/schemas';
import { errorsOf } from './helpers';

const withCode = {
  ...fundPasswordInitialValues('code'),
  code: '123456',
  password: '246810',
  re_password: '246810',
};
const withOld = {
  ...fundPasswordInitialValues('old'),
  old_password: '135790',
  password: '246810',
  re_password: '246810',
};

describe('fund password schema', () => {
  it('accepts 6 digits twice with a code, or with the current fund password', async () => {
    expect(await errorsOf(fundPasswordSchema, withCode)).toEqual({});
    expect(await errorsOf(fundPasswordSchema, withOld)).toEqual({});
  });

  it('says "Finacial password is 6 digit" for anything but exactly 6 digits', async () => {
    for (const password of ['', '12345', '1234567', '12345a', ' 12345']) {
      const errors = await errorsOf(fundPasswordSchema, {
        ...withCode,
        password,
        re_password: password,
      });
      expect(errors.password, JSON.stringify(password)).toBe(MESSAGES.fundPasswordDigits);
    }
    expect(
      (await errorsOf(fundPasswordSchema, { ...withOld, old_password: '123' })).old_password,
    ).toBe(MESSAGES.fundPasswordDigits);
  });

  it('needs the repeat to match', async () => {
    expect(
      (await errorsOf(fundPasswordSchema, { ...withCode, re_password: '246811' })).re_password,
    ).toBe(MESSAGES.fundPasswordMismatch);
  });

  it('needs a 6-digit code when proving with a code, and no code with the current password', async () => {
    expect((await errorsOf(fundPasswordSchema, { ...withCode, code: '' })).code).toBe(
      MESSAGES.codeRequired,
    );
    expect((await errorsOf(fundPasswordSchema, { ...withCode, code: '12' })).code).toBe(
      MESSAGES.codeInvalid,
    );
    expect((await errorsOf(fundPasswordSchema, { ...withOld, code: '' })).code).toBeUndefined();
    expect(
      (await errorsOf(fundPasswordSchema, { ...withCode, old_password: '' })).old_password,
    ).toBeUndefined();
  });
});
