import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Period } from '../../src/api/generated/model';
import { setSocketFactory } from '../../src/api/socket';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import KlinePage from '../../src/features/market/pages/KlinePage';
import i18n from '../../src/i18n';
import { fixedCandles, handlers, liveSocket, marketHandlers, quietSocket } from './fixtures';

const meta = {
  title: 'Pages/Market/Kline',
  component: KlinePage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/trade/kline?pair=1', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    setSocketFactory(quietSocket);
    msw.use(...marketHandlers);
  },
} satisfies Meta<typeof KlinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const periodStory = (period: Period): Story => ({
  parameters: { route: `pages/trade/kline?pair=1&period=${period}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByTestId('kline-chart', {}, { timeout: 5000 });
    await expect(chart).toHaveAttribute('data-candles', '60');
    // i18n-dynamic: market:period.<each period>, literal in src/features/market/components/periods.ts
    const label = i18n.t(`market:period.${period}` as 'market:period.1min');
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(label);
    await expect(await canvas.findAllByText('50,000.00')).not.toHaveLength(0);
  },
});

export const TimeShare = periodStory('timeshare');
export const OneMinute = periodStory('1min');
export const FiveMinutes = periodStory('5min');
export const ThirtyMinutes = periodStory('30min');
export const OneHour = periodStory('60min');
export const OneDay = periodStory('1day');
export const OneWeek = periodStory('1week');
export const OneMonth = periodStory('1mon');

/** Switching the period asks for that period's candles. */
export const SwitchPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('kline-chart', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('market:period.1week') }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(
        i18n.t('market:period.1week'),
      ),
    );
    await expect(await canvas.findByTestId('kline-chart')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.klineLoading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('heading', { name: 'BTC/USDT' }))[0]).toBeVisible();
    await expect(canvas.queryByTestId('kline-chart')).toBeNull();
  },
};

export const EmptyHistory: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.klineEmpty);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('market:chart.empty')),
    ).toBeVisible();
  },
};

/** The socket's in-progress candle extends the chart: a new minute appends one candle. */
export const Live: Story = {
  beforeEach() {
    const last = fixedCandles('1min').at(-1)!;
    const next = {
      ...last,
      time: last.time + 60_000,
      open: last.close,
      close: '50100',
      high: '50120',
    };
    setSocketFactory(
      liveSocket((topic) =>
        topic === 'kline:BTC/USDT:1min' ? [{ type: 'kline', data: next }] : [],
      ),
    );
    return () => setSocketFactory(quietSocket);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByTestId('kline-chart')).toHaveAttribute('data-candles', '61'),
      { timeout: 5000 },
    );
  },
};
