import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  enabledButton,
  enter,
  expectShown,
  imagesHandler,
  itemHandler,
  meHandler,
  ok,
  operatorAs,
  queueHandler,
  queuesHandler,
  reviewItem,
  t,
  withConsole,
} from './console';

// One item of a queue in full: what was submitted, by whom, every photo (full size, zoom and
// rotation), and the decision from the drawer.

const KYC = reviewItem({
  kind: 'kyc_basic',
  id: '12',
  summary: 'user 7: Somchai Jaidee, Thailand, TH1234567890',
  facts: [
    { key: 'name', value: 'Somchai Jaidee' },
    { key: 'country', value: 'Thailand' },
    { key: 'id_number', value: 'TH1234567890' },
    { key: 'contact', value: '+66 81 234 5678' },
  ],
  photos: [
    { key: 'id_front', image_id: 'FrontFrontFrontFront01' },
    { key: 'id_back', image_id: 'BackBackBackBackBack01' },
    { key: 'selfie', image_id: 'SelfieSelfieSelfie0001' },
  ],
});

const WITHDRAWAL = reviewItem({
  kind: 'withdraw',
  id: '7',
  summary: 'user 3: 1200 USDT by chain to TRC20 TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  user: { id: 3, email: 'mai@example.com', phone: '+66 812345678', kyc: 'basic' },
  facts: [
    { key: 'method', value: 'chain' },
    { key: 'currency', value: 'USDT' },
    { key: 'amount', value: '1200' },
    { key: 'fee', value: '1' },
    { key: 'receive', value: '1199' },
    { key: 'network', value: 'TRC20' },
    { key: 'address', value: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  ],
  warnings: [
    {
      key: 'unusual_amount',
      rule: 'multiple',
      params: { amount: '1200', symbol: 'USDT', times: '12', largest: '100', multiple: '3' },
      detail: '1200 USDT is 12x this user largest earlier paid-out USDT withdrawal (100 USDT)',
    },
  ],
  balances: [{ currency: 'USDT', available: '300', frozen: '1200' }],
  journal: [
    { at: '2026-11-24T09:30:00.000Z', kind: 'withdraw_freeze', currency: 'USDT', amount: '0' },
    { at: '2026-11-20T08:00:00.000Z', kind: 'deposit', currency: 'USDT', amount: '1500' },
  ],
});

const APPEAL = reviewItem({
  kind: 'otc_appeal',
  id: '31',
  status: 'seller_appealing',
  summary: 'order 31: seller appealed, 250 USDT at 7.2 CNY',
  user: null,
  facts: [
    { key: 'order_no', value: 'OTC2026112400031' },
    { key: 'side', value: 'buy' },
    { key: 'quantity', value: '250' },
    { key: 'appeal_description', value: 'No payment arrived in my account' },
  ],
  photos: [
    { key: 'payment_voucher', image_id: 'VoucherVoucherVouch001' },
    { key: 'appeal_voucher', image_id: 'EvidenceEvidenceEvid01' },
  ],
  timeline: [
    { at: '2026-11-24T08:00:00.000Z', event: 'created' },
    { at: '2026-11-24T08:05:00.000Z', event: 'paid' },
    { at: '2026-11-24T08:40:00.000Z', event: 'appealed_by_seller' },
  ],
  parties: [
    { role: 'buyer', user_id: 21, email: 'buyer@example.com', phone: null },
    { role: 'seller', user_id: 22, email: 'otc.harbor@example.com', phone: null },
    { role: 'appellant', user_id: 22, email: 'otc.harbor@example.com', phone: null },
  ],
});

const meta = {
  title: 'Console/Queue item',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/queues/kyc_basic' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(
      meHandler(operatorAs('reviewer')),
      queuesHandler(),
      imagesHandler,
      queueHandler('kyc_basic', [{ id: KYC.id, summary: KYC.summary }]),
      itemHandler(KYC),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () =>
  waitFor(() => {
    const element = document.body.querySelector<HTMLElement>('.ant-drawer-section');
    if (!element) throw new Error('no drawer yet');
    return element;
  });

/** A KYC application with every photo; one opens full size with zoom and rotation; approve. */
export const ItemWithPhotos: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/admin/queues/kyc_basic/12/approve', () => ok(null)));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText(KYC.summary));
    const panel = within(await drawer());
    await expect(await panel.findByText('TH1234567890')).toBeVisible();
    for (const key of ['id_front', 'id_back', 'selfie'])
      await expect(panel.getByRole('img', { name: t(`photo.${key}`) })).toBeVisible();
    await userEvent.click(panel.getByRole('img', { name: t('photo.id_back') }));
    const preview = await waitFor(() => {
      const element = document.body.querySelector<HTMLElement>('.ant-image-preview');
      if (!element) throw new Error('no preview yet');
      return element;
    });
    // the preview's toolbar: rotate and zoom
    await waitFor(() =>
      expect(preview.querySelectorAll('.ant-image-preview-actions-action').length).toBeGreaterThan(
        3,
      ),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await enabledButton(await drawer(), t('queue.approve')));
    const confirm = await within(document.body).findByRole('tooltip', {}, { timeout: 5000 });
    await userEvent.click(within(confirm).getByRole('button', { name: t('queue.approve') }));
    await expectShown(document.body, t('queue.approved', { id: '12' }));
  },
};

/** A withdrawal far above the user's usual: the warning, their balances and journal; paying it
 * out needs the payout reference. */
export const WithdrawalWithWarning: Story = {
  parameters: { consolePath: '/queues/withdraw' },
  beforeEach({ msw }) {
    let reference = '';
    msw.use(
      meHandler(operatorAs('finance')),
      queueHandler('withdraw', [{ id: WITHDRAWAL.id, summary: WITHDRAWAL.summary }]),
      itemHandler(WITHDRAWAL),
      http.post('/api/admin/withdrawals/7/approve', async ({ request }) => {
        reference = new URLSearchParams(await request.text()).get('payout_reference') ?? '';
        return reference ? ok(null) : Response.json({ code: 400, type: 'error' }, { status: 400 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText(WITHDRAWAL.summary));
    const panel = within(await drawer());
    await expectShown(
      document.body,
      t('warning.unusual_amount_multiple', WITHDRAWAL.warnings[0]!.params),
    );
    await expect(panel.getByText(t('item.balances'))).toBeVisible();
    await expect(panel.getByText('withdraw_freeze')).toBeVisible();
    await userEvent.click(await enabledButton(await drawer(), t('queue.approve')));
    const ok = () =>
      document.body.querySelector<HTMLElement>('.ant-modal-footer .ant-btn-primary')!;
    await waitFor(() => expect(ok()).toBeTruthy());
    await userEvent.click(ok());
    await expectShown(document.body, t('form.required'));
    await enter(
      await within(document.body).findByPlaceholderText(t('queue.payout_placeholder')),
      '0x3f9a5c0ffee',
    );
    await userEvent.click(ok());
    await expectShown(document.body, t('queue.approved', { id: '7' }));
  },
};

/** An OTC appeal: the order's timeline, both parties and who appealed, both vouchers. */
export const OtcAppeal: Story = {
  parameters: { consolePath: '/queues/otc_appeal' },
  beforeEach({ msw }) {
    msw.use(
      queueHandler('otc_appeal', [{ id: APPEAL.id, summary: APPEAL.summary }]),
      itemHandler(APPEAL),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText(APPEAL.summary));
    const panel = within(await drawer());
    await expect(await panel.findByText(t('item.timeline'))).toBeVisible();
    await expect(panel.getByText(new RegExp(t('event.appealed_by_seller')))).toBeVisible();
    await expect(panel.getByText(t('party.appellant'))).toBeVisible();
    await expect(panel.getByRole('img', { name: t('photo.payment_voucher') })).toBeVisible();
    await expect(panel.getByRole('img', { name: t('photo.appeal_voucher') })).toBeVisible();
    await expect(panel.getAllByText(t('status.seller_appealing')).length).toBeGreaterThan(0);
  },
};
