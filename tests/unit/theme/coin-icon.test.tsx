// Coin icons (issue 34): the operator's upload, else the icon the app ships, else a monogram in a
// theme colour; fixed size, lazy, decorative unless given the coin's name.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Profiler, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../server/src/modules/seed/currencies';
import { getCoinCatalogQueryKey } from '../../../src/api/generated/endpoints/assets/assets';
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

// The catalog in a real query client, fresh, as it is once the app has fetched it.
let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(getCoinCatalogQueryKey(), catalog);
});

let view: Rendered | undefined;
afterEach(() => view?.unmount());
const draw = (node: ReactNode) =>
  (view = render(<QueryClientProvider client={client}>{node}</QueryClientProvider>)).container;

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

describe("the catalog's icons", () => {
  it('share one subscription, and an upload redraws only the icon it changes', () => {
    const draws: Record<string, number> = {};
    const counted = (symbol: string) => (
      <Profiler
        key={symbol}
        id={symbol}
        onRender={() => (draws[symbol] = (draws[symbol] ?? 0) + 1)}
      >
        <CoinIcon symbol={symbol} />
      </Profiler>
    );
    const container = draw(['BTC', 'ETH', 'TRX'].map(counted));
    const query = client.getQueryCache().find({ queryKey: getCoinCatalogQueryKey() })!;
    expect(query.getObserversCount()).toBe(1);
    expect(draws).toEqual({ BTC: 1, ETH: 1, TRX: 1 });

    const TRX_UPLOAD = '/api/coins/3/icon?v=aaaaaaaaaaaa';
    act(() => {
      client.setQueryData(getCoinCatalogQueryKey(), {
        items: [
          ...catalog.items,
          { id: 3, symbol: 'TRX', name: 'Tron', listed: true, icon_url: TRX_UPLOAD },
        ],
      });
    });
    expect(draws).toEqual({ BTC: 1, ETH: 1, TRX: 2 });
    expect(container.querySelectorAll('img')[2]!.getAttribute('src')).toBe(TRX_UPLOAD);

    view?.unmount();
    view = undefined;
    expect(query.getObserversCount()).toBe(0);
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
