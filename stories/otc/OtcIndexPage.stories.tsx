import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import OtcIndexPage from '../../src/features/otc/pages/OtcIndexPage';
import {
  baseHandlers,
  bodyOf,
  expectLocation,
  handlers,
  KYC_NONE,
  KYC_PENDING,
  MARGIN_PAID,
  pageOf,
  sent,
  sheet,
  t,
} from './fixtures';

const meta = {
  title: 'Pages/OTC/Market',
  component: OtcIndexPage,
  parameters: { route: 'pages/otc/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    sent.last = {};
    msw.use(
      ...baseHandlers(),
      handlers.ads(),
      handlers.trade,
      handlers.bail(MARGIN_PAID),
      handlers.records(),
    );
  },
} satisfies Meta<typeof OtcIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

// Translated when a story runs (the language is loaded by then), not when the module loads.
const buyAction = () => t('otc:action.buy', { coin: 'USDT' });
const sellAction = () => t('otc:action.sell', { coin: 'USDT' });
const takeButton = (canvas: Canvas, id: number) =>
  within(canvas.getByTestId(`otc-ad-${id}`)).getByRole('button');

async function openSheet(canvasElement: HTMLElement, id = 11, title = buyAction()) {
  const canvas = pageOf(canvasElement);
  await canvas.findByTestId(`otc-ad-${id}`);
  await userEvent.click(takeButton(canvas, id));
  return sheet(canvasElement, title);
}

/** The sheet, once its form is there (after the KYC check). */
async function openOrder(canvasElement: HTMLElement, id = 11, title = buyAction()) {
  const form = await openSheet(canvasElement, id, title);
  await form.findByRole('form', { name: title });
  return form;
}

/** Buy tab: sell ads cheapest first, with trader (a verified merchant's badge, else KYC's), price, what is left, limits and methods; the user's own ad has no button. */
export const BuyTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    const first = within(await canvas.findByTestId('otc-ad-11'));
    await expect(first.getByText('MeiLing_OTC')).toBeVisible();
    // verified by the platform as a merchant: that badge instead of the KYC one
    await expect(first.getByText(t('otc:trader.merchant'))).toBeVisible();
    await expect(first.queryByText(t('otc:trader.verified'))).toBeNull();
    const kycOnly = within(canvas.getByTestId('otc-ad-12'));
    await expect(kycOnly.getByText(t('otc:trader.verified'))).toBeVisible();
    await expect(kycOnly.queryByText(t('otc:trader.merchant'))).toBeNull();
    await expect(first.getByRole('link', { name: 'MeiLing_OTC' })).toHaveAttribute(
      'href',
      '/pages/otc/hisdetail?user_id=21',
    );
    await expect(first.getByText(/1\.01/)).toBeVisible();
    await expect(first.getByText(/8,420\.50/)).toBeVisible();
    await expect(
      first.getByRole('button', {
        name: t('otc:ad.takeLabel', { action: buyAction(), trader: 'MeiLing_OTC' }),
      }),
    ).toBeVisible();
    const mine = within(canvas.getByTestId('otc-ad-13'));
    await expect(mine.getByText(t('otc:ad.mine'))).toBeVisible();
    await expect(mine.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('tab', { name: t('otc:index.buy') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Sell tab: the buy ads, dearest first, with Sell buttons. */
export const SellTab: Story = {
  parameters: { route: 'pages/otc/index?tab=sell' },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByTestId('otc-ad-21');
    await expect(takeButton(canvas, 21)).toHaveTextContent(sellAction());
    await expect(canvas.queryByTestId('otc-ad-11')).toBeNull();
  },
};

/** Another coin and a payment method filter narrow the list. */
export const CoinAndMethodFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByTestId('otc-ad-12');
    await userEvent.selectOptions(canvas.getByLabelText(t('otc:index.payKind')), 'wechat');
    await waitFor(() => expect(canvas.queryByTestId('otc-ad-11')).toBeNull());
    await expect(await canvas.findByTestId('otc-ad-12')).toBeVisible();
    await expect(canvas.queryByTestId('otc-ad-11')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'BTC' }));
    await expectLocation(canvas, /coin=1/);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.ads({ sell: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('otc:index.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.marketPending);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adsBroken);
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('otc:index.loadFailed'))).toBeVisible();
  },
};

/** The order sheet converts as the user types: 100 USD buys 99.0099 USDT at 1.01. */
export const OrderSheet: Story = {
  play: async ({ canvasElement }) => {
    const form = await openOrder(canvasElement);
    await expect(form.getByText(t('otc:order.buyNote', { minutes: 15 }))).toBeVisible();
    await userEvent.type(form.getByLabelText(t('otc:order.amount')), '100');
    await waitFor(() =>
      expect(form.getByTestId('otc-order-quantity')).toHaveTextContent('99.00990099'),
    );
    await userEvent.click(form.getByRole('tab', { name: t('otc:order.byQuantity') }));
    await userEvent.type(form.getByLabelText(t('otc:order.quantity')), '250');
    await waitFor(() => expect(form.getByTestId('otc-order-amount')).toHaveTextContent('252.50'));
    await userEvent.click(form.getByRole('button', { name: t('otc:order.all') }));
    // The most it takes: its 5,000 USD maximum (what is left is worth more).
    await waitFor(() =>
      expect(form.getByLabelText(t('otc:order.quantity'))).toHaveValue('4950.49504950'),
    );
  },
};

/** "Please enter the amount or quantity"; below the minimum; above the maximum; above what is left. */
export const OrderValidation: Story = {
  play: async ({ canvasElement }) => {
    let form = await openOrder(canvasElement);
    const submit = () => userEvent.click(form.getByRole('button', { name: buyAction() }));
    const amount = () => form.getByLabelText(t('otc:order.amount'));
    await submit();
    await expect(await form.findByText(t('otc:validation.orderRequired'))).toBeVisible();
    await userEvent.type(amount(), '50');
    await expect(await form.findByText(t('otc:validation.belowMin'))).toBeVisible();
    await userEvent.clear(amount());
    await userEvent.type(amount(), '6000');
    await expect(await form.findByText(t('otc:validation.aboveMax'))).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: t('common:actions.close') }));
    // nova_fx has 95 USDT left (97.85 USD) but takes orders up to 100 USD.
    form = await openOrder(canvasElement, 15);
    await userEvent.type(amount(), '99');
    await submit();
    await expect(await form.findByText(t('otc:validation.aboveRemaining'))).toBeVisible();
    await expect(sent.last).toEqual({});
  },
};

/** A valid order is placed and the user lands on its detail page. */
export const OrderPlaced: Story = {
  play: async ({ canvasElement }) => {
    const form = await openOrder(canvasElement);
    await userEvent.type(form.getByLabelText(t('otc:order.amount')), '252.5');
    await userEvent.click(form.getByRole('button', { name: buyAction() }));
    await expectLocation(pageOf(canvasElement), '/pages/otc/detail?id=501');
    await expect(sent.last).toEqual({ ad_id: '11', amount: '252.5' });
  },
};

/** Keyboard only: Enter on the ad's Buy button, Tab to the amount in the sheet, type, Enter on Buy. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByTestId('otc-ad-11');
    await fillByKeyboard([{ to: takeButton(canvas, 11), type: '{Enter}', maxTabs: 30 }]);
    const form = await sheet(canvasElement, buyAction());
    await form.findByRole('form', { name: buyAction() });
    await fillByKeyboard(
      [
        { to: form.getByLabelText(t('otc:order.amount')), type: '252.5', maxTabs: 8 },
        { to: form.getByRole('button', { name: buyAction() }), type: '{Enter}', maxTabs: 6 },
      ],
      { fromTop: false },
    );
    await expectLocation(pageOf(canvasElement), '/pages/otc/detail?id=501');
    await expect(sent.last).toEqual({ ad_id: '11', amount: '252.5' });
  },
};

/** No basic KYC: the sheet says "Please complete KYC Verification first" and leads to verification. */
export const KycNotDone: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.kyc(KYC_NONE));
  },
  play: async ({ canvasElement }) => {
    const form = await openSheet(canvasElement);
    await expect(await form.findByText(t('otc:gate.kyc'))).toBeVisible();
    await expect(form.queryByLabelText(t('otc:order.amount'))).toBeNull();
    await userEvent.click(form.getByRole('button', { name: t('otc:gate.kycAction') }));
    await expectLocation(pageOf(canvasElement), '/pages/verification/index');
  },
};

export const KycUnderReview: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.kyc(KYC_PENDING));
  },
  play: async ({ canvasElement }) => {
    const form = await openSheet(canvasElement);
    await expect(await form.findByText(t('otc:gate.kycPending'))).toBeVisible();
  },
};

/** Selling to a buy ad needs one of its methods bound to receive the money. */
export const SellNeedsBoundMethod: Story = {
  parameters: { route: 'pages/otc/index?tab=sell' },
  beforeEach({ msw }) {
    msw.use(handlers.cashInfo({ bank: null, alipay: null, wechat: null }));
  },
  play: async ({ canvasElement }) => {
    const form = await openSheet(canvasElement, 22, sellAction());
    await expect(await form.findByText(t('otc:order.bindFirst'))).toBeVisible();
    await expect(form.queryByRole('button', { name: sellAction() })).toBeNull();
    await userEvent.click(form.getByRole('link', { name: t('otc:order.bindAction') }));
    await expectLocation(pageOf(canvasElement), '/pages/bankbind/index');
  },
};

/** The entries to the user's side; the margin opens in a modal sheet, which takes the focus and
 * gives it back to its entry on closing. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    const entry = await canvas.findByRole('button', { name: t('otc:entry.margin') });
    await userEvent.click(entry);
    const dialog = await bodyOf(canvasElement).findByRole('dialog', {
      name: t('otc:margin.title'),
    });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(entry.closest('[inert]')).not.toBeNull();
    const margin = within(dialog);
    await expect(await margin.findByText(t('otc:margin.blockedAds'))).toBeVisible();
    await userEvent.click(margin.getByRole('button', { name: t('common:actions.close') }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(entry).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: t('otc:entry.publish') }));
    await expectLocation(canvas, '/pages/otc/mylist?publish=1');
  },
};
