import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import OrderListPage from '../../src/features/otc/pages/OrderListPage';
import * as o from './fixtures';
import { baseHandlers, expectLocation, handlers, pageOf, t } from './fixtures';

const LISTS = {
  incomplete: [o.buyerToPay(), o.sellerToConfirm(), o.sellerAppealingBuyerView()],
  completed: [o.buyerConfirmed(), o.sellerConfirmed()],
  cancelled: [o.cancelledByBuyer(), o.cancelledByTimeout(), o.appealWonBySeller()],
};

const meta = {
  title: 'Pages/OTC/My orders',
  component: OrderListPage,
  parameters: { route: 'pages/otc/list', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...baseHandlers(), handlers.orders(LISTS));
  },
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = async (canvasElement: HTMLElement, no: string) =>
  within(await pageOf(canvasElement).findByRole('link', { name: (name) => name.includes(no) }));

/** In progress: buy or sell from the user's side, coin, price, quantity, total, number, time, status. */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    const buying = await item(canvasElement, 'P2P202611220501');
    await expect(buying.getByText(t('otc:head.buy', { coin: 'USDT' }))).toBeVisible();
    await expect(buying.getByText(t('otc:status.to_be_paid'))).toBeVisible();
    await expect(buying.getByText(/252\.50/)).toBeVisible();
    const selling = await item(canvasElement, 'P2P202611220602');
    await expect(selling.getByText(t('otc:head.sell', { coin: 'USDT' }))).toBeVisible();
    await expect(selling.getByText(t('otc:status.to_be_confirmed'))).toBeVisible();
    await expect(canvas.getByText(t('otc:status.seller_appealing'))).toBeVisible();
  },
};

/** An order opens its detail page. */
export const OpenOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: (name) => name.includes('P2P202611220602') }),
    );
    await expectLocation(canvas, '/pages/otc/detail?id=602');
  },
};

export const Completed: Story = {
  parameters: { route: 'pages/otc/list?tab=completed' },
  play: async ({ canvasElement }) => {
    const list = within(
      await pageOf(canvasElement).findByRole('list', { name: t('otc:orders.title') }),
    );
    await expect(list.getAllByText(t('otc:status.confirmed'))).toHaveLength(2);
  },
};

/** Cancelled by the buyer, by time-out, or by an appeal decided for the seller. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByText(t('otc:status.to_be_paid'));
    await userEvent.click(canvas.getByRole('tab', { name: t('otc:orders.cancelled') }));
    await expectLocation(canvas, '/pages/otc/list?tab=cancelled');
    await item(canvasElement, 'P2P202611220505');
    const list = within(canvas.getByRole('list', { name: t('otc:orders.title') }));
    await expect(list.getAllByText(t('otc:status.cancelled'))).toHaveLength(3);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.orders({}));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('otc:orders.empty'))).toBeVisible();
  },
};
