import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import ConvertPage from '../../src/features/mining/pages/ConvertPage';
import i18n from '../../src/i18n';
import { handlers } from './fixtures';

const record = {
  id: 3,
  currency_id: 1,
  currency: 'BTC',
  amount: '0.0004',
  price: '50000',
  receive: '20',
  created_at: '2026-11-22T09:00:00Z',
};

const meta = {
  title: 'Pages/Mining/Convert',
  component: ConvertPage,
  parameters: { route: 'pages/wakuang/convert', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.convertForm(), handlers.convert, handlers.converts([record]));
  },
} satisfies Meta<typeof ConvertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (canvas: ReturnType<typeof within>) =>
  canvas.findByLabelText(i18n.t('mining:convert.amount'));

export const Estimate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: i18n.t('mining:form.all') }));
    await waitFor(() => expect(canvas.getByTestId('receive')).toHaveTextContent('24.00000000USDT'));
    await expect(await canvas.findByText('20.00000000')).toBeVisible();
  },
};

export const AmountEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await amount(canvas);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('mining:convert.submit') }));
    await expect(await canvas.findByText(i18n.t('mining:validation.amountRequired'))).toBeVisible();
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '1');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('mining:convert.submit') }));
    await expect(await canvas.findByText(i18n.t('mining:validation.insufficient'))).toBeVisible();
  },
};

export const Converted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '0.0004');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('mining:convert.submit') }));
    await expect(
      await within(document.body).findByText(i18n.t('mining:convert.done')),
    ).toBeVisible();
  },
};

export const EmptyRecords: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.converts([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('mining:convert.empty')),
    ).toBeVisible();
  },
};

export const NoMinedCoins: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.convertForm([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('mining:convert.noCoins')),
    ).toBeVisible();
  },
};

/** Keyboard only: Tab to the amount, type, Tab to Convert and press Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      { to: await amount(canvas), type: '0.0004', maxTabs: 10 },
      {
        to: canvas.getByRole('button', { name: i18n.t('mining:convert.submit') }),
        type: '{Enter}',
      },
    ]);
    await expect(
      await within(document.body).findByText(i18n.t('mining:convert.done')),
    ).toBeVisible();
  },
};
