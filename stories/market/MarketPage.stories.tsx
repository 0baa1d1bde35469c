import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setSocketFactory } from '../../src/api/socket';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import MarketPage from '../../src/features/market/pages/MarketPage';
import i18n from '../../src/i18n';
import { alice, handlers, marketHandlers, quietSocket } from './fixtures';

const meta = {
  title: 'Pages/Market/Market',
  component: MarketPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/trade/index', layout: 'fullscreen', session: { user: alice } },
  beforeEach({ msw }) {
    setSocketFactory(quietSocket);
    msw.use(...marketHandlers);
  },
} satisfies Meta<typeof MarketPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const tradeRoute = { route: 'pages/trade/index?view=trade&pair=1' };
const quantity = (canvas: Canvas) =>
  canvas.findByLabelText(i18n.t('market:trade.quantity', { coin: 'BTC' }));
const price = (canvas: Canvas) =>
  canvas.findByLabelText(i18n.t('market:trade.price', { coin: 'USDT' }));
const submit = (canvas: Canvas, key: 'market:trade.submitBuy' | 'market:trade.submitSell') =>
  // i18n-dynamic: key is market:trade.submitBuy or market:trade.submitSell (the parameter's type)
  userEvent.click(canvas.getByRole('button', { name: i18n.t(key, { coin: 'BTC' }) }));

/** Every pair by quote coin; choosing one opens its trading view. */
export const Markets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('quote-ETH/BTC')).toHaveTextContent('0.050000');
    await expect(canvas.getByTestId('quote-SOL/USDT')).toHaveTextContent('-3.04%');
  },
};

/** Choosing a pair opens its trading view. */
export const ChoosePair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('quote-SOL/USDT'));
    await expect(await canvas.findByRole('heading', { name: 'SOL/USDT' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.quotesLoading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: i18n.t('market:view.trade') }),
    ).toBeVisible();
    await expect(canvas.queryByTestId('quote-BTC/USDT')).toBeNull();
  },
};

/** Trading BTC/USDT: limit buy form with the available USDT, and the waiting order. */
export const Trade: Story = {
  parameters: tradeRoute,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await price(canvas)).toBeVisible();
    // The balance arrives with its own query, after the price.
    await waitFor(() =>
      expect(canvas.getByTestId('trade-available')).toHaveTextContent('1250.50USDT'),
    );
    await expect(await canvas.findByTestId('order-41')).toHaveTextContent('30000');
  },
};

/** The sell side shows the sellable base coin. */
export const SellSide: Story = {
  parameters: tradeRoute,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: i18n.t('market:trade.sell') }));
    await waitFor(() =>
      expect(canvas.getByTestId('trade-available')).toHaveTextContent('0.25000BTC'),
    );
  },
};

export const EmptyHistory: Story = {
  parameters: tradeRoute,
  beforeEach({ msw }) {
    msw.use(handlers.ordersEmpty);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('market:orders.empty')),
    ).toBeVisible();
  },
};

export const QuantityRequired: Story = {
  parameters: tradeRoute,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await price(canvas), '49000');
    await submit(canvas, 'market:trade.submitBuy');
    await expect(
      await canvas.findByText(i18n.t('market:validation.quantityRequired')),
    ).toBeVisible();
  },
};

/** 0.1 BTC at 49,000 needs 4,900 USDT; 1,250.5 are available. */
export const InsufficientBalance: Story = {
  parameters: tradeRoute,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await price(canvas), '49000');
    await userEvent.type(await quantity(canvas), '0.1');
    await submit(canvas, 'market:trade.submitBuy');
    await expect(
      await canvas.findByText(i18n.t('market:validation.insufficientBalance')),
    ).toBeVisible();
  },
};

/** Selling more BTC than the 0.25 held. */
export const InsufficientSellable: Story = {
  parameters: tradeRoute,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: i18n.t('market:trade.sell') }));
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('market:trade.market') }));
    await userEvent.type(await quantity(canvas), '0.3');
    await submit(canvas, 'market:trade.submitSell');
    await expect(
      await canvas.findByText(i18n.t('market:validation.insufficientSellable')),
    ).toBeVisible();
  },
};

/** The server has the last word (a balance spent elsewhere): its message is shown. */
export const InsufficientSellableOnServer: Story = {
  parameters: tradeRoute,
  beforeEach({ msw }) {
    msw.use(handlers.tradeSellable);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: i18n.t('market:trade.sell') }));
    await userEvent.type(await price(canvas), '60000');
    await userEvent.type(await quantity(canvas), '0.2');
    await submit(canvas, 'market:trade.submitSell');
    await expect(
      await within(document.body).findByText('Insufficient sellable balance'),
    ).toBeVisible();
  },
};

export const OrderPlaced: Story = {
  parameters: tradeRoute,
  beforeEach({ msw }) {
    msw.use(handlers.tradeLimit);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await price(canvas), '30000');
    await userEvent.type(await quantity(canvas), '0.01');
    await submit(canvas, 'market:trade.submitBuy');
    await expect(
      await within(document.body).findByText(i18n.t('market:trade.placed')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(i18n.t('market:trade.quantity', { coin: 'BTC' }))).toHaveValue(
        '',
      ),
    );
  },
};

/** Keyboard only: Tab to the limit price and the quantity, type, Tab to Buy and press Enter. */
export const Keyboard: Story = {
  parameters: tradeRoute,
  beforeEach({ msw }) {
    msw.use(handlers.tradeLimit);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      { to: await price(canvas), type: '30000', maxTabs: 15 },
      { to: await quantity(canvas), type: '0.01' },
      {
        to: canvas.getByRole('button', {
          name: i18n.t('market:trade.submitBuy', { coin: 'BTC' }),
        }),
        type: '{Enter}',
      },
    ]);
    await expect(
      await within(document.body).findByText(i18n.t('market:trade.placed')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(i18n.t('market:trade.quantity', { coin: 'BTC' }))).toHaveValue(
        '',
      ),
    );
  },
};

export const Cancelled: Story = {
  parameters: tradeRoute,
  beforeEach({ msw }) {
    msw.use(handlers.cancel);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = within(await canvas.findByTestId('order-41'));
    await userEvent.click(order.getByRole('button', { name: i18n.t('market:orders.cancel') }));
    await expect(
      await within(document.body).findByText(i18n.t('market:orders.cancelDone')),
    ).toBeVisible();
  },
};

export const CompletedHistory: Story = {
  parameters: tradeRoute,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: i18n.t('market:orders.completed') }),
    );
    const order = within(await canvas.findByTestId('order-40'));
    await expect(order.getByText(i18n.t('market:orders.completed'))).toBeVisible();
    await expect(canvas.getByTestId('order-40')).toHaveTextContent('0.00001000BTC');
  },
};
