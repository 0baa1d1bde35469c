import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  passkeyAddInitialValues,
  passkeyAddSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
} from '../../../src/features/security/schemas';
import { errorsOf } from './helpers';

const valid = { ...passkeyAddInitialValues(), name: 'My iPhone', password: 'secret123' };

describe('passkey schemas', () => {
  it('adds with a name and the login password when no second factor is on', async () => {
    expect(await errorsOf(passkeyAddSchema, valid)).toEqual({});
    expect(await errorsOf(passkeyAddSchema, passkeyAddInitialValues())).toEqual({
      name: MESSAGES.passkeyNameRequired,
      password: MESSAGES.loginPasswordRequired,
    });
  });

  it('takes the contract name: 1 to 32 characters, not blank, no control characters', async () => {
    const nameError = async (name: string) => (await errorsOf(passkeyRenameSchema, { name })).name;
    expect(await nameError('   ')).toBe(MESSAGES.passkeyNameRequired);
    expect(await nameError('x'.repeat(32))).toBeUndefined();
    expect(await nameError('x'.repeat(33))).toBe(MESSAGES.passkeyNameMax);
    expect(await nameError('  padded  ')).toBeUndefined(); // trimmed before it is sent
    expect(await nameError('tab\there')).toBe(MESSAGES.passkeyNameInvalid);
    expect(await nameError('bell\u0007')).toBe(MESSAGES.passkeyNameInvalid);
    expect(await nameError('\u0085next line')).toBe(MESSAGES.passkeyNameInvalid);
    expect(await nameError('我的手机 📱')).toBeUndefined();
  });

  it('asks for the code only when the step-up is by code', async () => {
    const remove = { password: 'secret123', totp_code: '' };
    expect(await errorsOf(passkeyRemoveSchema, { ...remove, step_up: 'none' })).toEqual({});
    expect(await errorsOf(passkeyRemoveSchema, { ...remove, step_up: 'passkey' })).toEqual({});
    expect(await errorsOf(passkeyRemoveSchema, { ...remove, step_up: 'code' })).toEqual({
      totp_code: 'form:validation.totpRequired',
    });
    expect(
      await errorsOf(passkeyRemoveSchema, { ...remove, step_up: 'code', totp_code: '12345' }),
    ).toEqual({ totp_code: 'form:validation.totpDigits' });
    expect(
      await errorsOf(passkeyRemoveSchema, { ...remove, step_up: 'code', totp_code: '123456' }),
    ).toEqual({});
  });
});
