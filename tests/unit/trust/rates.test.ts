import { describe, expect, it } from 'vitest';
import { expectedIncome, percent } from '../../../src/features/trust/components/rates';

describe('trust rate helpers (truncate, never round)', () => {
  it('shows fractions as percentages', () => {
    expect(percent('0.004')).toBe('0.40%');
    expect(percent('0.0812999')).toBe('8.12%');
    expect(percent('-0.0133')).toBe('-1.33%');
    expect(percent('0.15', 0)).toBe('15%');
    expect(percent('x')).toBe('--');
  });

  it('previews the spec example: 0.4 % a day on 10000 is 40 a day and 600 over 15 days', () => {
    expect(expectedIncome('10000', '0.004', 1, 8)).toBe('40.00000000');
    expect(expectedIncome('10000', '0.004', 15, 8)).toBe('600.00000000');
    expect(expectedIncome('0.123456789', '0.004', 1, 8)).toBe('0.00049382');
    expect(expectedIncome('', '0.004', 15, 8)).toBe('');
    expect(expectedIncome('0', '0.004', 15, 8)).toBe('');
  });
});
