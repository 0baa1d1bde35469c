import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import BuyLocalPage from '../../src/features/mining/pages/BuyLocalPage';
import i18n from '../../src/i18n';
import { handlers } from './fixtures';

const meta = {
  title: 'Pages/Mining/BuySeats',
  component: BuyLocalPage,
  parameters: { route: 'pages/wakuang/buy-local', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.seatList, handlers.seatForm, handlers.buySeat);
  },
} satisfies Meta<typeof BuyLocalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seats of the first model; switching to another model shows its seat price. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('total')).toHaveTextContent('210.00USDT'));
    await userEvent.click(canvas.getByRole('button', { name: 'Antminer L9' }));
    await waitFor(() => expect(canvas.getByTestId('total')).toHaveTextContent('325.00USDT'));
  },
};

export const Bought: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('total');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('mining:buy.submit') }));
    await expect(await within(document.body).findByText(i18n.t('mining:buy.done'))).toBeVisible();
  },
};

/** Keyboard only: Tab to the second model and press Enter, then Tab to Buy and press Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('total');
    await fillByKeyboard([
      { to: canvas.getByRole('button', { name: 'Antminer L9' }), type: '{Enter}', maxTabs: 10 },
    ]);
    await waitFor(() => expect(canvas.getByTestId('total')).toHaveTextContent('325.00USDT'));
    // Again from the top of the page, now that the form shows the chosen model.
    await fillByKeyboard([
      {
        to: canvas.getByRole('button', { name: i18n.t('mining:buy.submit') }),
        type: '{Enter}',
        maxTabs: 12,
      },
    ]);
    await expect(await within(document.body).findByText(i18n.t('mining:buy.done'))).toBeVisible();
  },
};
