import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard, tabTo } from '../../src/components/storybook/keyboard';
import FlashPage from '../../src/features/exchange/pages/FlashPage';
import i18n from '../../src/i18n';
import { alice, handlers } from './fixtures';

const meta = {
  title: 'Pages/Exchange/Flash',
  component: FlashPage,
  decorators: [withRouter, withQueryClient],
  parameters: {
    route: 'pages/assets/transfersd/index',
    layout: 'fullscreen',
    session: { user: alice },
  },
  beforeEach({ msw }) {
    msw.use(handlers.coins, handlers.quote, handlers.flash, handlers.flashList);
  },
} satisfies Meta<typeof FlashPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountInput = (canvas: ReturnType<typeof within>) =>
  canvas.findByLabelText(i18n.t('exchange:flash.amount'));

/** USDT -> BTC, 100 USDT: the live quote shows rate, fee and what arrives. */
export const QuoteShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountInput(canvas), '100');
    await waitFor(() =>
      expect(canvas.getByTestId('flash-receive')).toHaveTextContent('0.00199600BTC'),
    );
    await expect(canvas.getByTestId('flash-fee')).toHaveTextContent('0.00000400BTC');
    await expect(canvas.getByTestId('flash-rate')).toHaveTextContent('1 USDT ≈ 0.000020000000BTC');
    await waitFor(() => expect(canvas.getByText('USDT → BTC')).toBeVisible());
  },
};

/** Swapping the pair and "all" fill the amount with the whole available balance of the new "from" coin. */
export const SwapAndAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await amountInput(canvas);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('exchange:flash.swap') }));
    await expect(canvas.getByLabelText(i18n.t('exchange:flash.from'))).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('exchange:flash.all') }));
    await expect(await amountInput(canvas)).toHaveValue('0.25');
    await waitFor(() =>
      expect(canvas.getByTestId('flash-receive')).toHaveTextContent('12475.00000000USDT'),
    );
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountInput(canvas), '5000');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('exchange:flash.submit') }));
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('exchange:validation.insufficient'))).toBeVisible(),
    );
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The server has the last word: a balance spent elsewhere is refused with its message. */
export const InsufficientBalanceOnServer: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.flashInsufficient);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountInput(canvas), '100');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('exchange:flash.submit') }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: i18n.t('exchange:flash.confirm') })),
    );
    await expect(await within(document.body).findByText('Insufficient balance')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountInput(canvas), '100');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('exchange:flash.submit') }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(i18n.t('exchange:flash.confirmTitle'))).toBeVisible();
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: i18n.t('exchange:flash.confirm') })),
    );
    await expect(
      await within(document.body).findByText(i18n.t('exchange:flash.success')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(i18n.t('exchange:flash.amount'))).toHaveValue(''),
    );
  },
};

/** Keyboard only: Tab to the amount, type, Enter on Exchange, then Tab to Confirm in the dialog and Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      { to: await amountInput(canvas), type: '100', maxTabs: 10 },
      {
        to: canvas.getByRole('button', { name: i18n.t('exchange:flash.submit') }),
        type: '{Enter}',
      },
    ]);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(i18n.t('exchange:flash.confirmTitle'))).toBeVisible();
    // The dialog takes the focus, on Cancel (Enter at once changes nothing): one Tab to Confirm.
    await waitFor(() => expect(dialog.getAllByRole('button')[0]).toHaveFocus());
    await tabTo(dialog.getByRole('button', { name: i18n.t('exchange:flash.confirm') }), 1);
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByText(i18n.t('exchange:flash.success')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(i18n.t('exchange:flash.amount'))).toHaveValue(''),
    );
  },
};

export const EmptyRecords: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.flashListEmpty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('exchange:flash.recordsEmpty'))).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.coinsLoading);
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(handlers.coinsFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('exchange:flash.loadFailed'))).toBeVisible(),
    );
    await expect(
      canvas.getByRole('button', { name: i18n.t('common:actions.retry') }),
    ).toBeVisible();
  },
};
