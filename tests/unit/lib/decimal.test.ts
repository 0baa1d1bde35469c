import { describe, expect, it } from 'vitest';
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
