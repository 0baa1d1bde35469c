import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import AddressCoinsPage from '../../src/features/security/pages/AddressCoinsPage';
import { broken, coinsHandler, expectLocation, ok, pageOf, pending, t, USER } from './fixtures';
import { http } from 'msw';

const meta = {
  title: 'Pages/Security/AddressCoins',
  component: AddressCoinsPage,
  parameters: { route: 'pages/user/address/index', layout: 'fullscreen', session: { user: USER } },
  beforeEach({ msw }) {
    msw.use(coinsHandler);
  },
} satisfies Meta<typeof AddressCoinsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findAllByText('USDT')).toHaveLength(3);
    await userEvent.click(canvas.getByText('BTC'));
    await expectLocation(canvas, '/pages/user/address/address?currency_id=1&network=BSC');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/wallet/address_coins', () => ok([])));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('security:coins.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/api/wallet/address_coins'));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(broken('/api/wallet/address_coins'));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('security:loadFailed'))).toBeVisible();
  },
};
