import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BUNDLED_ICONS } from '../../src/components/CoinIcon/bundled';
import TradeAccountPage from '../../src/features/assets/pages/TradeAccountPage';
import { HIDE_AMOUNTS_KEY } from '../../src/features/assets/privacy/hiddenAmounts';
import i18n from '../../src/i18n';
import { EMPTY_WALLETS, fail, JOURNAL, never, ok, walletList, WALLETS } from './fixtures';

/** A 16x16 orange square, as the icon address would answer it. */
const BTC_ICON = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mP4PlmKJMQwqmFUw/DVAAAlzKQQlAN5QQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Pages/Assets/TradeAccount',
  component: TradeAccountPage,
  parameters: { route: 'pages/assets/tradeAccount?type=spot', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(walletList(() => ok(WALLETS)));
  },
} satisfies Meta<typeof TradeAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const usdt = within(await canvas.findByRole('region', { name: 'USDT' }));
    await expect(usdt.getByText('1,300.50000000')).toBeVisible();
    await expect(usdt.getByText('1,200.50000000')).toBeVisible();
    await expect(usdt.getByText('100.00000000')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'BTC' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'ETH' })).toBeNull();
  },
};

/** A coin whose icon the operator uploaded shows it beside the symbol; the others show the icon
 * the app ships for them. */
export const WithCoinIcons: Story = {
  beforeEach({ msw }) {
    const withIcons = structuredClone(WALLETS);
    for (const account of withIcons.accounts)
      for (const balance of account.balances)
        if (balance.symbol === 'BTC') balance.icon_url = '/api/coins/1/icon?v=0a1b2c3d4e5f';
    msw.use(
      walletList(() => ok(withIcons)),
      http.get('/api/coins/:id/icon', () =>
        HttpResponse.arrayBuffer(BTC_ICON.buffer as ArrayBuffer, {
          headers: { 'content-type': 'image/png' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const btc = await canvas.findByRole('region', { name: 'BTC' });
    const icon = btc.querySelector('img')!;
    await expect(icon).toHaveAttribute('src', '/api/coins/1/icon?v=0a1b2c3d4e5f');
    await expect(icon).toHaveAttribute('alt', ''); // the symbol beside it names the coin
    await waitFor(() => expect(icon.naturalWidth).toBe(16));
    await expect(canvas.getByRole('region', { name: 'USDT' }).querySelector('img')).toHaveAttribute(
      'src',
      BUNDLED_ICONS.USDT,
    );
  },
};

/** Amounts hidden with the eye: each coin's figures read "****" too. */
export const AmountsHidden: Story = {
  beforeEach() {
    localStorage.setItem(HIDE_AMOUNTS_KEY, '1');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const usdt = within(await canvas.findByRole('region', { name: 'USDT' }));
    await expect(usdt.queryByText('1,300.50000000')).toBeNull();
    await expect(usdt.getAllByText('****').length).toBeGreaterThanOrEqual(3);
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('assets:privacy.hideAmounts') }),
    );
    await expect(await usdt.findByText('1,300.50000000')).toBeVisible();
  },
};

export const Options: Story = {
  parameters: { route: 'pages/assets/tradeAccount?type=options' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'USDT' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: i18n.t('assets:tab.options') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Contract: Story = {
  parameters: { route: 'pages/assets/tradeAccount?type=contract' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'ETH' })).toBeVisible();
  },
};

export const Trust: Story = {
  parameters: { route: 'pages/assets/tradeAccount?type=trust' },
  play: async ({ canvasElement }) => {
    const usdt = within(await within(canvasElement).findByRole('region', { name: 'USDT' }));
    await expect(usdt.getAllByText('2,245.00000000')).toHaveLength(2);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(walletList(() => ok(EMPTY_WALLETS)));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:account.empty')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(walletList(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(walletList(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:account.loadFailed')),
    ).toBeVisible();
  },
};

/** Tapping a currency opens its recent changes in this account (wallet/detail). */
export const CurrencyDetail: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/wallet/detail', () =>
        ok({
          type: 'spot',
          balance: WALLETS.accounts[0]!.balances[0],
          journal: [JOURNAL[0], JOURNAL[2]],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('button', { name: /^USDT\b/ });
    await userEvent.click(row);
    const dialog = await within(document.body).findByRole('dialog', {
      name: i18n.t('assets:detail.title'),
    });
    // A modal sheet: it takes the focus, and gives it back to the row on closing.
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(row.closest('[inert]')).not.toBeNull();
    const sheet = within(dialog);
    await expect(await sheet.findByText('+1350.50000000')).toBeVisible();
    await expect(sheet.getByText('-50.00000000')).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: i18n.t('common:actions.close') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(row).toHaveFocus();
  },
};
