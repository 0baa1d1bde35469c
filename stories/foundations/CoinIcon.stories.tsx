import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CoinIcon } from '../../src/components/CoinIcon';
import { BUNDLED_ICONS } from '../../src/components/CoinIcon/bundled';
import { dark } from '../../src/components/theme/tokens';
import { SEED_COINS } from './coins';
import styles from './foundations.module.css';

// A coin's icon: the operator's upload (console > Coins), else the icon the app ships for the
// coins it lists from the start (cryptocurrency-icons, CC0), else a monogram in a theme colour.

const SHIPPED = Object.keys(BUNDLED_ICONS);
/** Coins an operator may add later, with no shipped icon. */
const UNSHIPPED = ['ZEC', 'ADA', 'DOT', 'AVAX', 'LINK', 'ATOM', 'NEAR', '1INCH'];
const UPLOADED_BTC = '/api/coins/1/icon?v=5b1f0c2d9e3a';

function Grid({ symbols, size }: { symbols: readonly string[]; size: number }) {
  return (
    <ul className={styles.coinGrid}>
      {symbols.map((symbol) => (
        <li key={symbol}>
          <CoinIcon symbol={symbol} size={size} />
          <span>{symbol}</span>
        </li>
      ))}
    </ul>
  );
}

function Sheet({ size }: { size: number }) {
  return (
    <div className={styles.coinSheet}>
      <h2>Shipped</h2>
      <Grid symbols={SHIPPED} size={size} />
      <h2>Monogram</h2>
      <Grid symbols={UNSHIPPED} size={size} />
    </div>
  );
}

const meta = {
  title: 'Design system/CoinIcon',
  component: Sheet,
  args: { size: 32 },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** #rrggbb as getComputedStyle writes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const loaded = (img: HTMLImageElement) =>
  waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));

/** Every coin the app ships an icon for, and monograms for coins added later. */
export const Set: Story = {
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images.map((img) => img.getAttribute('src'))).toEqual(
      SHIPPED.map((s) => BUNDLED_ICONS[s]),
    );
    for (const img of images) {
      img.loading = 'eager';
      await loaded(img);
    }
    // Decorative: the symbol is written under each.
    await expect(images.every((img) => img.alt === '')).toBe(true);
  },
};

/** A coin without an icon: its first letter on a theme colour, steady per coin. */
export const MonogramFallback: Story = {
  render: () => (
    <div className={styles.coinSheet}>
      <Grid symbols={UNSHIPPED} size={40} />
      <p>
        Alone, it is named: <CoinIcon symbol="ZEC" label="Zcash" size={24} />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Zcash' })).toHaveTextContent('Z');
    await expect(canvas.getByText('1', { selector: 'span[aria-hidden]' })).toBeVisible();
  },
};

// The operator's picture for BTC (as the console would store it: the platform serves it).
const uploadedPicture = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#7b3fe4"/><path d="M18 34l10 10 18-22" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;

/** An operator's upload wins over the shipped icon, on every list that draws the coin. */
export const OperatorOverride: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/coins', () =>
          HttpResponse.json({
            code: 1,
            type: 'ok',
            message: 'OK',
            data: {
              items: SEED_COINS.map((c) =>
                c.symbol === 'BTC' ? { ...c, icon_url: UPLOADED_BTC } : c,
              ),
            },
          }),
        ),
        http.get('/api/coins/1/icon', () =>
          HttpResponse.text(uploadedPicture, { headers: { 'content-type': 'image/svg+xml' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const btc = () => canvasElement.querySelector('li img') as HTMLImageElement;
    await waitFor(() => expect(btc().getAttribute('src')).toBe(UPLOADED_BTC));
    await loaded(btc());
  },
};

/** The set on the dark theme: monogram colours come from the theme's tokens. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector('ul')!.parentElement!;
    await expect(getComputedStyle(sheet).backgroundColor).toBe(rgb(dark.bg));
    const badge = within(canvasElement).getByText('Z', { selector: 'span' });
    await expect(getComputedStyle(badge).color).not.toBe(getComputedStyle(badge).backgroundColor);
  },
};
