import { describe, expect, it } from 'vitest';
import {
  changePasswordInitialValues,
  changePasswordSchema,
  MESSAGES,
} from '../../../src/features/security/schemas';
import { errorsOf } from './helpers';

const valid = { old_password: 'old-secret', password: 'new-secret', re_password: 'new-secret' };

describe('change login password schema', () => {
  it('accepts the original, a new password of at least 6 and the same repeated', async () => {
    expect(await errorsOf(changePasswordSchema, valid)).toEqual({});
    expect(
      await errorsOf(changePasswordSchema, { ...valid, password: '123456', re_password: '123456' }),
    ).toEqual({});
  });

  it('requires all three fields', async () => {
    expect(await errorsOf(changePasswordSchema, changePasswordInitialValues())).toEqual({
      old_password: MESSAGES.oldPasswordRequired,
      password: MESSAGES.passwordRequired,
      re_password: MESSAGES.repeatRequired,
    });
  });

  it('needs at least 6 characters and at most 64', async () => {
    expect(
      (await errorsOf(changePasswordSchema, { ...valid, password: '12345', re_password: '12345' }))
        .password,
    ).toBe(MESSAGES.passwordMin);
    const long = 'x'.repeat(65);
    expect(
      (await errorsOf(changePasswordSchema, { ...valid, password: long, re_password: long }))
        .password,
    ).toBe(MESSAGES.passwordMax);
  });

  it('says "Two passwords are different" when the new two differ', async () => {
    expect(
      (await errorsOf(changePasswordSchema, { ...valid, re_password: 'new-secreT' })).re_password,
    ).toBe(MESSAGES.passwordsDifferent);
  });
});
