import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import OptionPage from '../../src/features/options/pages/OptionPage';
import i18n from '../../src/i18n';
import { all, handlers } from './fixtures';

const meta = {
  title: 'Pages/Options/Option',
  component: OptionPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/option/detail', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...all);
  },
} satisfies Meta<typeof OptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const buy = (canvas: Canvas) =>
  canvas.findByRole('button', { name: i18n.t('options:form.submit') });
const quantity = (canvas: Canvas) => canvas.findByLabelText(i18n.t('options:form.quantity'));
const chooseTime = async (canvas: Canvas, seconds: number) =>
  userEvent.click(
    await canvas.findByRole('button', {
      name: new RegExp(i18n.t('options:form.seconds', { seconds })),
    }),
  );

/** The Option tab: pair, price, flat band, directions, durations with payout; a waiting order counts down. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId('option-price')).toHaveTextContent('87,412.5000'),
    );
    await expect(canvas.getByText(i18n.t('options:flatBand', { percent: '0.01' }))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('options:direction.up') }),
    ).toHaveAttribute('aria-pressed', 'true');
    const order = await canvas.findByTestId('option-order');
    await expect(
      within(order).getByLabelText(i18n.t('options:orders.countdown')),
    ).toHaveTextContent(/\d+/);
  },
};

export const NoTimeSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await quantity(canvas), '20');
    await userEvent.click(await buy(canvas));
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('options:validation.timeFirst'))).toBeVisible(),
    );
  },
};

export const QuantityEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTime(canvas, 60);
    await userEvent.click(await buy(canvas));
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('options:validation.quantityEmpty'))).toBeVisible(),
    );
  },
};

/** Each duration has its own flat band: choosing 300 s shows its wider one. */
export const FlatBandPerDuration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const band = (percent: string) => i18n.t('options:flatBand', { percent });
    await expect(await canvas.findByText(band('0.01'))).toBeVisible();
    await chooseTime(canvas, 300);
    await expect(await canvas.findByText(band('0.05'))).toBeVisible();
    await chooseTime(canvas, 60);
    await expect(await canvas.findByText(band('0.01'))).toBeVisible();
  },
};

/** 120 s needs at least 50 USDT. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTime(canvas, 120);
    await userEvent.type(await quantity(canvas), '40');
    await userEvent.click(await buy(canvas));
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('options:validation.quantityMin'))).toBeVisible(),
    );
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTime(canvas, 60);
    await userEvent.type(await quantity(canvas), '300');
    await userEvent.click(await buy(canvas));
    await waitFor(() =>
      expect(canvas.getByText(i18n.t('options:validation.insufficient'))).toBeVisible(),
    );
  },
};

/** Not verified: buying offers to go to verification instead. */
export const KycMissing: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.kycNone);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTime(canvas, 60);
    await userEvent.type(await quantity(canvas), '20');
    await userEvent.click(await buy(canvas));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(i18n.t('options:kyc.content'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: i18n.t('options:kyc.go') })).toBeVisible();
  },
};

export const Bought: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: i18n.t('options:direction.flat') }),
    );
    await chooseTime(canvas, 30);
    await userEvent.type(await quantity(canvas), '20');
    await userEvent.click(await buy(canvas));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/BTC\/USDT/)).toBeVisible();
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: i18n.t('options:confirm.ok') })),
    );
    await expect(
      await within(document.body).findByText(i18n.t('options:form.bought')),
    ).toBeVisible();
  },
};

/** Keyboard only: Enter on Flat and on 30 s, Tab to the quantity and type, Enter on Buy and Confirm. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      {
        to: await canvas.findByRole('button', { name: i18n.t('options:direction.flat') }),
        type: '{Enter}',
        maxTabs: 20,
      },
      {
        to: await canvas.findByRole('button', {
          name: new RegExp(i18n.t('options:form.seconds', { seconds: 30 })),
        }),
        type: '{Enter}',
      },
      { to: await quantity(canvas), type: '20', maxTabs: 10 },
      { to: await buy(canvas), type: '{Enter}' },
    ]);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/BTC\/USDT/)).toBeVisible();
    await fillByKeyboard([
      {
        to: dialog.getByRole('button', { name: i18n.t('options:confirm.ok') }),
        type: '{Enter}',
        maxTabs: 30,
      },
    ]);
    await expect(
      await within(document.body).findByText(i18n.t('options:form.bought')),
    ).toBeVisible();
  },
};

/** Settled tab: won (up), lost (down) and won on flat, each with the delivery price of its tick. */
export const Settled: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.listsSettledOnly);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: i18n.t('options:orders.settled') }),
    );
    await waitFor(() => expect(canvas.getAllByTestId('option-order')).toHaveLength(3));
    const [won, lost, flat] = canvas.getAllByTestId('option-order');
    await expect(within(won!).getByText(i18n.t('options:result.won'))).toBeVisible();
    await expect(within(lost!).getByText(i18n.t('options:result.lost'))).toBeVisible();
    await expect(within(lost!).getByText('-100.00')).toBeVisible();
    await expect(
      within(flat!).getByText(new RegExp(i18n.t('options:direction.flat'))),
    ).toBeVisible();
    await expect(within(flat!).getByText('87,403.1000'.replace(',', ''))).toBeVisible();
  },
};

/** One settled order per state: the result tag and the tick's delivery price. */
const settledStory = (
  handler: keyof typeof handlers,
  result: 'won' | 'lost',
  deliveryPrice: string,
): Story => ({
  beforeEach({ msw }) {
    msw.use(handlers[handler]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: i18n.t('options:orders.settled') }),
    );
    const order = within(await canvas.findByTestId('option-order'));
    await expect(
      order.getByText(i18n.t(result === 'won' ? 'options:result.won' : 'options:result.lost')),
    ).toBeVisible();
    await expect(order.getByText(deliveryPrice)).toBeVisible();
  },
});

export const Won: Story = settledStory('listsWon', 'won', '87455.0000');
export const Lost: Story = settledStory('listsLost', 'lost', '87455.0000');
/** Flat (even) wins: the delivery price stayed within ±0.01 % of the buy price. */
export const FlatWon: Story = settledStory('listsFlat', 'won', '87403.1000');

export const EmptyHistory: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.listsEmpty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(i18n.t('options:orders.empty'))).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pairsLoading);
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(handlers.pairsFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(i18n.t('options:loadFailed'))).toBeVisible());
  },
};
