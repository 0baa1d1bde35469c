import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import DepositPage from '../../src/features/deposit/pages/DepositPage';
import i18n from '../../src/i18n';
import { alice, handlers } from './fixtures';

const meta = {
  title: 'Pages/Deposit/Choose',
  component: DepositPage,
  decorators: [withRouter, withQueryClient],
  parameters: {
    route: 'pages/assets/transfer/index',
    layout: 'fullscreen',
    session: { user: alice },
  },
  beforeEach({ msw }) {
    msw.use(handlers.channels);
  },
} satisfies Meta<typeof DepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coins, then the methods: a chain address, and for USDT the bank card, WeChat and Alipay. */
export const CoinList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const usdt = await canvas.findByRole('button', { name: 'USDT' });
    await expect(usdt).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'BTC' })).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:method.bank'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:method.wechat'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:method.alipay'))).toBeVisible();
    await userEvent.click(canvas.getByText(i18n.t('deposit:method.wechat')));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/assets/depositm/index?method=wechat',
      ),
    );
  },
};

/** BTC has only its chain address; choosing it opens the chain deposit of BTC. */
export const ChooseBtc: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'BTC' }));
    await expect(canvas.queryByText(i18n.t('deposit:method.bank'))).toBeNull();
    await userEvent.click(canvas.getByText(i18n.t('deposit:method.chain')));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/assets/deposit/index?currency_id=1',
      ),
    );
  },
};

/** Opened from a coin's page in Assets: that coin is chosen. */
export const CoinFromAssets: Story = {
  parameters: { route: 'pages/assets/transfer/index?currency_id=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'BTC' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'USDT' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.channelsLoading);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.channelsEmpty);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('deposit:index.empty')),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.channelsFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('deposit:index.loadFailed')),
    ).toBeVisible();
  },
};
