import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  decimalSign,
  formatAmount,
  groupThousands,
  truncateDecimal,
} from '../../../src/lib/decimal';

describe('truncateDecimal', () => {
  it('cuts extra decimals without rounding', () => {
    expect(truncateDecimal('1.239', 2)).toBe('1.23');
    expect(truncateDecimal('0.999999', 4)).toBe('0.9999');
    expect(truncateDecimal('1234.56789000', 8)).toBe('1234.56789000');
  });

  it('cuts negative numbers toward zero', () => {
    expect(truncateDecimal('-1.239', 2)).toBe('-1.23');
    expect(truncateDecimal('-0.009', 2)).toBe('0.00');
    expect(truncateDecimal('-0.001', 0)).toBe('0');
  });

  it('pads integers and short decimals to the requested places', () => {
    expect(truncateDecimal('42', 2)).toBe('42.00');
    expect(truncateDecimal('42', 0)).toBe('42');
    expect(truncateDecimal('1.5', 3)).toBe('1.500');
    expect(truncateDecimal('0', 4)).toBe('0.0000');
    expect(truncateDecimal('0', 0)).toBe('0');
  });

  it('keeps precision of very long values and never uses exponent notation', () => {
    expect(
      truncateDecimal('123456789012345678901234567890.123456789012345678901234567899', 30),
    ).toBe('123456789012345678901234567890.123456789012345678901234567899');
    expect(truncateDecimal('0.000000000000000000000000000000012345', 33)).toBe(
      '0.000000000000000000000000000000012',
    );
    expect(truncateDecimal('1e-7', 8)).toBe('0.00000010');
    expect(truncateDecimal('99999999999999999999.99999999999999999999', 2)).toBe(
      '99999999999999999999.99',
    );
  });

  it('treats a fractional or negative decimals count sensibly', () => {
    expect(truncateDecimal('1.239', 2.9)).toBe('1.23');
    expect(truncateDecimal('1.9', -1)).toBe('1');
  });

  it('returns an empty string for bad input', () => {
    for (const bad of ['', '  ', 'abc', '1.2.3', 'NaN', 'Infinity', '-Infinity', '12abc']) {
      expect(truncateDecimal(bad, 2)).toBe('');
    }
  });

  it('accepts surrounding whitespace and a leading plus', () => {
    expect(truncateDecimal(' 3.14159 ', 3)).toBe('3.141');
    expect(truncateDecimal('+3.14159', 1)).toBe('3.1');
  });
});

describe('groupThousands and formatAmount', () => {
  it('groups the integer part only', () => {
    expect(groupThousands('1234567.891011')).toBe('1,234,567.891011');
    expect(groupThousands('-1234.5')).toBe('-1,234.5');
    expect(groupThousands('999')).toBe('999');
  });

  it('truncates then groups', () => {
    expect(formatAmount('1234567.8999', 2, true)).toBe('1,234,567.89');
    expect(formatAmount('-1234567.8999', 2, true)).toBe('-1,234,567.89');
    expect(formatAmount(12.345, 2)).toBe('12.34');
    expect(formatAmount('oops', 2, true)).toBe('');
  });

  it('tells the sign', () => {
    expect(decimalSign('0.01')).toBe(1);
    expect(decimalSign('-0.01')).toBe(-1);
    expect(decimalSign('0')).toBe(0);
    expect(decimalSign('x')).toBe(0);
  });
});

// Plain decimal strings are cut as strings (a fast path for live screens); Decimal itself is the
// reference: for every shape the API can send, both must give the same text and sign.
describe('the plain-string fast path agrees with Decimal', () => {
  const reference = (value: string, places: number) => {
    const cut = new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_DOWN);
    return (cut.isZero() ? new Decimal(0) : cut).toFixed(places);
  };
  const referenceSign = (value: string) => {
    const d = new Decimal(value);
    return d.isZero() ? 0 : d.isNegative() ? -1 : 1;
  };
  const digits = (n: number, random: () => number) =>
    Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

  it('on 5,000 random values, with leading zeros, negative zeros and every precision', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 5000; i++) {
      const sign = random() < 0.3 ? '-' : '';
      const int = digits(1 + Math.floor(random() * 12), random);
      const frac = random() < 0.8 ? digits(1 + Math.floor(random() * 20), random) : '';
      const value = `${sign}${int}${frac ? `.${frac}` : ''}`;
      const places = Math.floor(random() * 12);
      expect(truncateDecimal(value, places), `${value} to ${places}`).toBe(
        reference(value, places),
      );
      expect(decimalSign(value), value).toBe(referenceSign(value));
    }
  });

  it('on the edges', () => {
    for (const value of ['0', '-0', '-0.000', '000.5', '-000', '00012.30', '-0.0001', '9'])
      for (const places of [0, 1, 2, 8]) {
        expect(truncateDecimal(value, places), `${value} to ${places}`).toBe(
          reference(value, places),
        );
        expect(decimalSign(value), value).toBe(referenceSign(value));
      }
  });
});
