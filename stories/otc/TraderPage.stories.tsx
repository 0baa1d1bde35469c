import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TraderPage from '../../src/features/otc/pages/TraderPage';
import { baseHandlers, handlers, NEWCOMER, pageOf, refuse, sheet, t } from './fixtures';

const meta = {
  title: 'Pages/OTC/Trader',
  component: TraderPage,
  parameters: { route: 'pages/otc/hisdetail?user_id=21', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...baseHandlers(), handlers.agent(), handlers.trade);
  },
} satisfies Meta<typeof TraderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trader's record (never contact or payment details) and online ads, buy and sell. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'MeiLing_OTC' })).toBeVisible();
    await expect(canvas.getByText('1284')).toBeVisible();
    await expect(canvas.getByText('98.7%')).toBeVisible();
    await expect(canvas.getByText(t('otc:trader.minutes', { count: 3 }))).toBeVisible();
    await expect(canvas.getAllByText(t('otc:trader.verified')).length).toBeGreaterThan(0);
    await expect(
      within(canvas.getByRole('region', { name: 'MeiLing_OTC' })).getByText(
        t('otc:trader.merchant'),
      ),
    ).toBeVisible();
    await expect(within(canvas.getByTestId('otc-ad-11')).getByRole('button')).toHaveTextContent(
      t('otc:action.buy', { coin: 'USDT' }),
    );
    await expect(within(canvas.getByTestId('otc-ad-22')).getByRole('button')).toHaveTextContent(
      t('otc:action.sell', { coin: 'USDT' }),
    );
  },
};

/** Taking one of the trader's ads opens the same order sheet as the market. */
export const TakeAnAd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(within(await canvas.findByTestId('otc-ad-11')).getByRole('button'));
    const form = await sheet(canvasElement, t('otc:action.buy', { coin: 'USDT' }));
    await expect(await form.findByLabelText(t('otc:order.amount'))).toBeVisible();
  },
};

/** No finished order yet: the completion rate and release time are dashes, not "0%". */
export const NewTrader: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.agent([], NEWCOMER));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'fresh_start' })).toBeVisible();
    await expect(canvas.getAllByText('--')).toHaveLength(2);
    await expect(canvas.queryByText('0%')).toBeNull();
  },
};

export const NoAds: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.agent([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('otc:trader.noAds'))).toBeVisible();
  },
};

export const UnknownTrader: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('agent', 404, 404, 'User not found', 'get'));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('otc:trader.loadFailed'))).toBeVisible();
  },
};
