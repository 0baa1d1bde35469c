import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import BuyMachinesPage from '../../src/features/mining/pages/BuyMachinesPage';
import i18n from '../../src/i18n';
import { handlers } from './fixtures';

const meta = {
  title: 'Pages/Mining/BuyMachines',
  component: BuyMachinesPage,
  parameters: { route: 'pages/wakuang/buy-machines?id=1', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.buyForm(), handlers.buy);
  },
} satisfies Meta<typeof BuyMachinesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const quantity = (canvas: ReturnType<typeof within>) =>
  canvas.findByLabelText(i18n.t('mining:buy.machineQuantity'));
const buy = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: i18n.t('mining:buy.submit') }));

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await quantity(canvas)).toHaveValue('1');
    await expect(canvas.getByTestId('total')).toHaveTextContent('4,200.00USDT');
    await expect(canvas.getByText('200 TH/s')).toBeVisible();
  },
};

export const QuantityEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await quantity(canvas));
    await buy(canvas);
    await expect(
      await canvas.findByText(i18n.t('mining:validation.quantityRequired')),
    ).toBeVisible();
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await quantity(canvas), '0');
    await buy(canvas);
    await expect(await canvas.findByText(i18n.t('mining:validation.insufficient'))).toBeVisible();
  },
};

export const Bought: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await quantity(canvas);
    await buy(canvas);
    await expect(await within(document.body).findByText(i18n.t('mining:buy.done'))).toBeVisible();
  },
};

/** Keyboard only: Tab to the quantity, retype it, Tab to Buy and press Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      { to: await quantity(canvas), type: '{Backspace}1', maxTabs: 10 },
      {
        to: canvas.getByRole('button', { name: i18n.t('mining:buy.submit') }),
        type: '{Enter}',
      },
    ]);
    await expect(await within(document.body).findByText(i18n.t('mining:buy.done'))).toBeVisible();
  },
};
