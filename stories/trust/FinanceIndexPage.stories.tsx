import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import FinanceIndexPage from '../../src/features/trust/pages/FinanceIndexPage';
import i18n from '../../src/i18n';
import { all, handlers } from './fixtures';

const meta = {
  title: 'Pages/Finance/Index',
  component: FinanceIndexPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/finance/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...all);
  },
} satisfies Meta<typeof FinanceIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finance products, recommended traders (market-derived 30-day return), follow orders in progress and ended. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const traders = within(
      await canvas.findByRole('list', { name: i18n.t('finance:index.recommended') }),
    );
    await expect(traders.getAllByRole('listitem')).toHaveLength(3);
    await expect(within(traders.getByTestId('trader-3')).getAllByText('8.12%')[0]).toBeVisible();
    await expect(await canvas.findByTestId('follow-5')).toBeVisible();
    // Re-query on each try: the pull-to-refresh frame may still swap the subtree in once loaded.
    const endedTab = () => canvas.getByRole('tab', { name: i18n.t('finance:follow.ended') });
    await waitFor(async () => {
      await userEvent.click(endedTab());
      await expect(endedTab()).toHaveAttribute('aria-selected', 'true');
    });
    const ended = within(await canvas.findByTestId('follow-4', {}, { timeout: 8000 }));
    await expect(ended.getByTestId('follow-payout')).toHaveTextContent('417.0000USDT');
    await expect(ended.getByTestId('follow-return')).toHaveTextContent('5.00%');
    await expect(canvas.getByText(i18n.t('trust:state.coming_soon'))).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.configEmpty,
      handlers.recommendEmpty,
      handlers.followsEmpty,
      handlers.reportEmpty,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('finance:index.noTraders'))).toBeVisible();
    await expect(await canvas.findByText(i18n.t('finance:follow.empty'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('trust:products.empty'))).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recommendFailed, handlers.configFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('finance:index.tradersFailed'))).toBeVisible();
    await expect(await canvas.findByText(i18n.t('trust:products.loadFailed'))).toBeVisible();
  },
};
