import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard, tabTo } from '../../src/components/storybook/keyboard';
import GiftPage from '../../src/features/exchange/pages/GiftPage';
import i18n from '../../src/i18n';
import { alice, handlers } from './fixtures';

const meta = {
  title: 'Pages/Exchange/Gift',
  component: GiftPage,
  decorators: [withRouter, withQueryClient],
  parameters: {
    route: 'pages/assets/transfersd/sf',
    layout: 'fullscreen',
    session: { user: alice },
  },
  beforeEach({ msw }) {
    msw.use(
      handlers.coins,
      handlers.noFundPassword,
      handlers.gift,
      handlers.sent,
      handlers.received,
    );
  },
} satisfies Meta<typeof GiftPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, email: string, amount: string, password: string) {
  await userEvent.type(await canvas.findByLabelText(i18n.t('exchange:gift.email')), email);
  await userEvent.type(canvas.getByLabelText(i18n.t('exchange:gift.amount')), amount);
  await userEvent.type(canvas.getByLabelText(i18n.t('exchange:gift.loginPassword')), password);
}

async function sendAndConfirm(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: i18n.t('exchange:gift.submit') }));
  const dialog = within(await within(document.body).findByRole('dialog'));
  await waitFor(() =>
    userEvent.click(dialog.getByRole('button', { name: i18n.t('exchange:gift.confirm') })),
  );
}

/** Sent records first; the received tab shows who sent what (masked). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/bob@example\.com/)).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('exchange:gift.tabs.received') }));
    await waitFor(() => expect(canvas.getByText(/ca\*\*\*@example\.com/)).toBeVisible());
  },
};

export const WithFundPassword: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.hasFundPassword);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('exchange:gift.fundPassword'))).toBeVisible(),
    );
  },
};

export const GiftSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'bob@example.com', '12.5', 'secret123');
    await sendAndConfirm(canvas);
    await expect(
      await within(document.body).findByText(i18n.t('exchange:gift.success')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(i18n.t('exchange:gift.email'))).toHaveValue(''),
    );
  },
};

/** Keyboard only: Tab to each field, type, Enter on Send, then Tab to Confirm and Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      {
        to: await canvas.findByLabelText(i18n.t('exchange:gift.email')),
        type: 'bob@example.com',
        maxTabs: 10,
      },
      { to: canvas.getByLabelText(i18n.t('exchange:gift.amount')), type: '12.5' },
      { to: canvas.getByLabelText(i18n.t('exchange:gift.loginPassword')), type: 'secret123' },
      {
        to: canvas.getByRole('button', { name: i18n.t('exchange:gift.submit') }),
        type: '{Enter}',
      },
    ]);
    const dialog = within(await within(document.body).findByRole('dialog'));
    // The dialog takes the focus, on Cancel (Enter at once changes nothing): one Tab to Confirm.
    await waitFor(() => expect(dialog.getAllByRole('button')[0]).toHaveFocus());
    await tabTo(dialog.getByRole('button', { name: i18n.t('exchange:gift.confirm') }), 1);
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByText(i18n.t('exchange:gift.success')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(i18n.t('exchange:gift.email'))).toHaveValue(''),
    );
  },
};

/** The server refuses (unknown or unusable recipient): its neutral message is shown, the form is kept. */
export const GiftRefused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.giftRefused);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'nobody@example.com', '1', 'secret123');
    await sendAndConfirm(canvas);
    await expect(
      await within(document.body).findByText('This transfer cannot be made to that e-mail'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(i18n.t('exchange:gift.email'))).toHaveValue(
      'nobody@example.com',
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'bob', '2000', 'x');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('exchange:gift.submit') }));
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('exchange:validation.emailInvalid'))).toBeVisible(),
    );
    await expect(canvas.getByText(i18n.t('exchange:validation.insufficient'))).toBeVisible();
  },
};

export const EmptyRecords: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.sentEmpty, handlers.receivedEmpty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(i18n.t('exchange:gift.sentEmpty'))).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('exchange:gift.tabs.received') }));
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('exchange:gift.receivedEmpty'))).toBeVisible(),
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
    await waitFor(() => expect(canvas.getByText(i18n.t('exchange:gift.loadFailed'))).toBeVisible());
  },
};
