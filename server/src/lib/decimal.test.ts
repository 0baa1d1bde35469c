import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDown,
  parseAmount,
  parseDecimal,
  roundCredit,
  roundFee,
  toDecimalString,
} from './decimal.ts';

describe('decimal helpers', () => {
  it('parses plain decimals strictly', () => {
    expect(toDecimalString(parseDecimal('12.500'))).toBe('12.5');
    expect(toDecimalString(parseDecimal('-0.000000000000000001'))).toBe('-0.000000000000000001');
    for (const bad of ['', ' 1', '1e3', 'NaN', 'Infinity', '01', '1.', '.5', '0x10', '1,5']) {
      expect(() => parseDecimal(bad), bad).toThrow(/invalid decimal/);
    }
    expect(() => parseDecimal('0.0000000000000000001')).toThrow(/decimal places/);
    expect(() => parseAmount('0')).toThrow(/greater than zero/);
    expect(() => parseAmount('1.234', 2)).toThrow(/decimal places/);
  });

  it('rounds credits down and fees up', () => {
    expect(roundCredit('1.239', 2).toFixed()).toBe('1.23');
    expect(roundFee('1.231', 2).toFixed()).toBe('1.24');
    expect(roundFee('1.23', 2).toFixed()).toBe('1.23');
    expect(formatDown('1234.56789', 4)).toBe('1234.5678');
    expect(formatDown('5', 2)).toBe('5.00');
  });

  it('keeps credit + fee <= gross and within one unit of the last place', () => {
    const gross = fc
      .bigInt({ min: 1n, max: 10n ** 28n })
      .map((units) => parseDecimal(units.toString()).div(1e10));
    fc.assert(
      fc.property(gross, fc.integer({ min: 0, max: 8 }), (value, places) => {
        const fee = roundFee(value.mul('0.001'), places);
        fc.pre(fee.lte(value));
        const credit = roundCredit(value.minus(fee), places);
        expect(credit.plus(fee).lte(value)).toBe(true);
        expect(value.minus(credit.plus(fee)).lt(`1e-${places}`)).toBe(true);
      }),
    );
  });
});
