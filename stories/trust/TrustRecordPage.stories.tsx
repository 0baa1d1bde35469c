import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import TrustRecordPage from '../../src/features/trust/pages/TrustRecordPage';
import i18n from '../../src/i18n';
import { all, handlers } from './fixtures';

const meta = {
  title: 'Pages/Trust/Record',
  component: TrustRecordPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/template/record', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...all);
  },
} satisfies Meta<typeof TrustRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hosting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByTestId('order-31'));
    await expect(card.getByTestId('order-penalty')).toHaveTextContent('12.00000000USDT');
    await expect(card.getByTestId('order-income')).toHaveTextContent('48.00000000USDT');
    await expect(card.getByRole('button', { name: i18n.t('trust:order.redeem') })).toBeVisible();
  },
};

export const Completed: Story = {
  parameters: { route: 'pages/template/record?tab=completed' },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByTestId('order-30'));
    await expect(card.getByTestId('order-income')).toHaveTextContent('600.00000000USDT');
    await expect(card.queryByRole('button')).toBeNull();
  },
};

export const Redeemed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('order-31');
    const tab = () => canvas.getByRole('tab', { name: i18n.t('trust:tab.redeemed') });
    await waitFor(async () => {
      await userEvent.click(tab());
      await expect(tab()).toHaveAttribute('aria-selected', 'true');
    });
    const card = within(await canvas.findByTestId('order-29'));
    await expect(card.getByTestId('order-refund')).toHaveTextContent('988.00000000USDT');
  },
};

/** Early redemption: the dialog shows the damages (0.4 % x 3 days x 1000 = 12) and the refund 988. */
export const EarlyRedemptionConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByTestId('order-31'));
    await userEvent.click(card.getByRole('button', { name: i18n.t('trust:order.redeem') }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/12\.00000000 USDT/)).toBeVisible();
    await expect(dialog.getByText(/988\.00000000 USDT/)).toBeVisible();
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: i18n.t('trust:redeem.confirm') })),
    );
    await expect(
      await within(document.body).findByText(i18n.t('trust:redeem.success')),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.ordersEmpty);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('trust:record.empty')),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.ordersFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('trust:record.loadFailed')),
    ).toBeVisible();
  },
};
