import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import PledgeListPage from '../../src/features/mining/pages/PledgeListPage';
import i18n from '../../src/i18n';
import { handlers } from './fixtures';

const meta = {
  title: 'Pages/Mining/PledgeList',
  component: PledgeListPage,
  parameters: { route: 'pages/assets/transfersd/zylist', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.products, handlers.pledgeForm, handlers.pledge);
  },
} satisfies Meta<typeof PledgeListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (canvas: ReturnType<typeof within>) =>
  canvas.findByLabelText(i18n.t('mining:pledge.amount'));
const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: i18n.t('mining:pledge.submit') }));

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await amount(canvas);
    await expect(canvas.getByText('0.15%')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `ETH · ${i18n.t('mining:pledge.days', { count: 15 })}` }),
    );
    await waitFor(() => expect(canvas.getByText('0.12%')).toBeVisible());
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '50');
    await submit(canvas);
    await expect(await canvas.findByText(i18n.t('mining:validation.amountMin'))).toBeVisible();
  },
};

export const AmountEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await amount(canvas);
    await submit(canvas);
    await expect(await canvas.findByText(i18n.t('mining:validation.amountRequired'))).toBeVisible();
  },
};

export const Pledged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '1000');
    await submit(canvas);
    await expect(
      await within(document.body).findByText(i18n.t('mining:pledge.done')),
    ).toBeVisible();
  },
};

/** Keyboard only: Enter on the ETH product, Tab to the amount, type, Enter on Pledge. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await amount(canvas);
    const eth = canvas.getByRole('button', {
      name: `ETH · ${i18n.t('mining:pledge.days', { count: 15 })}`,
    });
    await fillByKeyboard([{ to: eth, type: '{Enter}', maxTabs: 10 }]);
    await waitFor(() => expect(canvas.getByText('0.12%')).toBeVisible());
    // Again from the top of the page, now that the form shows the chosen product.
    await fillByKeyboard([
      { to: await amount(canvas), type: '1', maxTabs: 12 },
      {
        to: canvas.getByRole('button', { name: i18n.t('mining:pledge.submit') }),
        type: '{Enter}',
      },
    ]);
    await expect(
      await within(document.body).findByText(i18n.t('mining:pledge.done')),
    ).toBeVisible();
  },
};
