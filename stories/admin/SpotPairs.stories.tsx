import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminSpotPair } from '../../src/admin/api/generated/model';
import {
  body,
  confirmRowAction,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
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

// Spot pairs (#/markets/spot): the list with precision, fee rate (own or default), minimums, state
// and waiting orders; the create dialog, values the form refuses, a refusal by the server, an edit,
// closing after confirmation, and the page as a viewer sees it (no changes offered).

const pair = (p: Partial<AdminSpotPair>): AdminSpotPair => ({
  id: 1,
  symbol: 'BTC/USDT',
  base_id: 1,
  base: 'BTC',
  base_decimals: 8,
  quote_id: 3,
  quote: 'USDT',
  quote_decimals: 8,
  coins_listed: true,
  price_decimals: 2,
  quantity_decimals: 5,
  fee_rate: null,
  effective_fee_rate: '0.001',
  min_quantity: '0',
  min_amount: '0',
  sort: 1,
  state: 'open',
  open_orders: 4,
  ...p,
});
const PAIRS = [
  pair({}),
  pair({
    id: 2,
    symbol: 'ETH/USDT',
    base_id: 2,
    base: 'ETH',
    quantity_decimals: 4,
    fee_rate: '0.0005',
    effective_fee_rate: '0.0005',
    min_quantity: '0.001',
    min_amount: '10',
    sort: 2,
    open_orders: 0,
  }),
  pair({
    id: 8,
    symbol: 'LTC/USDT',
    base_id: 9,
    base: 'LTC',
    quantity_decimals: 3,
    coins_listed: false,
    state: 'closed',
    sort: 8,
    open_orders: 1,
  }),
];

/** The list and every change; `refuse` answers a create or an edit instead of saving it. */
const pairHandlers = (items0: AdminSpotPair[] = PAIRS, refuse?: () => Response) => {
  const items = items0.map((p) => ({ ...p }));
  return [
    http.get('/api/admin/markets/spot', () => ok({ items } as never)),
    http.post('/api/admin/markets/spot', async ({ request }) => {
      if (refuse) return refuse();
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      const created = pair({
        id: 11,
        symbol: `${form.base}/${form.quote}`,
        base: form.base,
        quote: form.quote,
        price_decimals: Number(form.price_decimals),
        quantity_decimals: Number(form.quantity_decimals),
        fee_rate: form.fee_rate || null,
        effective_fee_rate: form.fee_rate || '0.001',
        state: 'closed',
        open_orders: 0,
      });
      items.push(created);
      return ok(created as never);
    }),
    http.put('/api/admin/markets/spot/:id', async ({ params, request }) => {
      if (refuse) return refuse();
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      const found = items.find((p) => p.id === Number(params.id))!;
      Object.assign(found, {
        fee_rate: form.fee_rate || null,
        effective_fee_rate: form.fee_rate || '0.001',
        min_quantity: form.min_quantity || '0',
        min_amount: form.min_amount || '0',
      });
      return ok(found as never);
    }),
    http.post('/api/admin/markets/spot/:id/state', async ({ params, request }) => {
      const state = new URLSearchParams(await request.text()).get('state');
      const found = items.find((p) => p.id === Number(params.id))!;
      Object.assign(found, { state });
      return ok(found as never);
    }),
  ];
};

const meta = {
  title: 'Console/SpotPairs',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/markets/spot' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...pairHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The screen is its own lazy chunk: on a busy machine its first load takes longer than the default.
const rowOf = (root: HTMLElement, symbol: string) => rowWith(root, symbol);
const openCreate = (root: HTMLElement) => openDialog(root, t('markets.create'));
const fill = (dialog: HTMLElement, values: Record<string, string>) =>
  fillFields(dialog, 'markets.field.', values);
const GOOD = {
  base: 'BNB',
  quote: 'BTC',
  price_decimals: '6',
  quantity_decimals: '3',
  fee_rate: '0.002',
};

/** Every pair with its terms, own or default fee, minimums, state and waiting orders. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('markets.spot_title') }, LOADED),
    ).toBeVisible();
    const btc = await rowOf(canvasElement, 'BTC/USDT');
    await expect(within(btc).getByText(t('markets.fee_is_default'))).toBeVisible();
    await expect(within(btc).getByText(t('markets.no_minimum'))).toBeVisible();
    await expect(within(btc).getByText(t('markets.waiting', { n: 4 }))).toBeVisible();
    const eth = await rowOf(canvasElement, 'ETH/USDT');
    await expect(within(eth).getByText('0.05 %')).toBeVisible();
    await expect(
      within(eth).getByText(
        t('markets.minimums', { quantity: '0.001', base: 'ETH', amount: '10', quote: 'USDT' }),
      ),
    ).toBeVisible();
    const ltc = await rowOf(canvasElement, 'LTC/USDT');
    await expect(within(ltc).getByText(t('markets.state.closed'))).toBeVisible();
    await expect(within(ltc).getByText(t('markets.coin_delisted'))).toBeVisible();
    await expect(
      within(ltc).getByRole('button', { name: t('markets.action.open') }),
    ).toBeDisabled();
    await expect(page.getByRole('link', { name: t('markets.nav_spot') })).toBeVisible();
  },
};

/** No pair at all. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...pairHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('markets.empty'));
  },
};

/** The list is on its way. */
export const Loading: Story = loadingStory('/api/admin/markets/spot');

/** The list cannot be loaded. */
export const LoadError: Story = loadErrorStory('/api/admin/markets/spot', 'markets.load_failed');

/** A new pair is created closed and shows in the list. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await expect(within(dialog).getByText(t('markets.create_hint'))).toBeVisible();
    await fill(dialog, GOOD);
    await saveAndClose(dialog, t('markets.save'));
    const row = await rowOf(canvasElement, 'BNB/BTC');
    await expect(within(row).getByText(t('markets.state.closed'))).toBeVisible();
  },
};

/** The form refuses what the server would: decimals out of range, a fee above 10 %, one coin twice. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog, {
      base: 'BTC',
      quote: 'btc',
      price_decimals: '19',
      quantity_decimals: '9',
      fee_rate: '0.5',
      min_quantity: '0.1234',
      min_amount: '0.123456789',
      sort: '1.5',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('markets.save') }));
    await expectShown(dialog, t('markets.error.same_coin'));
    await expectShown(dialog, t('markets.error.price_decimals'));
    await expectShown(dialog, t('markets.error.quantity_decimals', { max: 8 }));
    await expectShown(dialog, t('markets.error.fee_rate'));
    await expectShown(dialog, t('markets.error.min_amount', { places: 8 }));
    await expectShown(dialog, t('markets.error.sort'));
  },
};

const REFUSAL = 'The pair BNB/BTC already exists';

/** The server refuses what the form let through: its reason is said on top of the dialog. */
export const ServerRejection: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...pairHandlers(PAIRS, () =>
        HttpResponse.json(
          { code: 2722, type: 'error', message: REFUSAL, data: null },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog, GOOD);
    await userEvent.click(within(dialog).getByRole('button', { name: t('markets.save') }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes(REFUSAL)),
      ).toBe(true),
    );
  },
};

/** Editing says the waiting orders keep their fee; the new own rate shows in the list. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'BTC/USDT');
    await userEvent.click(within(row).getByRole('button', { name: t('markets.edit') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('markets.snapshot_hint', { n: 4 }));
    await expect(within(dialog).getByLabelText(t('markets.field.base'))).toBeDisabled();
    await fill(dialog, { fee_rate: '0.002' });
    await saveAndClose(dialog, t('markets.save'));
    await waitFor(() => expect(within(row).getByText('0.2 %')).toBeVisible());
  },
};

/** Closing asks first, says waiting orders still fill or can be cancelled, then shows it closed. */
export const CloseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'BTC/USDT');
    await confirmRowAction(row, {
      action: t('markets.action.closed'),
      title: t('markets.confirm.closed', { symbol: 'BTC/USDT' }),
      hint: t('markets.confirm_hint.closed', { n: 4 }),
      ok: t('markets.confirm_ok'),
    });
    await waitFor(
      () => expect(within(row).getByText(t('markets.state.closed'))).toBeVisible(),
      LOADED,
    );
  },
};

/** A viewer reads the pairs; nothing to create, edit, open or close. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'BTC/USDT');
    await expect(within(row).queryByRole('button')).toBeNull();
    await expect(
      within(canvasElement).queryByRole('button', { name: t('markets.create') }),
    ).toBeNull();
    await expect(
      within(canvasElement).queryByRole('link', { name: t('markets.nav_otc') }),
    ).toBeNull();
  },
};
