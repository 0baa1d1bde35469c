import { describe, expect, it } from 'vitest';
import {
  addressInitialValues,
  addressSchema,
  isValidAddress,
  MESSAGES,
} from '../../../src/features/security/schemas';
import { errorsOf } from './helpers';

const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const valid = { network: 'TRC20', address: TRC20, code: '123456', fund_password: '654321' };

describe('withdraw address format', () => {
  it('TRC20: base58, starting with T, 34 characters', () => {
    expect(isValidAddress('TRC20', TRC20)).toBe(true);
    expect(isValidAddress('TRC20', TRC20.slice(0, 33))).toBe(false);
    expect(isValidAddress('TRC20', `A${TRC20.slice(1)}`)).toBe(false);
    expect(isValidAddress('TRC20', `${TRC20.slice(0, 33)}0`)).toBe(false); // 0 is not base58
    expect(isValidAddress('TRC20', EVM)).toBe(false);
  });

  it('ERC20 and BSC: 0x and 40 hex digits', () => {
    for (const network of ['ERC20', 'BSC']) {
      expect(isValidAddress(network, EVM)).toBe(true);
      expect(isValidAddress(network, EVM.toLowerCase())).toBe(true);
      expect(isValidAddress(network, EVM.slice(0, 41))).toBe(false);
      expect(isValidAddress(network, `0x${'g'.repeat(40)}`)).toBe(false);
      expect(isValidAddress(network, TRC20)).toBe(false);
    }
  });
});

describe('withdraw address schema', () => {
  it('accepts a valid address, code and fund password', async () => {
    expect(await errorsOf(addressSchema, valid)).toEqual({});
    expect(await errorsOf(addressSchema, { ...valid, network: 'BSC', address: EVM })).toEqual({});
  });

  it('requires the address, the code and the 6-digit fund password', async () => {
    expect(await errorsOf(addressSchema, addressInitialValues('TRC20'))).toEqual({
      address: MESSAGES.addressRequired,
      code: MESSAGES.codeRequired,
      fund_password: MESSAGES.fundPasswordDigits,
    });
    expect((await errorsOf(addressSchema, { ...valid, network: '' })).network).toBe(
      MESSAGES.networkRequired,
    );
  });

  it('checks the address against the chosen network', async () => {
    expect((await errorsOf(addressSchema, { ...valid, address: EVM })).address).toBe(
      MESSAGES.addressInvalid,
    );
    expect((await errorsOf(addressSchema, { ...valid, network: 'ERC20' })).address).toBe(
      MESSAGES.addressInvalid,
    );
  });

  it('needs a fund password of exactly 6 digits and a 6-digit code', async () => {
    expect(
      (await errorsOf(addressSchema, { ...valid, fund_password: '12345' })).fund_password,
    ).toBe(MESSAGES.fundPasswordDigits);
    expect(
      (await errorsOf(addressSchema, { ...valid, fund_password: 'abcdef' })).fund_password,
    ).toBe(MESSAGES.fundPasswordDigits);
    expect((await errorsOf(addressSchema, { ...valid, code: '1234' })).code).toBe(
      MESSAGES.codeInvalid,
    );
  });
});
