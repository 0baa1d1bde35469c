import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MyAdDetailPage from '../../src/features/otc/pages/MyAdDetailPage';
import * as o from './fixtures';
import {
  baseHandlers,
  bodyOf,
  expectLocation,
  handlers,
  MARGIN_PAID,
  pageOf,
  refuse,
  sent,
  sheet,
  t,
} from './fixtures';

const meta = {
  title: 'Pages/OTC/My ad',
  component: MyAdDetailPage,
  parameters: { route: 'pages/otc/mydetail?id=13', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    sent.last = {};
    msw.use(
      ...baseHandlers(),
      handlers.myAd(13, [o.sellerToConfirm(), o.sellerConfirmed(), o.cancelledByTimeout()]),
      handlers.bail(MARGIN_PAID),
      handlers.updateShow,
      handlers.cancelTrade,
      handlers.edit,
    );
  },
} satisfies Meta<typeof MyAdDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An online ad: its terms, what is left of the total, open orders, and its orders linking to them. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('otc:myAds.sideSell', { coin: 'USDT' }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: t('otc:myAds.remaining') }),
    ).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByText(t('otc:myAd.editHint'))).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: t('otc:myAd.orders', { count: 3 }) }),
    ).toBeVisible();
    const orders = within(canvas.getByRole('list', { name: t('otc:myAd.ordersLabel') }));
    await userEvent.click(
      orders.getByRole('link', { name: (name) => name.includes('P2P202611220602') }),
    );
    await expectLocation(canvas, '/pages/otc/detail?id=602');
  },
};

/** Unpublishing from the detail page. */
export const Unpublish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('otc:myAds.actionLabel', { action: t('otc:myAds.unpublish'), id: 13 }),
      }),
    );
    await expect(await bodyOf(canvasElement).findByText(t('otc:myAds.unpublished'))).toBeVisible();
    await expect(sent.last).toEqual({ id: '13', show: '0' });
  },
};

/** An ad with open orders cannot be deleted: the server says so. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('cancelTrade', 409, 2513, 'The ad has open orders'));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('otc:myAds.actionLabel', { action: t('otc:myAds.delete'), id: 13 }),
      }),
    );
    const dialogs = await bodyOf(canvasElement).findAllByRole('dialog');
    await userEvent.click(
      within(dialogs[dialogs.length - 1]!).getByRole('button', { name: t('otc:myAds.delete') }),
    );
    await expect(await bodyOf(canvasElement).findByText('The ad has open orders')).toBeVisible();
    await expectLocation(canvas, '/pages/otc/mydetail?id=13');
  },
};

/** An offline ad without orders yet: it can be edited here. */
export const OfflineNoOrders: Story = {
  parameters: { route: 'pages/otc/mydetail?id=14' },
  beforeEach({ msw }) {
    msw.use(handlers.myAd(14, []));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('otc:myAd.noOrders'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('otc:myAds.actionLabel', { action: t('otc:myAds.edit'), id: 14 }),
      }),
    );
    const form = await sheet(canvasElement, t('otc:form.editTitle'));
    await expect(await form.findByLabelText(t('otc:form.quantity', { coin: 'USDT' }))).toHaveValue(
      '2000',
    );
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('myTradeDetail', 404, 404, 'Ad not found', 'get'));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('otc:myAd.loadFailed'))).toBeVisible();
  },
};
