import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import FinanceBuyPage from '../../src/features/trust/pages/FinanceBuyPage';
import i18n from '../../src/i18n';
import { all } from './fixtures';

const meta = {
  title: 'Pages/Finance/Buy',
  component: FinanceBuyPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/finance/buyPage?id=7', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...all);
  },
} satisfies Meta<typeof FinanceBuyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finance product: its own redemption rule (1.5 x the daily interest) and the buy form. */
export const FinanceProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('trust:detail.ruleFinance'))).toBeVisible();
    await userEvent.type(await canvas.findByLabelText(i18n.t('trust:buy.amount')), '1000');
    await expect(canvas.getByTestId('expected-total')).toHaveTextContent('120.00000000');
  },
};

export const FinanceComingSoon: Story = {
  parameters: { route: 'pages/finance/buyPage?id=9' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: i18n.t('trust:state.coming_soon') }),
    ).toBeDisabled();
  },
};

export const FollowTrader: Story = {
  parameters: { route: 'pages/finance/buyPage?trader=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(i18n.t('finance:followForm.amount')), '400');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('finance:followForm.submit') }),
    );
    await expect(
      await within(document.body).findByText(i18n.t('finance:followForm.success')),
    ).toBeVisible();
  },
};

/** Keyboard only: Tab to the amount and type, Space on the agreement, Enter on Follow. */
export const Keyboard: Story = {
  parameters: { route: 'pages/finance/buyPage?trader=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      {
        to: await canvas.findByLabelText(i18n.t('finance:followForm.amount')),
        type: '400',
        maxTabs: 20,
      },
      { to: canvas.getByRole('checkbox'), type: '{ }' },
      {
        to: canvas.getByRole('button', { name: i18n.t('finance:followForm.submit') }),
        type: '{Enter}',
      },
    ]);
    await expect(
      await within(document.body).findByText(i18n.t('finance:followForm.success')),
    ).toBeVisible();
  },
};

export const FollowBelowMinimum: Story = {
  parameters: { route: 'pages/finance/buyPage?trader=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(i18n.t('finance:followForm.amount')), '40');
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('finance:followForm.submit') }),
    );
    await expect(await canvas.findByText(i18n.t('trust:validation.belowMinimum'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('trust:validation.agreement'))).toBeVisible();
  },
};
