import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  accountFields,
  emptyAccount,
  isTargetValid,
  MESSAGES,
  toAccountBody,
} from '../../../src/features/auth/schemas';
import { errorsOf } from './helpers';

const schema = object(accountFields);
const phone = (phoneNumber: string, area_code = '86') => ({
  ...emptyAccount('mobile'),
  area_code,
  phone: phoneNumber,
});
const email = (address: string) => ({ ...emptyAccount('email'), email: address });

describe('account fields (spec section 5: phone or e-mail)', () => {
  describe('phone mode', () => {
    it('requires the phone number: "Please enter phone number"', async () => {
      expect((await errorsOf(schema, phone(''))).phone).toBe(MESSAGES.phoneRequired);
      expect((await errorsOf(schema, phone('   '))).phone).toBe(MESSAGES.phoneRequired);
    });

    it.each(['123', '1380013800012345', '13800abc000', '+8613800138000', '138 0013 8000'])(
      'rejects %j: "Please enter the correct phone number"',
      async (value) => {
        expect((await errorsOf(schema, phone(value))).phone).toBe(MESSAGES.phoneInvalid);
      },
    );

    it.each(['1234', '13800138000', '123456789012345'])('accepts %j', async (value) => {
      expect(await errorsOf(schema, phone(value))).toEqual({});
    });

    it('requires a calling code', async () => {
      expect((await errorsOf(schema, phone('13800138000', ''))).area_code).toBe(
        MESSAGES.areaCodeRequired,
      );
      expect((await errorsOf(schema, phone('13800138000', '12345'))).area_code).toBe(
        MESSAGES.areaCodeRequired,
      );
    });

    it('ignores the e-mail field', async () => {
      expect(await errorsOf(schema, { ...phone('13800138000'), email: 'not an address' })).toEqual(
        {},
      );
    });
  });

  describe('e-mail mode', () => {
    it('requires the e-mail: "Please enter email"', async () => {
      expect((await errorsOf(schema, email(''))).email).toBe(MESSAGES.emailRequired);
    });

    it.each([
      'alice',
      'alice@',
      '@example.com',
      'alice@example',
      'alice@@example.com',
      'a b@example.com',
      `${'a'.repeat(250)}@example.com`,
    ])('rejects %j: "Please enter your vaild email"', async (value) => {
      expect((await errorsOf(schema, email(value))).email).toBe(MESSAGES.emailInvalid);
    });

    it.each(['alice@example.com', 'a.b+tag@mail.example.co.uk', ' bob@example.org '])(
      'accepts %j',
      async (value) => {
        expect(await errorsOf(schema, email(value))).toEqual({});
      },
    );

    it('ignores the phone fields', async () => {
      expect(
        await errorsOf(schema, { ...email('alice@example.com'), phone: 'x', area_code: '' }),
      ).toEqual({});
    });
  });
});

describe('toAccountBody', () => {
  it('sends the phone with its calling code', () => {
    expect(toAccountBody(phone(' 13800138000 ', '86'))).toEqual({
      type: 'mobile',
      user_string: '13800138000',
      area_code: '86',
    });
  });

  it('sends the e-mail without a calling code', () => {
    expect(toAccountBody({ ...email('alice@example.com '), area_code: '86' })).toEqual({
      type: 'email',
      user_string: 'alice@example.com',
    });
  });
});

describe('isTargetValid (may a code be sent?)', () => {
  it('is true only for a valid target of the chosen mode', () => {
    expect(isTargetValid(phone('13800138000'))).toBe(true);
    expect(isTargetValid(phone('123'))).toBe(false);
    expect(isTargetValid(phone('13800138000', ''))).toBe(false);
    expect(isTargetValid(email('alice@example.com'))).toBe(true);
    expect(isTargetValid(email('alice@'))).toBe(false);
  });
});
