import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import FinanceOrdersPage from '../../src/features/trust/pages/FinanceOrdersPage';
import i18n from '../../src/i18n';
import { all, handlers } from './fixtures';

const meta = {
  title: 'Pages/Finance/Orders',
  component: FinanceOrdersPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/finance/ordersPage', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...all);
  },
} satisfies Meta<typeof FinanceOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finance early redemption: 1.5 x the daily interest of 40 = 60, refund 9940. */
export const EarlyRedemptionConfirm: Story = {
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByTestId('order-40'));
    await expect(card.getByTestId('order-penalty')).toHaveTextContent('60.00000000USDT');
    await userEvent.click(card.getByRole('button', { name: i18n.t('trust:order.redeem') }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/9940\.00000000 USDT/)).toBeVisible();
    await expect(
      dialog.getByText(
        new RegExp(i18n.t('trust:redeem.ruleFinance').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      ),
    ).toBeVisible();
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: i18n.t('trust:redeem.cancel') })),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
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
