/**
 * The console's figures of a proof-of-liabilities snapshot (src/admin/features/liabilities/
 * snapshotText.ts): a total compared with the ledger's as amounts, not as strings; a root shortened
 * to its ends; how long it took; where its public leaves file is.
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  formatTook,
  leavesUrl,
  sameAmount,
  shortHash,
} from '../../../src/admin/features/liabilities/snapshotText';

const t = ((key: string, values: Record<string, number>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

describe('snapshot figures', () => {
  it('compares decimal amounts by value, however many zeros they are written with', () => {
    expect(sameAmount('12.50000000', '12.5')).toBe(true);
    expect(sameAmount('100', '100.00')).toBe(true);
    expect(sameAmount('0.00000000', '0')).toBe(true);
    expect(sameAmount('162050.00000000', '162061.00000000')).toBe(false);
    expect(sameAmount('100', '10')).toBe(false); // zeros before the point are the amount's
    expect(sameAmount('1.00000001', '1')).toBe(false);
  });

  it('shortens a 64-digit root to its first ten and last eight digits', () => {
    const root = '9f2c4e81a7d35b06c1e48f2a9d7b3c50e6a18f4d2b9c07e3a5d1f86b24c9e0a7';
    expect(shortHash(root)).toBe('9f2c4e81a7…24c9e0a7');
    expect(shortHash('abc')).toBe('abc');
  });

  it('says how long it took: milliseconds under a second, else seconds and up', () => {
    expect(formatTook(t, 850, 'en')).toBe('850 ms');
    expect(formatTook(t, 1840, 'en')).toBe('system.dur_s {"s":2}');
    expect(formatTook(t, 125_000, 'en')).toBe('system.dur_ms {"m":2,"s":5}');
  });

  it('links the public leaves file of a snapshot', () => {
    expect(leavesUrl(41)).toBe('/api/liabilities/leaves?id=41');
  });
});
