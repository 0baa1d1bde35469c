import { describe, expect, it } from 'vitest';
import {
  advancedKycInitialValues,
  advancedKycSchema,
  basicKycInitialValues,
  basicKycSchema,
  KYC_MESSAGES as M,
  toBasicKycBody,
} from '../../../src/features/kyc/schemas';
import { errorsOf } from '../auth/helpers';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const basic = {
  country: 'Japan',
  name: 'Hanako Yamada',
  id_number: 'TK-1234567',
  contact: '+81 90 1234 5678',
  front_image: ID,
  back_image: ID,
  hand_image: ID,
};

describe('basic verification schema (spec section 5: every field required)', () => {
  it('accepts a complete form and trims what it sends', async () => {
    expect(await errorsOf(basicKycSchema, basic)).toEqual({});
    expect(toBasicKycBody({ ...basic, name: '  Hanako Yamada ' }).name).toBe('Hanako Yamada');
  });

  it('reports every field when submitted empty', async () => {
    expect(await errorsOf(basicKycSchema, basicKycInitialValues())).toEqual({
      country: M.countryRequired,
      name: M.nameRequired,
      id_number: M.idNumberRequired,
      contact: M.contactRequired,
      front_image: M.frontRequired,
      back_image: M.backRequired,
      hand_image: M.handRequired,
    });
  });

  it('treats blanks as empty', async () => {
    expect(await errorsOf(basicKycSchema, { ...basic, country: '   ', name: ' ' })).toEqual({
      country: M.countryRequired,
      name: M.nameRequired,
    });
  });

  it('checks the name, the ID number and the contact', async () => {
    expect(await errorsOf(basicKycSchema, { ...basic, name: 'A' })).toEqual({
      name: M.nameInvalid,
    });
    expect(await errorsOf(basicKycSchema, { ...basic, id_number: '12' })).toEqual({
      id_number: M.idNumberInvalid,
    });
    expect(await errorsOf(basicKycSchema, { ...basic, id_number: 'AB 123' })).toEqual({
      id_number: M.idNumberInvalid,
    });
    expect(await errorsOf(basicKycSchema, { ...basic, id_number: 'A'.repeat(33) })).toEqual({
      id_number: M.idNumberInvalid,
    });
    expect(await errorsOf(basicKycSchema, { ...basic, contact: '123' })).toEqual({
      contact: M.contactInvalid,
    });
  });

  it('requires each of the three photos', async () => {
    expect(await errorsOf(basicKycSchema, { ...basic, front_image: '' })).toEqual({
      front_image: M.frontRequired,
    });
    expect(await errorsOf(basicKycSchema, { ...basic, back_image: '' })).toEqual({
      back_image: M.backRequired,
    });
    expect(await errorsOf(basicKycSchema, { ...basic, hand_image: '' })).toEqual({
      hand_image: M.handRequired,
    });
  });
});

describe('advanced verification schema', () => {
  it('requires the address and its proof', async () => {
    expect(await errorsOf(advancedKycSchema, advancedKycInitialValues())).toEqual({
      address: M.addressRequired,
      address_image: M.addressImageRequired,
    });
    expect(await errorsOf(advancedKycSchema, { address: 'abc', address_image: ID })).toEqual({
      address: M.addressInvalid,
    });
    expect(
      await errorsOf(advancedKycSchema, { address: '1-2-3 Shibuya, Tokyo', address_image: ID }),
    ).toEqual({});
  });
});
