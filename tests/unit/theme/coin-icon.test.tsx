// Coin icons (issue 34): the operator's upload, else the icon the app ships, else a monogram in a
// theme colour; fixed size, lazy, decorative unless given the coin's name.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES } from '../../../server/src/modules/seed/currencies';
import type { CoinCatalogOkData as CoinCatalog } from '../../../src/api/generated/model';
import { CoinIcon } from '../../../src/components/CoinIcon';
import { BUNDLED_ICONS } from '../../../src/components/CoinIcon/bundled';
import {
  MONOGRAM_TONES,
  monogramLetter,
  monogramTone,
} from '../../../src/components/CoinIcon/monogram';
import { render, type Rendered } from '../app/render';

const UPLOADED = '/api/coins/2/icon?v=0123456789ab';
const catalog: CoinCatalog = {
  items: [
    { id: 1, symbol: 'BTC', name: 'Bitcoin', listed: true, icon_url: null },
    { id: 2, symbol: 'ETH', name: 'Ethereum', listed: true, icon_url: UPLOADED },
  ],
};

// The catalog as react-query would hand it to the component (its `select` applied).
vi.mock('../../../src/api/generated/endpoints/assets/assets', () => ({
  useCoinCatalog: (options: { query: { select: (c: CoinCatalog) => unknown } }) => ({
    data: options.query.select(catalog),
  }),
}));

let view: Rendered | undefined;
afterEach(() => view?.unmount());
const draw = (node: Parameters<typeof render>[0]) => (view = render(node)).container;

describe('the icons the app ships', () => {
  it('cover exactly the coins the platform lists from the start', () => {
    expect(Object.keys(BUNDLED_ICONS).sort()).toEqual(CURRENCIES.map((c) => c.symbol).sort());
  });

  it('are each a file of their own, never inlined into a script', () => {
    for (const url of Object.values(BUNDLED_ICONS)) {
      expect(url).not.toMatch(/^data:/);
      expect(url).toMatch(/\.svg(\?|$)/);
    }
  });
});

describe('CoinIcon', () => {
  it('draws the shipped icon at a fixed size, lazily, decorative beside the symbol', () => {
    const img = draw(<CoinIcon symbol="btc" size={20} />).querySelector('img')!;
    expect(img.getAttribute('src')).toBe(BUNDLED_ICONS.BTC);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['20', '20']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('names the coin where it stands alone', () => {
    const img = draw(<CoinIcon symbol="BTC" label="Bitcoin" />).querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Bitcoin');
  });

  it("prefers the operator's upload from the catalog, and the caller's address over both", () => {
    expect(
      draw(<CoinIcon symbol="ETH" />)
        .querySelector('img')!
        .getAttribute('src'),
    ).toBe(UPLOADED);
    view?.unmount();
    const own = '/api/coins/2/icon?v=ffffffffffff';
    expect(
      draw(<CoinIcon symbol="ETH" iconUrl={own} />)
        .querySelector('img')!
        .getAttribute('src'),
    ).toBe(own);
  });

  it('gives a coin without any icon a monogram badge, hidden or named for screen readers', () => {
    const badge = draw(<CoinIcon symbol="ZEC" size={32} />).querySelector('span')!;
    expect(badge.textContent).toBe('Z');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect([badge.style.width, badge.style.height]).toEqual(['32px', '32px']);
    view?.unmount();
    const named = draw(<CoinIcon symbol="ZEC" label="Zcash" />).querySelector('span')!;
    expect([named.getAttribute('role'), named.getAttribute('aria-label')]).toEqual([
      'img',
      'Zcash',
    ]);
  });

  it('falls back to the monogram when the picture cannot load', () => {
    const container = draw(<CoinIcon symbol="ETH" />);
    act(() => {
      container.querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span')!.textContent).toBe('E');
  });
});

describe('the monogram', () => {
  it('takes the first letter or digit, upper case', () => {
    expect(monogramLetter('pepe')).toBe('P');
    expect(monogramLetter('1INCH')).toBe('1');
    expect(monogramLetter('$WIF')).toBe('W');
    expect(monogramLetter('')).toBe('?');
  });

  it('keeps one colour per coin, and spreads coins over every colour', () => {
    expect(monogramTone('ZEC')).toBe(monogramTone('zec'));
    const tones = new Set(
      ['ZEC', 'ADA', 'DOT', 'XMR', 'AVAX', 'LINK', 'ATOM', 'NEAR'].map(monogramTone),
    );
    expect(tones.size).toBeGreaterThanOrEqual(3);
    for (const tone of tones) expect(tone).toBeLessThan(MONOGRAM_TONES);
  });
});
