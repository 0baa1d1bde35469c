import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminOtcMerchant, AdminOtcMerchantDetail } from '../../src/admin/api/generated/model';
import {
  body,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  enter,
  expectNoButtons,
  expectShown,
  failure,
  LOADED,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  rowOfId,
  t,
  withConsole,
} from './console';

// OTC merchants (#/otc/merchants): the list with its status filter, an empty list, a load error,
// a merchant's detail with appeal history, the suspension dialog refusing a blank reason then
// suspending, and the read-only view of a reviewer.

const merchant = (m: Partial<AdminOtcMerchant>): AdminOtcMerchant => ({
  user_id: 42,
  nickname: 'SiamTrader',
  email: 'siam@example.com',
  margin_paid: true,
  margin_amount: '100',
  margin_currency: 'USDT',
  margin_paid_at: '2026-10-02T08:00:00.000Z',
  online_ads: 3,
  total_ads: 4,
  completed_orders: 128,
  completion_rate: '0.9697',
  appeals: 2,
  verified: true,
  verified_at: '2026-10-05T10:00:00.000Z',
  suspended: false,
  suspended_at: null,
  suspension_reason: null,
  ...m,
});
const MERCHANTS = [
  merchant({}),
  merchant({
    user_id: 31,
    nickname: 'QuickSwap',
    email: 'quick@example.com',
    online_ads: 0,
    completed_orders: 7,
    completion_rate: '0.5',
    appeals: 4,
    verified: false,
    verified_at: null,
    suspended: true,
    suspended_at: '2026-11-20T09:00:00.000Z',
    suspension_reason: 'Repeated fake payment receipts',
  }),
  merchant({
    user_id: 12,
    nickname: 'Newcomer',
    email: null,
    margin_paid: false,
    margin_amount: '0',
    margin_currency: null,
    margin_paid_at: null,
    online_ads: 0,
    total_ads: 1,
    completed_orders: 0,
    completion_rate: null,
    appeals: 0,
    verified: false,
    verified_at: null,
  }),
];
const APPEALS: AdminOtcMerchantDetail['appeal_history'] = [
  {
    order_id: 901,
    order_no: 'OTC20261121000901',
    role: 'seller',
    appealed_by: 'seller',
    description: 'The buyer sent a fake transfer receipt',
    created_at: '2026-11-21T07:30:00.000Z',
    resolution: null,
    resolved_at: null,
    order_status: 'seller_appealing',
  },
  {
    order_id: 655,
    order_no: 'OTC20261103000655',
    role: 'seller',
    appealed_by: 'buyer',
    description: 'Paid 40 minutes ago, the coins were not released',
    created_at: '2026-11-03T12:00:00.000Z',
    resolution: 'buyer',
    resolved_at: '2026-11-03T15:10:00.000Z',
    order_status: 'confirmed',
  },
];

/** The list (filtered by status) and every change, as the server answers them. */
const merchantHandlers = (all: AdminOtcMerchant[] = MERCHANTS) => {
  const items = all.map((m) => ({ ...m }));
  const find = (id: unknown) => items.find((m) => m.user_id === Number(id))!;
  const change = (patch: (m: AdminOtcMerchant, form: URLSearchParams) => void) =>
    (async ({ params, request }: { params: { id?: string }; request: Request }) => {
      const found = find(params.id);
      patch(found, new URLSearchParams(await request.text()));
      return ok(found as never);
    }) as never;
  return [
    http.get('/api/admin/otc/merchants', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'all';
      const shown = items.filter((m) => status === 'all' || m[status as 'verified' | 'suspended']);
      return ok({ items: shown, total: shown.length, page: 1, limit: 20 } as never);
    }),
    http.get('/api/admin/otc/merchants/:id', ({ params }) =>
      ok({ ...find(params.id), appeal_history: params.id === '42' ? APPEALS : [] } as never),
    ),
    http.post(
      '/api/admin/otc/merchants/:id/suspend',
      change((m, form) =>
        Object.assign(m, {
          suspended: true,
          suspended_at: '2026-11-26T12:00:00.000Z',
          suspension_reason: form.get('reason'),
          online_ads: 0,
        }),
      ),
    ),
    http.post(
      '/api/admin/otc/merchants/:id/unsuspend',
      change((m) =>
        Object.assign(m, { suspended: false, suspended_at: null, suspension_reason: null }),
      ),
    ),
    http.post(
      '/api/admin/otc/merchants/:id/verify',
      change((m) => Object.assign(m, { verified: true, verified_at: '2026-11-26T12:00:00.000Z' })),
    ),
    http.post(
      '/api/admin/otc/merchants/:id/unverify',
      change((m) => Object.assign(m, { verified: false, verified_at: null })),
    ),
  ];
};

const meta = {
  title: 'Console/OtcMerchants',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/otc/merchants' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...merchantHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = rowOfId;

/** Every merchant with margin, ads, completion rate, appeals and standing; the filter narrows. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('merchants.title') }, LOADED),
    ).toBeVisible();
    const siam = await rowOf(canvasElement, 42);
    await expect(within(siam).getByText('SiamTrader')).toBeVisible();
    await expect(within(siam).getByText('100 USDT')).toBeVisible();
    await expect(within(siam).getByText(t('merchants.ads', { online: 3, total: 4 }))).toBeVisible();
    await expect(within(siam).getByText('96.97 %')).toBeVisible();
    await expect(within(siam).getByText(t('merchants.tag.verified'))).toBeVisible();
    const quick = await rowOf(canvasElement, 31);
    await expect(within(quick).getByText(t('merchants.tag.suspended'))).toBeVisible();
    await expect(within(quick).getByText('Repeated fake payment receipts')).toBeVisible();
    await expect(
      within(quick).getByRole('button', { name: t('merchants.action.unsuspend') }),
    ).toBeVisible();
    await expect(
      within(await rowOf(canvasElement, 12)).getByText(t('merchants.margin_none')),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('merchants.nav') })).toBeVisible();

    const filter = canvasElement.querySelector<HTMLElement>('.ant-segmented')!;
    await userEvent.click(within(filter).getByText(t('merchants.filter.suspended')));
    await waitFor(() => expect(page.queryByRole('cell', { name: '42' })).toBeNull());
    await expect(await rowOf(canvasElement, 31)).toBeVisible();
  },
};

/** No merchant yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...merchantHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('merchants.empty'));
  },
};

/** The list cannot be loaded. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/admin/otc/merchants', () => failure(500, 500, 'Internal error')));
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByText(t('merchants.load_failed'))).toBeVisible(),
      LOADED,
    );
  },
};

/** A merchant's drawer: stats and every appeal on their orders, open and decided. */
export const DetailWithAppeals: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 42);
    await userEvent.click(within(row).getByRole('button', { name: t('merchants.details') }));
    const drawer = await body().findByRole('dialog');
    await expectShown(drawer, t('merchants.detail_title', { name: 'SiamTrader', id: 42 }));
    await expectShown(drawer, t('merchants.appeal.title', { n: 2 }));
    await expect(within(drawer).getByText('OTC20261121000901')).toBeVisible();
    await expect(within(drawer).getByText('The buyer sent a fake transfer receipt')).toBeVisible();
    await expect(within(drawer).getByText(t('merchants.appeal.open'))).toBeVisible();
    await expect(within(drawer).getByText(t('merchants.appeal.for_buyer'))).toBeVisible();
    await expect(within(drawer).getByText('128')).toBeVisible();
  },
};

/** Suspending asks for a reason (a blank one is refused), then the merchant shows suspended. */
export const SuspendDialog: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 42);
    await userEvent.click(within(row).getByRole('button', { name: t('merchants.action.suspend') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('merchants.suspend_title', { name: 'SiamTrader' }));
    await expectShown(dialog, t('merchants.suspend_hint', { n: 3 }));
    const submit = within(dialog).getByRole('button', { name: t('merchants.action.suspend') });
    await enter(within(dialog).getByLabelText(t('merchants.field.reason')), '   ');
    await userEvent.click(submit);
    await expectShown(dialog, t('merchants.error.reason_required'));
    await enter(
      within(dialog).getByLabelText(t('merchants.field.reason')),
      'Fake payment receipts',
    );
    await userEvent.click(submit);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(row).getByText(t('merchants.tag.suspended'))).toBeVisible());
    await expect(within(row).getByText('Fake payment receipts')).toBeVisible();
  },
};

/** A reviewer reads merchants and their appeals, but has no button to change them. */
export const ReadOnlyReviewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('reviewer')));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 42);
    await expectShown(canvasElement, t('merchants.read_only'));
    await expect(
      within(row).queryByRole('button', { name: t('merchants.action.suspend') }),
    ).toBeNull();
    await expectNoButtons(canvasElement, [
      t('merchants.action.verify'),
      t('merchants.action.unverify'),
    ]);
    await userEvent.click(within(row).getByRole('button', { name: t('merchants.details') }));
    const drawer = await body().findByRole('dialog');
    await expectShown(drawer, 'OTC20261121000901');
    await expect(
      within(drawer).queryByRole('button', { name: t('merchants.action.suspend') }),
    ).toBeNull();
  },
};
