import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillByKeyboard, tabTo } from '../../src/components/storybook/keyboard';
import type { OtcOrder } from '../../src/api/generated/model';
import OrderDetailPage from '../../src/features/otc/pages/OrderDetailPage';
import * as o from './fixtures';
import {
  baseHandlers,
  bodyOf,
  handlers,
  pageOf,
  photo,
  refuse,
  sent,
  sheet,
  t,
  uploadOk,
} from './fixtures';
import { uploadPhoto } from '../../src/components/storybook/uploads';

const meta = {
  title: 'Pages/OTC/Order detail',
  component: OrderDetailPage,
  parameters: { route: 'pages/otc/detail?id=501', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    sent.last = {};
    msw.use(
      ...baseHandlers(),
      handlers.order(o.buyerToPay),
      handlers.pay,
      handlers.confirm,
      handlers.cancelOrder,
      handlers.appeal,
      uploadOk,
    );
  },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const showing = (order: () => OtcOrder): Pick<Story, 'beforeEach' | 'parameters'> => ({
  parameters: { route: `pages/otc/detail?id=${order().id}` },
  beforeEach({ msw }) {
    msw.use(handlers.order(order));
  },
});
const status = async (canvas: Canvas, key: string) =>
  expect(await canvas.findByRole('heading', { level: 2, name: key })).toBeVisible();
const actions = (canvas: Canvas) => canvas.queryByRole('group', { name: t('otc:action.title') });
const noActions = async (canvas: Canvas) => expect(actions(canvas)).toBeNull();

/** Buyer, to be paid: the countdown, where to pay (with copy buttons and the QR code), cancel or "I have paid". */
export const BuyerToPay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.to_be_paid'));
    await expect(canvas.getByRole('timer')).toHaveTextContent(/1[12]:\d\d/);
    await expect(canvas.getByText('6222 0212 3456 7890')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: t('common:copy.label', { what: t('otc:receiving.card') }),
      }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('img', {
        name: t('otc:receiving.qrOf', { kind: t('otc:payKind.alipay') }),
      }),
    ).toBeVisible();
    for (const label of [
      'otc:detail.orderNo',
      'otc:detail.orderTime',
      'otc:detail.buyer',
      'otc:detail.seller',
      'otc:detail.price',
      'otc:detail.amount',
      'otc:detail.quantity',
      'otc:detail.limits',
      'otc:detail.fee',
      'otc:detail.receiveQuantity',
      'otc:detail.paymentMethod',
      'otc:detail.receivingMethod',
    ]) {
      // i18n-dynamic: the full literal 'otc:detail.*' keys of the list above
      await expect(canvas.getByText(t(label))).toBeVisible();
    }
    await expect(canvas.getByText('P2P202611220501')).toBeVisible();
    const group = within(actions(canvas)!);
    await expect(group.getByRole('button', { name: t('otc:action.cancel') })).toBeVisible();
    await expect(group.getByRole('button', { name: t('otc:action.paid') })).toBeVisible();
  },
};

/** "I have paid": the method and the voucher are required; then both are sent. */
export const BuyerMarksPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:action.paid') }));
    const form = await sheet(canvasElement, t('otc:pay.title'));
    await userEvent.click(form.getByRole('button', { name: t('otc:pay.submit') }));
    await expect(await form.findByText(t('otc:validation.paymentKindRequired'))).toBeVisible();
    await expect(form.getByText(t('otc:validation.voucherRequired'))).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: t('otc:payKind.bank') }));
    await uploadPhoto(form.getByLabelText(t('otc:pay.voucher')), photo('receipt.png'));
    await userEvent.click(form.getByRole('button', { name: t('otc:pay.submit') }));
    await expect(await bodyOf(canvasElement).findByText(t('otc:pay.done'))).toBeVisible();
    await expect(sent.last).toMatchObject({ id: '501', payment_kind: 'bank' });
    await expect(sent.last.voucher_upload_id).toBeTruthy();
    await status(canvas, t('otc:status.to_be_confirmed'));
  },
};

/** Keyboard only: Enter on "I have paid", Space on Bank, Tab to the voucher (the file chooser picks it), Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      {
        to: await canvas.findByRole('button', { name: t('otc:action.paid') }),
        type: '{Enter}',
        maxTabs: 30,
      },
    ]);
    const form = await sheet(canvasElement, t('otc:pay.title'));
    await fillByKeyboard(
      [{ to: form.getByRole('radio', { name: t('otc:payKind.bank') }), type: '{ }', maxTabs: 8 }],
      { fromTop: false },
    );
    const voucher = form.getByLabelText(t('otc:pay.voucher'));
    await tabTo(voucher);
    await uploadPhoto(voucher, photo('receipt.png'));
    await tabTo(form.getByRole('button', { name: t('otc:pay.submit') }));
    await userEvent.keyboard('{Enter}');
    // The sheet's request, before the message (the previous story's may still be showing).
    await waitFor(() => expect(sent.last).toMatchObject({ id: '501', payment_kind: 'bank' }));
    await expect(await bodyOf(canvasElement).findByText(t('otc:pay.done'))).toBeVisible();
    await expect(sent.last.voucher_upload_id).toBeTruthy();
    await status(canvas, t('otc:status.to_be_confirmed'));
  },
};

/** Cancelling asks first, then the order shows as cancelled. */
export const BuyerCancels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:action.cancel') }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await expect(dialog.getByText(t('otc:cancel.content'))).toBeVisible();
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: t('otc:cancel.confirm') })),
    );
    await status(canvas, t('otc:status.cancelled'));
    await expect(sent.last).toEqual({ id: '501' });
    await expect(canvas.getByText(t('otc:state.cancelledBuyer'))).toBeVisible();
  },
};

/** The time to pay has run out: no more paying; the order is about to be cancelled. */
export const BuyerPaymentTimeOver: Story = {
  ...showing(() => ({ ...o.buyerToPay(), pay_deadline: o.inMinutes(-1) })),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByRole('timer')).toHaveTextContent(t('otc:head.payOver'));
    await expect(canvas.getByText(t('otc:head.expiredHint'))).toBeVisible();
    await noActions(canvas);
  },
};

/** Buyer, paid: the seller has 20 minutes before the buyer may appeal, and the page says when. */
export const BuyerAppealNotYetAllowed: Story = {
  ...showing(o.buyerPaid),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.to_be_confirmed'));
    await expect(canvas.getByRole('timer')).toHaveTextContent(/(19|20):\d\d/);
    await expect(canvas.getByText(t('otc:state.waitRelease'))).toBeVisible();
    await noActions(canvas);
  },
};

/** Past `appeal_after`: the buyer appeals with a description (5 to 500 characters) and a voucher. */
export const BuyerAppeals: Story = {
  ...showing(o.buyerMayAppeal),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByRole('timer')).toHaveTextContent(t('otc:head.appealOpen'));
    await userEvent.click(canvas.getByRole('button', { name: t('otc:action.appeal') }));
    const form = await sheet(canvasElement, t('otc:appealForm.title'));
    await userEvent.type(form.getByLabelText(t('otc:appealForm.description')), 'Paid');
    await userEvent.click(form.getByRole('button', { name: t('otc:appealForm.submit') }));
    await expect(await form.findByText(t('otc:validation.descriptionShort'))).toBeVisible();
    await expect(form.getByText(t('otc:validation.voucherRequired'))).toBeVisible();
    await userEvent.type(
      form.getByLabelText(t('otc:appealForm.description')),
      ' 252.50 USD at 09:36, not released',
    );
    await uploadPhoto(form.getByLabelText(t('otc:appealForm.voucher')), photo('chat.png'));
    await userEvent.click(form.getByRole('button', { name: t('otc:appealForm.submit') }));
    await expect(await bodyOf(canvasElement).findByText(t('otc:appealForm.done'))).toBeVisible();
    await expect(sent.last).toMatchObject({
      id: '503',
      description: 'Paid 252.50 USD at 09:36, not released',
    });
  },
};

/** Seller, to be paid: waiting for the buyer, the seller's own accounts, nothing to do yet. */
export const SellerToPay: Story = {
  ...showing(o.sellerToPay),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.to_be_paid'));
    await expect(canvas.getByText(t('otc:state.waitPayment'))).toBeVisible();
    await expect(canvas.getByText(t('otc:receiving.titleSeller'))).toBeVisible();
    await noActions(canvas);
  },
};

/** Seller, paid: the payment method and voucher, release or appeal. */
export const SellerToConfirm: Story = {
  ...showing(o.sellerToConfirm),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.to_be_confirmed'));
    await expect(canvas.getByText(t('otc:state.checkAndRelease'))).toBeVisible();
    await expect(await canvas.findByRole('img', { name: t('otc:detail.voucher') })).toBeVisible();
    const group = within(actions(canvas)!);
    await expect(group.getByRole('button', { name: t('otc:action.release') })).toBeVisible();
    await expect(group.getByRole('button', { name: t('otc:action.appeal') })).toBeVisible();
  },
};

/** Releasing takes the 6-digit fund password. */
export const SellerReleases: Story = {
  ...showing(o.sellerToConfirm),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:action.release') }));
    const form = await sheet(canvasElement, t('otc:confirm.title'));
    await userEvent.click(await form.findByRole('button', { name: t('otc:confirm.submit') }));
    await expect(await form.findByText(t('otc:validation.fundPasswordDigits'))).toBeVisible();
    await userEvent.click(form.getByRole('textbox', { name: t('otc:confirm.fundPassword') }));
    await userEvent.keyboard('135790');
    await userEvent.click(form.getByRole('button', { name: t('otc:confirm.submit') }));
    await expect(await bodyOf(canvasElement).findByText(t('otc:confirm.done'))).toBeVisible();
    await expect(sent.last).toEqual({ id: '602', fund_password: '135790' });
    await status(canvas, t('otc:status.confirmed'));
  },
};

/** The step-up sheet: with the authenticator on, releasing takes the fund password and its code. */
export const SellerReleasesWithStepUp: Story = {
  ...showing(o.sellerToConfirm),
  beforeEach({ msw }) {
    msw.use(
      handlers.order(o.sellerToConfirm),
      http.get('/api/security/authenticator', () =>
        HttpResponse.json({
          code: 1,
          type: 'ok',
          message: 'OK',
          data: { enabled: true, enabled_at: '2026-10-02T09:30:00Z', recovery_codes_left: 10 },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:action.release') }));
    const form = await sheet(canvasElement, t('otc:confirm.title'));
    await userEvent.click(
      await form.findByRole('textbox', { name: t('otc:confirm.fundPassword') }),
    );
    await userEvent.keyboard('135790');
    const code = await form.findByLabelText(t('form:secondFactor.code'));
    await userEvent.click(form.getByRole('button', { name: t('otc:confirm.submit') }));
    await expect(await form.findByText(t('form:validation.totpRequired'))).toBeVisible();
    await userEvent.type(code, '246810');
    await userEvent.click(form.getByRole('button', { name: t('otc:confirm.submit') }));
    await expect(await bodyOf(canvasElement).findByText(t('otc:confirm.done'))).toBeVisible();
    await expect(sent.last).toEqual({ id: '602', fund_password: '135790', totp_code: '246810' });
  },
};

/** Keyboard only: Enter on Release, Tab to the fund password and type it, Enter on Confirm. */
export const KeyboardRelease: Story = {
  ...showing(o.sellerToConfirm),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      {
        to: await canvas.findByRole('button', { name: t('otc:action.release') }),
        type: '{Enter}',
        maxTabs: 30,
      },
    ]);
    const form = await sheet(canvasElement, t('otc:confirm.title'));
    await fillByKeyboard(
      [
        {
          to: await form.findByRole('textbox', { name: t('otc:confirm.fundPassword') }),
          type: '135790',
          maxTabs: 8,
        },
        { to: form.getByRole('button', { name: t('otc:confirm.submit') }), type: '{Enter}' },
      ],
      { fromTop: false },
    );
    // The sheet's request, before the message (the previous story's may still be showing).
    await waitFor(() => expect(sent.last).toEqual({ id: '602', fund_password: '135790' }));
    await expect(await bodyOf(canvasElement).findByText(t('otc:confirm.done'))).toBeVisible();
    await status(canvas, t('otc:status.confirmed'));
  },
};

/** Keyboard only: Enter on Appeal, Tab to the description and type, Tab to the voucher, Enter. */
export const KeyboardAppeal: Story = {
  ...showing(o.buyerMayAppeal),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByRole('timer')).toHaveTextContent(t('otc:head.appealOpen'));
    await fillByKeyboard([
      {
        to: canvas.getByRole('button', { name: t('otc:action.appeal') }),
        type: '{Enter}',
        maxTabs: 30,
      },
    ]);
    const form = await sheet(canvasElement, t('otc:appealForm.title'));
    await fillByKeyboard(
      [
        {
          to: form.getByLabelText(t('otc:appealForm.description')),
          type: 'Paid 252.50 USD at 09:36, not released',
          maxTabs: 8,
        },
      ],
      { fromTop: false },
    );
    const voucher = form.getByLabelText(t('otc:appealForm.voucher'));
    await tabTo(voucher);
    await uploadPhoto(voucher, photo('chat.png'));
    await tabTo(form.getByRole('button', { name: t('otc:appealForm.submit') }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent.last).toMatchObject({
        id: '503',
        description: 'Paid 252.50 USD at 09:36, not released',
      }),
    );
    await expect(await bodyOf(canvasElement).findByText(t('otc:appealForm.done'))).toBeVisible();
  },
};

/** A wrong fund password: the server's message, and the sheet stays open. */
export const SellerWrongFundPassword: Story = {
  ...showing(o.sellerToConfirm),
  beforeEach({ msw }) {
    msw.use(
      handlers.order(o.sellerToConfirm),
      refuse('confirm', 422, 1302, 'Incorrect fund password'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:action.release') }));
    const form = await sheet(canvasElement, t('otc:confirm.title'));
    await userEvent.click(
      await form.findByRole('textbox', { name: t('otc:confirm.fundPassword') }),
    );
    await userEvent.keyboard('111111');
    await userEvent.click(form.getByRole('button', { name: t('otc:confirm.submit') }));
    await expect(await bodyOf(canvasElement).findByText('Incorrect fund password')).toBeVisible();
    await expect(form.getByRole('button', { name: t('otc:confirm.submit') })).toBeVisible();
  },
};

/** Without a fund password the seller is sent to set one. */
export const SellerWithoutFundPassword: Story = {
  parameters: { route: 'pages/otc/detail?id=601' },
  beforeEach({ msw }) {
    msw.use(handlers.order(o.sellerToConfirm), handlers.fundPassword(false));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:action.release') }));
    const form = await sheet(canvasElement, t('otc:confirm.title'));
    await expect(await form.findByText(t('otc:confirm.noFundPassword'))).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: t('otc:confirm.setFundPassword') }));
    await o.expectLocation(canvas, '/pages/settings/security/changePayPassword');
  },
};

/** The seller disputes the payment. */
export const SellerAppeals: Story = {
  ...showing(o.sellerToConfirm),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('otc:action.appeal') }));
    const form = await sheet(canvasElement, t('otc:appealForm.title'));
    await expect(form.getByText(t('otc:appealForm.hintSeller'))).toBeVisible();
    await userEvent.type(
      form.getByLabelText(t('otc:appealForm.description')),
      'The money never arrived in my account.',
    );
    await uploadPhoto(form.getByLabelText(t('otc:appealForm.voucher')), photo('statement.png'));
    await userEvent.click(form.getByRole('button', { name: t('otc:appealForm.submit') }));
    await status(canvas, t('otc:status.seller_appealing'));
  },
};

const finished = (order: () => OtcOrder, statusKey: string, sentence: string): Story => ({
  ...showing(order),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    // i18n-dynamic: full literal 'otc:status.*' and 'otc:state.*' keys passed to finished() below
    await status(canvas, t(statusKey));
    const values = sentence === 'otc:state.doneBuyer' ? { quantity: '249.75', coin: 'USDT' } : {};
    // i18n-dynamic: the same keys
    await expect(canvas.getByText(t(sentence, values))).toBeVisible();
    await noActions(canvas);
  },
});

export const BuyerConfirmed = finished(
  o.buyerConfirmed,
  'otc:status.confirmed',
  'otc:state.doneBuyer',
);
export const SellerConfirmed = finished(
  o.sellerConfirmed,
  'otc:status.confirmed',
  'otc:state.doneSeller',
);
export const CancelledByBuyer = finished(
  o.cancelledByBuyer,
  'otc:status.cancelled',
  'otc:state.cancelledBuyer',
);
export const CancelledByTimeout = finished(
  o.cancelledByTimeout,
  'otc:status.cancelled',
  'otc:state.cancelledTimeout',
);

/** The seller appealed: the buyer sees the appeal under review. */
export const SellerAppealingBuyerView: Story = {
  ...showing(o.sellerAppealingBuyerView),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.seller_appealing'));
    await expect(canvas.getByText(t('otc:state.sellerAppealingBuyer'))).toBeVisible();
    await expect(canvas.getByText(t('otc:appeal.pending'))).toBeVisible();
    await expect(await canvas.findByRole('img', { name: t('otc:appeal.voucher') })).toBeVisible();
    await noActions(canvas);
  },
};

/** The seller's own appeal: they can still release, which settles it for the buyer. */
export const SellerAppealingSellerView: Story = {
  ...showing(o.sellerAppealingSellerView),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.seller_appealing'));
    await expect(canvas.getByText(/never reached my HSBC account/)).toBeVisible();
    await expect(
      within(actions(canvas)!).getByRole('button', { name: t('otc:action.release') }),
    ).toBeVisible();
  },
};

export const OvertimeAppealingBuyerView: Story = {
  ...showing(o.overtimeAppealingBuyerView),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.overtime_appealing'));
    await expect(canvas.getByText(t('otc:state.overtimeAppealingBuyer'))).toBeVisible();
    await noActions(canvas);
  },
};

export const OvertimeAppealingSellerView: Story = {
  ...showing(o.overtimeAppealingSellerView),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.overtime_appealing'));
    await expect(canvas.getByText(t('otc:state.overtimeAppealingSeller'))).toBeVisible();
    await expect(
      within(actions(canvas)!).getByRole('button', { name: t('otc:action.release') }),
    ).toBeVisible();
  },
};

/** Resolved for the buyer: released, the appeal and its decision are kept on the order. */
export const AppealResolvedForBuyer: Story = {
  ...showing(o.appealWonByBuyer),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.confirmed'));
    await expect(canvas.getByText(t('otc:state.appealForBuyer'))).toBeVisible();
    await expect(canvas.getByText(t('otc:appeal.forBuyer'))).toBeVisible();
  },
};

/** Resolved for the seller: cancelled by the appeal, the coins back. */
export const AppealResolvedForSeller: Story = {
  ...showing(o.appealWonBySeller),
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await status(canvas, t('otc:status.cancelled'));
    await expect(canvas.getByText(t('otc:state.cancelledAppeal'))).toBeVisible();
    await expect(canvas.getByText(t('otc:appeal.forSeller'))).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.orderMissing);
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('otc:detail.loadFailed'))).toBeVisible();
  },
};
