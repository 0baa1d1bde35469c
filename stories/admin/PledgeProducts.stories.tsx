import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminPledgeProduct } from '../../src/admin/api/generated/model';
import {
  body,
  confirmRowAction,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectNoButtons,
  expectRefusal,
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

// Pledge products (#/products/pledge): the list with rate, limits, state and active pledges; no
// product; loading; a load error; the create dialog (refused by the form, then by the server,
// then created closed); an edit saying active pledges keep their terms; closing after a
// confirmation; the read-only view of a viewer.

const product = (p: Partial<AdminPledgeProduct>): AdminPledgeProduct => ({
  id: 1,
  currency_id: 3,
  currency: 'USDT',
  coin_listed: true,
  decimals: 8,
  days: 7,
  daily_rate: '0.0015',
  total_rate: '0.0105',
  min_amount: '100',
  max_amount: '100000',
  sort: 1,
  state: 'open',
  active_pledges: 5,
  staked: '25000',
  ...p,
});
const PRODUCTS = [
  product({}),
  product({
    id: 2,
    days: 30,
    daily_rate: '0.002',
    total_rate: '0.06',
    min_amount: '500',
    max_amount: '200000',
  }),
  product({
    id: 3,
    currency_id: 2,
    currency: 'ETH',
    days: 15,
    daily_rate: '0.0012',
    total_rate: '0.018',
    min_amount: '0.1',
    max_amount: '100',
    state: 'closed',
    active_pledges: 0,
    staked: '0',
  }),
];

/** The list and every change; `refuse` answers a create instead of saving it. */
const productHandlers = (all: AdminPledgeProduct[] = PRODUCTS, refuse?: () => Response) => {
  const items = all.map((p) => ({ ...p }));
  const find = (id: unknown) => items.find((p) => p.id === Number(id))!;
  const formOf = async (request: Request) =>
    Object.fromEntries(new URLSearchParams(await request.text()));
  const terms = (form: Record<string, string>) => ({
    ...form,
    days: Number(form.days),
    sort: Number(form.sort),
    total_rate: String(Number(form.daily_rate) * Number(form.days)),
  });
  return [
    http.get('/api/admin/products/pledge', () => ok({ items } as never)),
    http.post('/api/admin/products/pledge', async ({ request }) => {
      if (refuse) return refuse();
      const created = product({
        ...terms(await formOf(request)),
        id: 9,
        state: 'closed',
        active_pledges: 0,
        staked: '0',
      } as never);
      items.push(created);
      return ok(created as never);
    }),
    http.put('/api/admin/products/pledge/:id', async ({ params, request }) => {
      const found = find(params.id);
      Object.assign(found, terms(await formOf(request)));
      return ok(found as never);
    }),
    http.post('/api/admin/products/pledge/:id/state', async ({ params, request }) => {
      const found = find(params.id);
      found.state = (await formOf(request)).state as AdminPledgeProduct['state'];
      return ok(found as never);
    }),
  ];
};

const meta = {
  title: 'Console/PledgeProducts',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/products/pledge' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...productHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const nameOf = (currency: string, days: number) => t('mining.value.product', { currency, days });
const rowOf = (root: HTMLElement, currency: string, days: number) =>
  rowWith(root, nameOf(currency, days));
const openCreate = (root: HTMLElement) => openDialog(root, t('mining.create_pledge'));
const fill = (dialog: HTMLElement, values: Record<string, string>) =>
  fillFields(dialog, 'mining.field.', values);
const GOOD = {
  currency: 'BTC',
  days: '30',
  daily_rate: '0.001',
  min_amount: '0.01',
  max_amount: '10',
};

/** Every product with its terms, state and active pledges; the menu has the section. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('mining.pledge_title') }, LOADED),
    ).toBeVisible();
    const first = await rowOf(canvasElement, 'USDT', 7);
    await expect(
      within(first).getByText(t('mining.value.rate', { daily: '0.15 %', total: '1.05 %' })),
    ).toBeVisible();
    await expect(
      within(first).getByText(
        t('mining.value.limits', { min: '100', max: '100000', currency: 'USDT' }),
      ),
    ).toBeVisible();
    await expect(
      within(first).getByText(
        t('mining.value.pledges', { n: 5, amount: '25000', currency: 'USDT' }),
      ),
    ).toBeVisible();
    await expect(
      within(await rowOf(canvasElement, 'ETH', 15)).getByText(t('mining.state.closed')),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('mining.nav_pledge') })).toBeVisible();
  },
};

/** No product at all. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('mining.empty_pledge'));
  },
};

/** The list on its way. */
export const Loading: Story = loadingStory('/api/admin/products/pledge');

/** The list cannot be loaded. */
export const LoadError: Story = loadErrorStory('/api/admin/products/pledge', 'mining.load_failed');

/** A new product is created closed and shows in the list. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'USDT', 7);
    const dialog = await openCreate(canvasElement);
    await expectShown(dialog, t('mining.new_hint'));
    await fill(dialog, GOOD);
    await saveAndClose(dialog, t('mining.save'));
    const created = await rowOf(canvasElement, 'BTC', 30);
    await expect(within(created).getByText(t('mining.state.closed'))).toBeVisible();
  },
};

/** The form refuses what the server would: rate out of range, USDT's decimals, max below min. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'USDT', 7);
    const dialog = await openCreate(canvasElement);
    await fill(dialog, {
      ...GOOD,
      currency: 'USDT',
      days: '0',
      daily_rate: '0.2',
      min_amount: '0.123456789',
      max_amount: '',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('mining.save') }));
    await expectShown(dialog, t('mining.error.days', { max: 3650 }));
    await expectShown(dialog, t('mining.error.daily_rate'));
    await expectShown(dialog, t('mining.error.amount', { places: 8 }));
    await expectShown(dialog, t('mining.error.required'));
    await fill(dialog, { min_amount: '5', max_amount: '1' });
    await expectShown(dialog, t('mining.error.max_below_min'));
  },
};

const REFUSAL = 'BTC is not a listed coin';

/** A coin delisted since the list was read: the server's reason shows by the field and on top. */
export const ServerRejection: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...productHandlers(PRODUCTS, () =>
        HttpResponse.json(
          { code: 2751, type: 'error', message: REFUSAL, data: { currency: REFUSAL } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'USDT', 7);
    const dialog = await openCreate(canvasElement);
    await fill(dialog, GOOD);
    await userEvent.click(within(dialog).getByRole('button', { name: t('mining.save') }));
    await expectRefusal(dialog, REFUSAL);
  },
};

/** An edit says active pledges keep their terms, and the new rate shows once saved. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'USDT', 7);
    await userEvent.click(within(row).getByRole('button', { name: t('mining.edit') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('mining.edit_pledge_title', { id: 1 }));
    await expectShown(dialog, t('mining.snapshot_pledge', { n: 5 }));
    await fill(dialog, { daily_rate: '0.002' });
    await saveAndClose(dialog, t('mining.save'));
    await waitFor(() =>
      expect(
        within(row).getByText(t('mining.value.rate', { daily: '0.2 %', total: '1.4 %' })),
      ).toBeVisible(),
    );
  },
};

/** Closing asks first, says active pledges keep their terms, then shows the product closed. */
export const CloseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'USDT', 7);
    await confirmRowAction(row, {
      action: t('mining.action.close'),
      title: t('mining.confirm.close', { name: nameOf('USDT', 7) }),
      hint: t('mining.confirm_hint.close_pledge', { n: 5 }),
      ok: t('mining.confirm_ok'),
    });
    await waitFor(
      () => expect(within(row).getByText(t('mining.state.closed'))).toBeVisible(),
      LOADED,
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
  },
};

/** A viewer reads the products but has no button to change them. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'USDT', 7);
    await expectShown(canvasElement, t('mining.read_only'));
    await expectNoButtons(canvasElement, [
      t('mining.create_pledge'),
      t('mining.edit'),
      t('mining.action.close'),
    ]);
  },
};
