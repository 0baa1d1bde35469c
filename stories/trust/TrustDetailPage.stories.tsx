import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import TrustDetailPage from '../../src/features/trust/pages/TrustDetailPage';
import i18n from '../../src/i18n';
import { all, handlers } from './fixtures';

const meta = {
  title: 'Pages/Trust/Detail',
  component: TrustDetailPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/template/detail?id=1', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...all);
  },
} satisfies Meta<typeof TrustDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (canvas: ReturnType<typeof within>) =>
  canvas.findByLabelText(i18n.t('trust:buy.amount'));
const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: i18n.t('trust:buy.submit') }));
const tick = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('checkbox'));

/** An open product: 0.4 % a day for 15 days on 10000 previews 40 a day and 600 in total. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '10000');
    await expect(canvas.getByTestId('expected-daily')).toHaveTextContent('40.00000000');
    await expect(canvas.getByTestId('expected-total')).toHaveTextContent('600.00000000');
    await expect(
      canvas.getByText(i18n.t('trust:detail.ruleHosting', { ratio: '0.40%' })),
    ).toBeVisible();
  },
};

export const ComingSoon: Story = {
  parameters: { route: 'pages/template/detail?id=4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await amount(canvas)).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: i18n.t('trust:state.coming_soon') }),
    ).toBeDisabled();
  },
};

export const WaitingToOpen: Story = {
  parameters: { route: 'pages/template/detail?id=5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18n.t('trust:state.waiting_to_open') }),
    ).toBeDisabled();
    await expect(canvas.getByText('2031-06-01')).toBeVisible();
  },
};

export const AgreementNotTicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '200');
    await submit(canvas);
    await expect(await canvas.findByText(i18n.t('trust:validation.agreement'))).toBeVisible();
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '99.5');
    await tick(canvas);
    await submit(canvas);
    await expect(await canvas.findByText(i18n.t('trust:validation.belowMinimum'))).toBeVisible();
  },
};

export const EmptyAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await amount(canvas);
    await tick(canvas);
    await submit(canvas);
    await expect(await canvas.findByText(i18n.t('trust:validation.amountRequired'))).toBeVisible();
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '5000');
    await tick(canvas);
    await submit(canvas);
    await expect(await canvas.findByText(i18n.t('trust:validation.insufficient'))).toBeVisible();
  },
};

/** The server has the last word: a balance spent elsewhere is refused with its message. */
export const InsufficientBalanceOnServer: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.buyInsufficient);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '200');
    await tick(canvas);
    await submit(canvas);
    await expect(await within(document.body).findByText('Insufficient balance')).toBeVisible();
  },
};

export const Bought: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '1000');
    await tick(canvas);
    await submit(canvas);
    await expect(await within(document.body).findByText(i18n.t('trust:buy.success'))).toBeVisible();
  },
};

/** Keyboard only: Tab to the amount and type, Space on the agreement, Enter on Buy. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      { to: await amount(canvas), type: '1000', maxTabs: 20 },
      { to: canvas.getByRole('checkbox'), type: '{ }' },
      { to: canvas.getByRole('button', { name: i18n.t('trust:buy.submit') }), type: '{Enter}' },
    ]);
    await expect(await within(document.body).findByText(i18n.t('trust:buy.success'))).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.infoFailed);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText(i18n.t('trust:detail.loadFailed'))).toBeVisible(),
    );
  },
};
