import { beforeEach, describe, expect, it } from 'vitest';
import { percentText } from '../../../src/features/promotion/components/percent';
import { addRecent, clearRecent, readRecent } from '../../../src/features/help/components/recent';
import {
  chooseLocationUrl,
  mapLinks,
  safeBackpage,
  storeChosenLocation,
  takeChosenLocation,
} from '../../../src/lib/chosenLocation';

describe('percentText', () => {
  it('turns a ratio into an exact percentage', () => {
    expect(percentText('0.1')).toBe('10');
    expect(percentText('0.07')).toBe('7'); // 0.07 * 100 is 7.000000000000001 in floating point
    expect(percentText('0.123456')).toBe('12.3456');
    expect(percentText('x')).toBe('--');
  });
});

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());
  it('keeps the newest first, without duplicates, at most 10', () => {
    for (let i = 0; i < 12; i++) addRecent(`k${i}`);
    expect(readRecent()).toHaveLength(10);
    expect(readRecent()[0]).toBe('k11');
    expect(addRecent('k5')[0]).toBe('k5');
    expect(readRecent().filter((k) => k === 'k5')).toHaveLength(1);
    expect(clearRecent()).toEqual([]);
    expect(readRecent()).toEqual([]);
  });
  it('ignores a corrupt store', () => {
    localStorage.setItem('search_history', '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem('search_history', JSON.stringify([1, 'btc']));
    expect(readRecent()).toEqual(['btc']);
  });
});

describe('choose-location hand-back', () => {
  beforeEach(() => sessionStorage.clear());
  it('builds the chooser URL with the encoded backpage', () => {
    expect(chooseLocationUrl('/pages/verification/basic?x=1')).toBe(
      '/pages/system/choose-location?backpage=%2Fpages%2Fverification%2Fbasic%3Fx%3D1',
    );
  });
  it('hands the choice over once', () => {
    storeChosenLocation({ country_code: 'TH', area_code: '66', name: 'Thailand' });
    expect(takeChosenLocation()).toEqual({ country_code: 'TH', area_code: '66', name: 'Thailand' });
    expect(takeChosenLocation()).toBeNull();
  });
  it('accepts only in-app back pages', () => {
    expect(safeBackpage('?backpage=%2Fpages%2Fbankbind%2Faddbank')).toBe('/pages/bankbind/addbank');
    expect(safeBackpage('?backpage=https%3A%2F%2Fevil.example')).toBeNull();
    expect(safeBackpage('')).toBeNull();
  });
});

describe('mapLinks', () => {
  it('uses the coordinates when given, else the address', () => {
    expect(mapLinks('A st', 1.5, 2.5).geo).toBe('geo:1.5,2.5?q=1.5,2.5(A%20st)');
    expect(mapLinks('1 Raffles Place').geo).toBe('geo:0,0?q=1%20Raffles%20Place');
    expect(mapLinks('1 Raffles Place').web).toBe(
      'https://www.openstreetmap.org/search?query=1%20Raffles%20Place',
    );
  });
});
