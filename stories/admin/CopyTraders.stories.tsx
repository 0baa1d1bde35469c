import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminCopyFollow, AdminCopyTrader } from '../../src/admin/api/generated/model';
import {
  body,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectNoButtons,
  expectShown,
  fillFields,
  LOADED,
  loadErrorStory,
  loadingStory,
  meHandler,
  ok,
  openDialog,
  operatorAs,
  queuesHandler,
  rowWith,
  saveAndClose,
  t,
  withConsole,
} from './console';

// Copy-trading traders (#/products/copy): the list with follow orders in progress, the drawer
// with the settlement terms and the follow orders, the create and edit dialogs, values the form
// refuses, a refusal by the server, closing after confirmation, and the read-only view of a viewer.

const trader = (p: Partial<AdminCopyTrader>): AdminCopyTrader => ({
  id: 1,
  name: 'Aurora Quant',
  bio: 'Momentum on BTC, one position at a time.',
  currency_id: 1,
  currency: 'BTC',
  currency_listed: true,
  direction: 'long',
  period_days: 7,
  pay_currency: 'USDT',
  pay_decimals: 8,
  min_amount: '100',
  commission_rate: '0.1',
  sort: 1,
  state: 'open',
  open_follows: 3,
  ended_follows: 12,
  held_amount: '4500',
  ...p,
});
const TRADERS = [
  trader({}),
  trader({
    id: 2,
    name: 'Kestrel Capital',
    currency: 'SOL',
    direction: 'short',
    period_days: 3,
    commission_rate: '0.15',
    open_follows: 0,
    held_amount: '0',
  }),
  trader({ id: 3, name: 'Mistral Labs', currency: 'LTC', currency_listed: false, state: 'closed' }),
];

const follow = (p: Partial<AdminCopyFollow>): AdminCopyFollow => ({
  id: 41,
  user_id: 1007,
  status: 'ended',
  currency: 'BTC',
  direction: 'long',
  period_days: 7,
  commission_rate: '0.1',
  amount: '1000',
  opened_at: '2031-05-01T08:00:00Z',
  closes_at: '2031-05-08T08:00:00Z',
  open_price: '60000',
  close_price: '66000',
  return_rate: '0.1',
  profit: '90',
  commission: '10',
  payout: '1090',
  closed_at: '2031-05-08T08:00:00Z',
  ...p,
});
const FOLLOWS = [
  follow({
    id: 42,
    status: 'in_progress',
    close_price: null,
    return_rate: null,
    profit: null,
    commission: null,
    payout: null,
    closed_at: null,
  }),
  follow({}),
];

/** The list, the follow orders and every change; `refuse` answers a create or edit instead. */
const traderHandlers = (list = TRADERS, refuse?: () => Response) => {
  const items = list.map((p) => ({ ...p }));
  const save = async (request: Request, base: Partial<AdminCopyTrader>) => {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    return {
      ...form,
      period_days: Number(form.period_days),
      sort: Number(form.sort || 0),
      bio: form.bio || null,
      currency: String(form.currency).toUpperCase(),
      ...base,
    } as Partial<AdminCopyTrader>;
  };
  return [
    http.get('/api/admin/copy/traders', () => ok({ items } as never)),
    http.get('/api/admin/copy/traders/:id/follows', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const rows = FOLLOWS.filter((f) => !status || f.status === status);
      return ok({
        items: rows,
        total: rows.length,
        page: 1,
        limit: 10,
        open_follows: 1,
        ended_follows: 1,
      } as never);
    }),
    http.post('/api/admin/copy/traders', async ({ request }) => {
      if (refuse) return refuse();
      const created = trader({
        ...(await save(request, {})),
        id: 9,
        state: 'closed',
        open_follows: 0,
        ended_follows: 0,
        held_amount: '0',
      });
      items.push(created);
      return ok(created as never);
    }),
    http.put('/api/admin/copy/traders/:id', async ({ params, request }) => {
      if (refuse) return refuse();
      const found = items.find((p) => p.id === Number(params.id))!;
      Object.assign(found, await save(request, {}));
      return ok(found as never);
    }),
    http.post('/api/admin/copy/traders/:id/state', async ({ params, request }) => {
      const state = new URLSearchParams(await request.text()).get('state');
      const found = items.find((p) => p.id === Number(params.id))!;
      Object.assign(found, { state });
      return ok(found as never);
    }),
  ];
};

const meta = {
  title: 'Console/CopyTraders',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/products/copy' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...traderHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table row of the trader named `name`. */
const rowOf = (root: HTMLElement, name: string) => rowWith(root, name, 'tr a');
const openCreate = (root: HTMLElement) => openDialog(root, t('copytrade.create'));
const fill = (dialog: HTMLElement, values: Record<string, string>) =>
  fillFields(dialog, 'copytrade.field.', values);
const GOOD = {
  name: 'Osprey Fund',
  currency: 'ETH',
  period_days: '5',
  min_amount: '100',
  commission_rate: '0.1',
};

/** Every trader with its terms, state and follow orders; the menu has the section. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('copytrade.title') }, LOADED),
    ).toBeVisible();
    const first = await rowOf(canvasElement, 'Aurora Quant');
    await expect(within(first).getByText(t('copytrade.state.open'))).toBeVisible();
    await expect(within(first).getByText('10 %')).toBeVisible();
    await expect(
      within(first).getByText(t('copytrade.held', { n: 3, amount: '4500', currency: 'USDT' })),
    ).toBeVisible();
    const closed = await rowOf(canvasElement, 'Mistral Labs');
    await expect(within(closed).getByText(t('copytrade.delisted'))).toBeVisible();
    // A trader on a delisted coin cannot be opened.
    await expect(
      within(closed).getByRole('button', { name: t('copytrade.action.open') }),
    ).toBeDisabled();
    await expect(page.getByRole('link', { name: t('copytrade.nav') })).toBeVisible();
  },
};

/** No trader at all. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...traderHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('copytrade.empty'));
  },
};

/** The list is on its way. */
export const Loading: Story = loadingStory('/api/admin/copy/traders');

/** The list cannot be loaded. */
export const LoadError: Story = loadErrorStory('/api/admin/copy/traders', 'copytrade.load_failed');

/** The drawer: the settlement terms, a worked example, and the follow orders with their payout. */
export const SettlementTable: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Aurora Quant');
    await userEvent.click(within(row).getByRole('button', { name: t('copytrade.details') }));
    const drawer = await body().findByRole('dialog');
    await expectShown(drawer, t('copytrade.terms.title'));
    await expectShown(drawer, t('copytrade.terms.return_long'));
    await expectShown(drawer, t('copytrade.terms.commission', { rate: '10 %' }));
    // +10 % on 1000 USDT long: profit 100, commission 10, payout 1090.
    await expect(within(drawer).getByText('1090.00')).toBeVisible();
    await expectShown(drawer, t('copytrade.orders.counts', { open: 1, ended: 1 }));
    await expect(await within(drawer).findByText('66000', {}, LOADED)).toBeVisible();
    await expect(within(drawer).getByText('1090')).toBeVisible();
    await userEvent.click(within(drawer).getByText(t('copytrade.orders.ended')));
    await waitFor(() => expect(within(drawer).queryByText('42')).toBeNull());
  },
};

/** A new trader is created closed and shows in the list. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await expectShown(dialog, t('copytrade.created_hint'));
    await fill(dialog, GOOD);
    await saveAndClose(dialog, t('copytrade.save'));
    const row = await rowOf(canvasElement, 'Osprey Fund');
    await expect(within(row).getByText(t('copytrade.state.closed'))).toBeVisible();
  },
};

/** The form refuses what the server would: the pay coin, a commission of 1, too many decimals. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog, {
      ...GOOD,
      name: '',
      currency: 'usdt',
      period_days: '1.5',
      min_amount: '0.123456789',
      commission_rate: '1',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('copytrade.save') }));
    await expectShown(dialog, t('copytrade.error.name', { max: 60 }));
    await expectShown(dialog, t('copytrade.error.currency'));
    await expectShown(dialog, t('copytrade.error.period_days', { max: 365 }));
    await expectShown(dialog, t('copytrade.error.min_amount', { places: 8 }));
    await expectShown(dialog, t('copytrade.error.commission_rate'));
  },
};

const REFUSAL = 'A trader named Aurora Quant already exists';

/** A name already taken: the server's reason is shown on top of the dialog. */
export const ServerRejection: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...traderHandlers(TRADERS, () =>
        HttpResponse.json({ code: 2732, type: 'error', message: REFUSAL }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog, { ...GOOD, name: 'Aurora Quant' });
    await userEvent.click(within(dialog).getByRole('button', { name: t('copytrade.save') }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUSAL));
  },
};

/** Editing says open follow orders keep their terms; the new commission shows once saved. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Aurora Quant');
    await userEvent.click(within(row).getByRole('button', { name: t('copytrade.edit') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('copytrade.snapshot_hint', { n: 3 }));
    await fill(dialog, { commission_rate: '0.2' });
    await saveAndClose(dialog, t('copytrade.save'));
    await waitFor(() => expect(within(row).getByText('20 %')).toBeVisible(), LOADED);
  },
};

/** Closing asks first, says follow orders in progress run on, then shows the trader closed. */
export const CloseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Aurora Quant');
    await userEvent.click(within(row).getByRole('button', { name: t('copytrade.action.closed') }));
    const dialog = await body().findByRole('dialog', {}, LOADED);
    await waitFor(
      () =>
        expect(
          within(dialog).getByText(t('copytrade.confirm.closed', { name: 'Aurora Quant' }), {
            selector: '.ant-modal-confirm-title',
          }),
        ).toBeVisible(),
      LOADED,
    );
    await expectShown(dialog, t('copytrade.confirm_hint.closed', { n: 3 }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('copytrade.confirm_ok') }));
    await waitFor(
      () => expect(within(row).getByText(t('copytrade.state.closed'))).toBeVisible(),
      LOADED,
    );
  },
};

/** A viewer reads the traders and their drawer but has no button to change them. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Aurora Quant');
    await expectShown(canvasElement, t('copytrade.read_only'));
    await expectNoButtons(canvasElement, [
      t('copytrade.create'),
      t('copytrade.edit'),
      t('copytrade.action.closed'),
    ]);
    await userEvent.click(within(row).getByRole('button', { name: t('copytrade.details') }));
    const drawer = await body().findByRole('dialog');
    await expectShown(drawer, t('copytrade.terms.title'));
  },
};
