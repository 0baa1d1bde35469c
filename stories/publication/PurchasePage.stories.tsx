import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import PurchasePage from '../../src/features/subscription/pages/PurchasePage';
import i18n from '../../src/i18n';
import { delivered, form, handlers, kite, luma, passed, underReview } from './fixtures';

const meta = {
  title: 'Pages/Publication/Purchase',
  component: PurchasePage,
  parameters: { route: 'pages/publication/purchase?id=1', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(
      handlers.form(),
      handlers.subscribe,
      handlers.records([underReview, passed, delivered]),
    );
  },
} satisfies Meta<typeof PurchasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (canvas: ReturnType<typeof within>) =>
  canvas.findByLabelText(i18n.t('publication:purchase.amount'));
const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: i18n.t('publication:detail.subscribe') }));

/** The form with the estimate (500 USDT / 0.05 = 10000 LUMA) and the records under review. */
export const UnderReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '500');
    await expect(canvas.getByTestId('estimate')).toHaveTextContent('10000.000000LUMA');
    await expect(
      await canvas.findByRole('tab', { name: i18n.t('publication:status.under_review') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('500.00000000')).toBeVisible();
    await expect(canvas.queryByText(i18n.t('publication:records.unlock'))).toBeNull();
  },
};

/** Passed records: locked until the lock-up ends, then delivered (accumulated = total). */
export const Passed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: i18n.t('publication:status.passed') }),
    );
    // Each tab asks the server for its own records.
    await expect(await canvas.findByText(i18n.t('publication:records.unlock'))).toBeVisible();
    await expect(canvas.getAllByText('4000.000000').length).toBeGreaterThan(0);
  },
};

export const AmountEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await amount(canvas);
    await submit(canvas);
    await expect(
      await canvas.findByText(i18n.t('publication:validation.amountRequired')),
    ).toBeVisible();
  },
};

/** More than the balance: a dialog offers a recharge on the deposit page. */
export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '5000');
    await submit(canvas);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(i18n.t('publication:recharge.content'))).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: i18n.t('publication:recharge.go') }),
    ).toBeVisible();
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: i18n.t('publication:recharge.cancel') })),
    );
  },
};

/** The server has the last word (a balance spent elsewhere): same recharge offer. */
export const InsufficientOnServer: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.subscribeInsufficient);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '100');
    await submit(canvas);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(i18n.t('publication:recharge.title'))).toBeVisible();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '100');
    await submit(canvas);
    await expect(
      await within(document.body).findByText(i18n.t('publication:purchase.submitted')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(i18n.t('publication:purchase.amount'))).toHaveValue(''),
    );
  },
};

/** Keyboard only: Tab to the amount and type, Enter on Subscribe. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      { to: await amount(canvas), type: '100', maxTabs: 20 },
      {
        to: canvas.getByRole('button', { name: i18n.t('publication:detail.subscribe') }),
        type: '{Enter}',
      },
    ]);
    await expect(
      await within(document.body).findByText(i18n.t('publication:purchase.submitted')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(i18n.t('publication:purchase.amount'))).toHaveValue(''),
    );
  },
};

export const SoldOut: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.form({ ...form, project: kite }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18n.t('publication:purchase.closed') }),
    ).toBeDisabled();
  },
};

/** A project with a per-user total: the form says how much this user may still subscribe. */
export const PerUserLimit: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.form({
        ...form,
        project: { ...luma, user_limit_usdt: '5000' },
        user_left_usdt: '3800',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('user-left')).toHaveTextContent('3,800.00000000USDT');
    await expect(canvas.getByText(i18n.t('publication:purchase.userLeft'))).toBeVisible();
  },
};

export const NoRecords: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('publication:records.empty')),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(handlers.formFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('publication:purchase.failed')),
    ).toBeVisible();
  },
};
