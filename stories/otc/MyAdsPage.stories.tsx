import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillByKeyboard, tabTo } from '../../src/components/storybook/keyboard';
import MyAdsPage from '../../src/features/otc/pages/MyAdsPage';
import {
  baseHandlers,
  bodyOf,
  expectLocation,
  handlers,
  KYC_NONE,
  MARGIN_PAID,
  MARGIN_UNPAID,
  MY_ADS,
  pageOf,
  sent,
  sheet,
  t,
} from './fixtures';

const meta = {
  title: 'Pages/OTC/My ads',
  component: MyAdsPage,
  parameters: { route: 'pages/otc/mylist', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    sent.last = {};
    msw.use(
      ...baseHandlers(),
      handlers.myAds(),
      handlers.bail(MARGIN_PAID),
      handlers.records(),
      handlers.transfer,
      handlers.refund,
      handlers.updateShow,
      handlers.cancelTrade,
      handlers.publish,
      handlers.edit,
    );
  },
} satisfies Meta<typeof MyAdsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const adOf = async (canvas: Canvas, id: number) =>
  within(await canvas.findByTestId(`otc-my-ad-${id}`));
const action = (ad: Canvas, name: string, id: number) =>
  // i18n-dynamic: `name` is one of the full literal 'otc:myAds.*' keys passed at the call sites
  ad.getByRole('button', { name: t('otc:myAds.actionLabel', { action: t(name), id }) });
/** Confirms antd's dialog (the newest one: a sheet may be open below it). */
/** Clicks `button` in the confirmation dialog; with `title`, in the dialog that shows it (a sheet
 * under it may be a dialog with the same button, and the confirmation opens a moment later). */
async function confirmIn(canvasElement: HTMLElement, button: string, title?: string) {
  const body = bodyOf(canvasElement);
  const dialog = title
    ? within((await body.findByText(title)).closest<HTMLElement>('[role="dialog"]')!)
    : within((await body.findAllByRole('dialog')).at(-1)!);
  await waitFor(() => userEvent.click(dialog.getByRole('button', { name: button })));
}

/**
 * My posts with the margin paid: the refund is blocked while an ad is online, and says why.
 * Online ads can be unpublished or deleted; only offline ones can be edited.
 */
export const MyAds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('otc:margin.blockedAds'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('otc:margin.refund') })).toBeDisabled();
    const online = await adOf(canvas, 13);
    await expect(online.getByText(t('otc:adStatus.online'))).toBeVisible();
    await expect(
      online.getByRole('progressbar', { name: t('otc:myAds.remaining') }),
    ).toHaveAttribute('aria-valuenow', '60');
    await expect(
      online.queryByRole('button', {
        name: t('otc:myAds.actionLabel', { action: t('otc:myAds.edit'), id: 13 }),
      }),
    ).toBeNull();
    const offline = await adOf(canvas, 14);
    await expect(action(offline, 'otc:myAds.edit', 14)).toBeVisible();
    await expect(action(offline, 'otc:myAds.publish', 14)).toBeVisible();
  },
};

export const OfflineFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await adOf(canvas, 13);
    await userEvent.click(canvas.getByRole('tab', { name: t('otc:adStatus.offline') }));
    await waitFor(() => expect(canvas.queryByTestId('otc-my-ad-13')).toBeNull());
    await expect(await canvas.findByTestId('otc-my-ad-14')).toBeVisible();
  },
};

export const Unpublish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(action(await adOf(canvas, 13), 'otc:myAds.unpublish', 13));
    await expect(await bodyOf(canvasElement).findByText(t('otc:myAds.unpublished'))).toBeVisible();
    await expect(sent.last).toEqual({ id: '13', show: '0' });
  },
};

export const Publish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(action(await adOf(canvas, 14), 'otc:myAds.publish', 14));
    await expect(await bodyOf(canvasElement).findByText(t('otc:myAds.published'))).toBeVisible();
    await expect(sent.last).toEqual({ id: '14', show: '1' });
  },
};

/** Deleting asks first and says the held coins go back. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(action(await adOf(canvas, 13), 'otc:myAds.delete', 13));
    await expect(
      await bodyOf(canvasElement).findByText(t('otc:myAds.deleteSell', { coin: 'USDT' })),
    ).toBeVisible();
    await confirmIn(canvasElement, t('otc:myAds.delete'));
    await expect(await bodyOf(canvasElement).findByText(t('otc:myAds.deleted'))).toBeVisible();
    await expect(sent.last).toEqual({ id: '13' });
  },
};

/** Editing an offline ad: the form comes filled in; side and coin stay. */
export const EditOffline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(action(await adOf(canvas, 14), 'otc:myAds.edit', 14));
    const form = await sheet(canvasElement, t('otc:form.editTitle'));
    const price = await form.findByLabelText(t('otc:form.price', { legal: 'USD' }));
    await expect(price).toHaveValue('0.99');
    await expect(form.queryByRole('tab', { name: t('otc:form.sideSell') })).toBeNull();
    await userEvent.clear(price);
    await userEvent.type(price, '0.995');
    await userEvent.click(form.getByRole('button', { name: t('otc:form.save') }));
    await expect(await bodyOf(canvasElement).findByText(t('otc:form.saved'))).toBeVisible();
    await expect(sent.last).toMatchObject({
      id: '14',
      price: '0.995',
      quantity: '2000',
      min_amount: '100',
      max_amount: '2000',
      pay_kinds: 'bank',
    });
  },
};

/** No margin and no ads yet: the card explains the margin and offers to pay it, after confirming. */
export const NoMarginPaid: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.bail(MARGIN_UNPAID), handlers.myAds([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('otc:myAds.empty'))).toBeVisible();
    await expect(await canvas.findByText(t('otc:margin.statusUnpaid'))).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:margin.pay') }));
    await expect(
      await bodyOf(canvasElement).findByText(
        t('otc:margin.payContent', { amount: '500', coin: 'USDT' }),
      ),
    ).toBeVisible();
    await confirmIn(canvasElement, t('otc:margin.pay'));
    await expect(await bodyOf(canvasElement).findByText(t('otc:margin.paid'))).toBeVisible();
    await expect(await canvas.findByText(t('otc:margin.statusPaid'))).toBeVisible();
  },
};

/** Not enough in the spot account: "Insufficient balance", with the way to deposit. */
export const MarginBalanceShort: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.bail({ ...MARGIN_UNPAID, available: '120' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('otc:margin.short'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('otc:margin.pay') })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: t('otc:margin.deposit') })).toBeVisible();
  },
};

/** Paid, nothing online: the margin can be refunded after confirming. */
export const RefundMargin: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.bail({ ...MARGIN_PAID, refund_blocker: null }), handlers.myAds([MY_ADS[1]!]));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:margin.refund') }));
    await confirmIn(canvasElement, t('otc:margin.refund'));
    await expect(await bodyOf(canvasElement).findByText(t('otc:margin.refunded'))).toBeVisible();
  },
};

/** Open orders on the ads also block the refund. */
export const RefundBlockedByOrders: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.bail({ ...MARGIN_PAID, refund_blocker: 'open_orders' }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await pageOf(canvasElement).findByText(t('otc:margin.blockedOrders')),
    ).toBeVisible();
  },
};

export const MarginRecords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:margin.records') }));
    const records = await sheet(canvasElement, t('otc:margin.records'));
    await expect(await records.findAllByText(t('otc:margin.kindPay'))).toHaveLength(2);
    await expect(records.getByText(t('otc:margin.kindRefund'))).toBeVisible();
  },
};

/** The publish form (from "Post an ad"), with the reference price and the bound methods only for a sell ad. */
export const PublishForm: Story = {
  parameters: { route: 'pages/otc/mylist?publish=1' },
  play: async ({ canvasElement }) => {
    const form = await sheet(canvasElement, t('otc:form.publishTitle'));
    await expect(await form.findByLabelText(t('otc:form.price', { legal: 'USD' }))).toBeVisible();
    await expect(form.getByText(/1\.0003/)).toBeVisible();
    await expect(await form.findByText(t('otc:form.notBound'))).toBeVisible();
    await expect(form.getByRole('checkbox', { name: t('otc:payKind.bank') })).toBeEnabled();
    await expect(
      form.getByRole('checkbox', { name: new RegExp(t('otc:payKind.wechat')) }),
    ).toBeDisabled();
    await expect(form.getByRole('link', { name: t('otc:form.bindAction') })).toBeVisible();
  },
};

/** A buy ad pays out of the advertiser's pocket: every method can be offered. */
export const PublishBuyAd: Story = {
  parameters: { route: 'pages/otc/mylist?publish=1' },
  play: async ({ canvasElement }) => {
    const form = await sheet(canvasElement, t('otc:form.publishTitle'));
    await expect(await form.findByText(t('otc:form.notBound'))).toBeVisible();
    await userEvent.click(form.getByRole('tab', { name: t('otc:form.sideBuy') }));
    await expect(form.getByRole('checkbox', { name: t('otc:payKind.wechat') })).toBeEnabled();
    await expect(form.queryByText(t('otc:form.frozenHint'))).toBeNull();
  },
};

/** Everything is required; min <= max; min <= price x quantity. */
export const PublishValidation: Story = {
  parameters: { route: 'pages/otc/mylist?publish=1' },
  play: async ({ canvasElement }) => {
    const form = await sheet(canvasElement, t('otc:form.publishTitle'));
    await form.findByLabelText(t('otc:form.price', { legal: 'USD' }));
    await userEvent.click(form.getByRole('button', { name: t('otc:form.publish') }));
    for (const key of [
      'otc:validation.priceRequired',
      'otc:validation.quantityRequired',
      'otc:validation.minRequired',
      'otc:validation.maxRequired',
      'otc:validation.payKindsRequired',
    ]) {
      // i18n-dynamic: the full literal 'otc:validation.*' keys of the list above
      await expect(await form.findByText(t(key))).toBeVisible();
    }
    await userEvent.type(form.getByLabelText(t('otc:form.price', { legal: 'USD' })), '1.01');
    await userEvent.type(form.getByLabelText(t('otc:form.quantity', { coin: 'USDT' })), '50');
    await userEvent.type(form.getByLabelText(t('otc:form.min')), '200');
    await userEvent.type(form.getByLabelText(t('otc:form.max')), '100');
    await expect(await form.findByText(t('otc:validation.minAboveMax'))).toBeVisible();
    await userEvent.clear(form.getByLabelText(t('otc:form.max')));
    await userEvent.type(form.getByLabelText(t('otc:form.max')), '500');
    await expect(await form.findByText(t('otc:validation.minAboveWorth'))).toBeVisible();
    // The platform's order limits are shown, and an ad beyond them is refused before it is sent.
    await expect(form.getByTestId('otc-platform-limits')).toHaveTextContent(
      `${t('otc:form.platformLimits')} 0.01 – 1,000,000.00USD`,
    );
    await userEvent.clear(form.getByLabelText(t('otc:form.max')));
    await userEvent.type(form.getByLabelText(t('otc:form.max')), '2000000');
    await expect(await form.findByText(t('otc:validation.abovePlatformMax'))).toBeVisible();
    await expect(sent.last).toEqual({});
  },
};

/** A complete sell ad is published. */
export const Published: Story = {
  parameters: { route: 'pages/otc/mylist?publish=1' },
  play: async ({ canvasElement }) => {
    const form = await sheet(canvasElement, t('otc:form.publishTitle'));
    await userEvent.type(await form.findByLabelText(t('otc:form.price', { legal: 'USD' })), '1.01');
    await userEvent.type(form.getByLabelText(t('otc:form.quantity', { coin: 'USDT' })), '1000');
    await userEvent.type(form.getByLabelText(t('otc:form.min')), '100');
    await userEvent.type(form.getByLabelText(t('otc:form.max')), '1000');
    await userEvent.click(form.getByRole('checkbox', { name: t('otc:payKind.alipay') }));
    await userEvent.click(form.getByRole('checkbox', { name: t('otc:payKind.bank') }));
    await waitFor(() => expect(form.getByTestId('otc-ad-worth')).toHaveTextContent('1,010.00'));
    await userEvent.click(form.getByRole('button', { name: t('otc:form.publish') }));
    await expect(await bodyOf(canvasElement).findByText(t('otc:form.published'))).toBeVisible();
    await expect(sent.last).toEqual({
      side: 'sell',
      currency_id: '3',
      price: '1.01',
      quantity: '1000',
      min_amount: '100',
      max_amount: '1000',
      pay_kinds: 'bank,alipay',
    });
    await expectLocation(pageOf(canvasElement), /\/pages\/otc\/mylist$/);
  },
};

/** Keyboard only: Tab to each field and type, Space on Bank and Alipay, Enter on Publish. */
export const Keyboard: Story = {
  parameters: { route: 'pages/otc/mylist?publish=1' },
  play: async ({ canvasElement }) => {
    const form = await sheet(canvasElement, t('otc:form.publishTitle'));
    await fillByKeyboard(
      [
        {
          to: await form.findByLabelText(t('otc:form.price', { legal: 'USD' })),
          type: '1.01',
          maxTabs: 8,
        },
        { to: form.getByLabelText(t('otc:form.quantity', { coin: 'USDT' })), type: '1000' },
        { to: form.getByLabelText(t('otc:form.min')), type: '100' },
        { to: form.getByLabelText(t('otc:form.max')), type: '1000' },
        { to: form.getByRole('checkbox', { name: t('otc:payKind.bank') }), type: '{ }' },
        { to: form.getByRole('checkbox', { name: t('otc:payKind.alipay') }), type: '{ }' },
      ],
      { fromTop: false },
    );
    await waitFor(() => expect(form.getByTestId('otc-ad-worth')).toHaveTextContent('1,010.00'));
    await tabTo(form.getByRole('button', { name: t('otc:form.publish') }));
    await userEvent.keyboard('{Enter}');
    // The request, before the message (the previous story's may still be showing).
    await waitFor(() =>
      expect(sent.last).toEqual({
        side: 'sell',
        currency_id: '3',
        price: '1.01',
        quantity: '1000',
        min_amount: '100',
        max_amount: '1000',
        pay_kinds: 'bank,alipay',
      }),
    );
    await expect(await bodyOf(canvasElement).findByText(t('otc:form.published'))).toBeVisible();
    await expectLocation(pageOf(canvasElement), /\/pages\/otc\/mylist$/);
  },
};

/** "A margin must be paid before publishing": the form is replaced by the way to pay it. */
export const PublishNeedsMargin: Story = {
  parameters: { route: 'pages/otc/mylist?publish=1' },
  beforeEach({ msw }) {
    msw.use(...handlers.marginUntilPaid());
  },
  play: async ({ canvasElement }) => {
    const form = await sheet(canvasElement, t('otc:form.publishTitle'));
    await expect(await form.findByText(t('otc:form.marginFirst'))).toBeVisible();
    await expect(form.queryByLabelText(t('otc:form.price', { legal: 'USD' }))).toBeNull();
    await userEvent.click(await form.findByRole('button', { name: t('otc:margin.pay') }));
    await confirmIn(canvasElement, t('otc:margin.pay'), t('otc:margin.payTitle'));
    // Paid: the margin is asked for again before the form shows (seconds on a busy machine).
    await expect(
      await form.findByLabelText(t('otc:form.price', { legal: 'USD' }), {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const PublishKycNotDone: Story = {
  parameters: { route: 'pages/otc/mylist?publish=1' },
  beforeEach({ msw }) {
    msw.use(handlers.kyc(KYC_NONE));
  },
  play: async ({ canvasElement }) => {
    const form = await sheet(canvasElement, t('otc:form.publishTitle'));
    await expect(await form.findByText(t('otc:gate.kyc'))).toBeVisible();
  },
};
