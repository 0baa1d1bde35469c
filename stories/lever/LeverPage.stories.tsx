import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard, tabTo } from '../../src/components/storybook/keyboard';
import LeverPage from '../../src/features/lever/pages/LeverPage';
import i18n from '../../src/i18n';
import { all, handlers } from './fixtures';

const meta = {
  title: 'Pages/Lever/Lever',
  component: LeverPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/lever/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...all);
  },
} satisfies Meta<typeof LeverPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const LABELS = {
  stopProfit: 'lever:form.stopProfit',
  stopLoss: 'lever:form.stopLoss',
  lots: 'lever:form.lots',
} as const;
const field = (canvas: Canvas, key: keyof typeof LABELS) =>
  canvas.findByLabelText(i18n.t(LABELS[key])); // i18n-dynamic: LABELS above
const openLong = (canvas: Canvas) =>
  canvas.findByRole('button', { name: i18n.t('lever:form.openLong') });
const closedTab = async (canvas: Canvas) => {
  await userEvent.click(
    await canvas.findByRole('tab', { name: i18n.t('lever:positions.closedTab') }),
  );
  await waitFor(() => expect(canvas.getAllByTestId('lever-position')).toHaveLength(4));
  return canvas.getAllByTestId('lever-position');
};

/** The dark trading panel with a holding position; margin and fee follow lots and multiple. */
export const Holding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('lever-price')).toHaveTextContent('50,000.0000'));
    await expect(canvas.getByTestId('lever-margin')).toHaveTextContent('50.0000USDT');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('lever:form.more') }));
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('lever:form.times', { multiple: 5 }) }),
    );
    await expect(canvas.getByTestId('lever-margin')).toHaveTextContent('200.0000USDT');
    await expect(canvas.getByTestId('lever-fee')).toHaveTextContent('0.5000USDT');
    const position = await canvas.findByTestId('lever-position');
    await expect(
      within(position).getByRole('button', { name: i18n.t('lever:positions.close') }),
    ).toBeVisible();
  },
};

export const LotsMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lots = await field(canvas, 'lots');
    await userEvent.clear(lots);
    await userEvent.type(lots, '0');
    await userEvent.click(await openLong(canvas));
    await waitFor(() => expect(canvas.getByText(i18n.t('lever:validation.lotsMin'))).toBeVisible());
    await expect(canvas.getByText(i18n.t('lever:validation.stopProfitRequired'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('lever:validation.stopLossRequired'))).toBeVisible();
  },
};

export const StopsOnWrongSide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvas, 'stopProfit'), '49000');
    await userEvent.type(await field(canvas, 'stopLoss'), '51000');
    await userEvent.click(await openLong(canvas));
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('lever:validation.stopProfitSide'))).toBeVisible(),
    );
    await expect(canvas.getByText(i18n.t('lever:validation.stopLossSide'))).toBeVisible();
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lots = await field(canvas, 'lots');
    await userEvent.clear(lots);
    await userEvent.type(lots, '30');
    await userEvent.type(await field(canvas, 'stopProfit'), '52000');
    await userEvent.type(await field(canvas, 'stopLoss'), '48000');
    await userEvent.click(await openLong(canvas));
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('lever:validation.insufficient'))).toBeVisible(),
    );
  },
};

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvas, 'stopProfit'), '52000');
    await userEvent.type(await field(canvas, 'stopLoss'), '48000');
    await userEvent.click(await openLong(canvas));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/BTC\/USDT/)).toBeVisible();
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: i18n.t('lever:confirm.ok') })),
    );
    await expect(await within(document.body).findByText(i18n.t('lever:form.opened'))).toBeVisible();
  },
};

/** Keyboard only: Tab to the stop prices and type, Enter on Open long, then Enter on Confirm. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      { to: await field(canvas, 'stopProfit'), type: '52000', maxTabs: 20 },
      { to: await field(canvas, 'stopLoss'), type: '48000' },
      { to: await openLong(canvas), type: '{Enter}' },
    ]);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/BTC\/USDT/)).toBeVisible();
    await fillByKeyboard([
      {
        to: dialog.getByRole('button', { name: i18n.t('lever:confirm.ok') }),
        type: '{Enter}',
        maxTabs: 30,
      },
    ]);
    await expect(await within(document.body).findByText(i18n.t('lever:form.opened'))).toBeVisible();
  },
};

export const CloseOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const position = await canvas.findByTestId('lever-position');
    await userEvent.click(
      within(position).getByRole('button', { name: i18n.t('lever:positions.close') }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: i18n.t('lever:confirm.ok') })),
    );
    await expect(
      await within(document.body).findByText(i18n.t('lever:positions.closed')),
    ).toBeVisible();
  },
};

export const SetStops: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const position = within(await canvas.findByTestId('lever-position'));
    await userEvent.click(
      position.getByRole('button', { name: i18n.t('lever:positions.setStop') }),
    );
    const stopLoss = position.getByLabelText(i18n.t('lever:form.stopLoss'));
    await userEvent.clear(stopLoss);
    await userEvent.type(stopLoss, '50500');
    await userEvent.click(
      position.getByRole('button', { name: i18n.t('lever:positions.saveStops') }),
    );
    await waitFor(() =>
      expect(position.getByText(i18n.t('lever:validation.stopLossSide'))).toBeVisible(),
    );
    await userEvent.clear(stopLoss);
    await userEvent.type(stopLoss, '49000');
    await userEvent.click(
      position.getByRole('button', { name: i18n.t('lever:positions.saveStops') }),
    );
    await expect(
      await within(document.body).findByText(i18n.t('lever:positions.stopsSaved')),
    ).toBeVisible();
  },
};

/** Keyboard only: Enter on Set stop, Tab to the stop-loss, retype it, Enter on Save. */
export const KeyboardSetStops: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const position = within(await canvas.findByTestId('lever-position'));
    await fillByKeyboard([
      {
        to: position.getByRole('button', { name: i18n.t('lever:positions.setStop') }),
        type: '{Enter}',
        maxTabs: 40,
      },
    ]);
    // The form opens below the button: Tab on from there.
    await tabTo(await position.findByLabelText(i18n.t('lever:form.stopLoss')));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}49000');
    await tabTo(position.getByRole('button', { name: i18n.t('lever:positions.saveStops') }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByText(i18n.t('lever:positions.stopsSaved')),
    ).toBeVisible();
  },
};

/** Closed tab: by stop-profit, by stop-loss, liquidated (loss = margin) and closed by hand. */
export const ClosedPositions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [profit, loss, liquidated, manual] = await closedTab(canvas);
    await expect(within(profit!).getByText(i18n.t('lever:reason.stop_profit'))).toBeVisible();
    await expect(within(loss!).getByText(i18n.t('lever:reason.stop_loss'))).toBeVisible();
    await expect(within(liquidated!).getByText(i18n.t('lever:reason.liquidation'))).toBeVisible();
    await expect(within(liquidated!).getByText('-99.0000')).toBeVisible();
    await expect(within(manual!).getByText(i18n.t('lever:reason.manual'))).toBeVisible();
    await expect(
      within(manual!).queryByRole('button', { name: i18n.t('lever:positions.close') }),
    ).toBeNull();
  },
};

/** One closed position per way of closing: its reason, the tick's price and the realised P&L. */
const closedStory = (
  handler: keyof typeof handlers,
  reason: 'stop_profit' | 'stop_loss' | 'liquidation' | 'manual',
  price: string,
  profit: string,
): Story => ({
  beforeEach({ msw }) {
    msw.use(handlers[handler]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: i18n.t('lever:positions.closedTab') }),
    );
    const position = within(await canvas.findByTestId('lever-position'));
    const labels = {
      stop_profit: i18n.t('lever:reason.stop_profit'),
      stop_loss: i18n.t('lever:reason.stop_loss'),
      liquidation: i18n.t('lever:reason.liquidation'),
      manual: i18n.t('lever:reason.manual'),
    };
    await expect(position.getByText(labels[reason])).toBeVisible();
    await expect(position.getAllByText(price)[0]).toBeVisible();
    await expect(position.getByText(profit)).toBeVisible();
  },
});

export const StoppedByStopProfit: Story = closedStory(
  'stoppedByProfit',
  'stop_profit',
  '52000.0000',
  '+250.0000',
);
export const StoppedByStopLoss: Story = closedStory(
  'stoppedByLoss',
  'stop_loss',
  '51000.0000',
  '-150.0000',
);
/** Liquidated: the loss is the whole margin, never more. */
export const Liquidated: Story = closedStory('liquidated', 'liquidation', '48700.0000', '-99.0000');
export const ClosedByHand: Story = closedStory('closedByHand', 'manual', '50100.0000', '+60.0000');

export const EmptyHistory: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.myTradeEmpty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(i18n.t('lever:positions.empty'))).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('lever:positions.cancelled') }));
    await waitFor(() => expect(canvas.getByText(i18n.t('lever:positions.empty'))).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.dealLoading);
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(handlers.dealFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(i18n.t('lever:loadFailed'))).toBeVisible());
  },
};
