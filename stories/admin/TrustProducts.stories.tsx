import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminTrustProduct } from '../../src/admin/api/generated/model';
import {
  confirmRowAction,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectShown,
  fillFields,
  LOADED,
  meHandler,
  ok,
  openDialog,
  operatorAs,
  queuesHandler,
  rowOfId,
  saveAndClose,
  t,
  withConsole,
} from './console';

// Trust and finance products (#/products/trust): the list with open orders, the create dialog,
// values the form refuses, a refusal by the server, and closing a product after confirmation.

const product = (p: Partial<AdminTrustProduct>): AdminTrustProduct => ({
  id: 1,
  family: 'hosting',
  currency_id: 3,
  currency: 'USDT',
  decimals: 8,
  period_days: 15,
  min_amount: '100',
  daily_rate: '0.004',
  total_rate: '0.06',
  payout_time: '00:00',
  settlement_ratio: '0.004',
  state: 'open',
  opens_at: null,
  sort: 1,
  open_orders: 3,
  held_amount: '12500',
  ...p,
});
const PRODUCTS = [
  product({}),
  product({ id: 2, currency: 'BTC', currency_id: 1, period_days: 7, min_amount: '0.01' }),
  product({ id: 4, currency: 'ETH', period_days: 60, state: 'coming_soon', open_orders: 0 }),
  product({ id: 5, period_days: 90, state: 'waiting_to_open', opens_at: '2031-06-01T00:00:00Z' }),
];

/** The list and every change; `refuse` answers a create or an edit instead of saving it. */
const productHandlers = (refuse?: () => Response) => {
  const items = PRODUCTS.map((p) => ({ ...p }));
  return [
    http.get('/api/admin/products/trust', () => ok({ items } as never)),
    http.post('/api/admin/products/trust', async ({ request }) => {
      if (refuse) return refuse();
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      const created = product({ ...form, id: 9, state: 'coming_soon', open_orders: 0 } as never);
      items.push(created);
      return ok(created as never);
    }),
    http.post('/api/admin/products/trust/:id/state', async ({ params, request }) => {
      const state = new URLSearchParams(await request.text()).get('state');
      const found = items.find((p) => p.id === Number(params.id))!;
      Object.assign(found, { state });
      return ok(found as never);
    }),
  ];
};

const meta = {
  title: 'Console/TrustProducts',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/products/trust' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...productHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = rowOfId;
const openCreate = (root: HTMLElement) => openDialog(root, t('products.create'));
const fill = (dialog: HTMLElement, values: Record<string, string>) =>
  fillFields(dialog, 'products.field.', values);
const GOOD = {
  currency: 'USDT',
  period_days: '10',
  min_amount: '50',
  daily_rate: '0.001',
  settlement_ratio: '0.002',
};

/** Every product with its terms, state and the orders it holds; the menu has the section. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('products.title') }, LOADED),
    ).toBeVisible();
    const first = await rowOf(canvasElement, 1);
    await expect(
      within(first).getByText(t('products.name', { currency: 'USDT', days: 15 })),
    ).toBeVisible();
    await expect(within(first).getByText(t('products.state.open'))).toBeVisible();
    await expect(
      within(first).getByText(t('products.held', { n: 3, amount: '12500', currency: 'USDT' })),
    ).toBeVisible();
    await expect(
      within(await rowOf(canvasElement, 5)).getByText(t('products.state.waiting_to_open')),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('products.nav') })).toBeVisible();
  },
};

/** A new product is created coming soon and shows in the list. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await expect(within(dialog).getByText(t('products.create_title'))).toBeVisible();
    await fill(dialog, GOOD);
    await saveAndClose(dialog, t('products.save'));
    await expect(await rowOf(canvasElement, 9)).toBeVisible();
  },
};

/** The form refuses what the server would: decimals beyond the coin's, rates out of range. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog, {
      ...GOOD,
      period_days: '1.5',
      min_amount: '0.123456789',
      daily_rate: '-0.01',
      settlement_ratio: '2',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('products.save') }));
    await expectShown(dialog, t('products.error.period'));
    await expectShown(dialog, t('products.error.min_amount', { places: 8 }));
    await expectShown(dialog, t('products.error.daily_rate'));
    await expectShown(dialog, t('products.error.settlement_ratio'));
  },
};

const REFUSAL = 'Choose a listed coin (NOPE is not one)';

/** A coin the console does not know: the server's reason is said by the field and on top. */
export const ServerRejection: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...productHandlers(() =>
        HttpResponse.json(
          { code: 2641, type: 'error', message: REFUSAL, data: { currency: REFUSAL } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog, { ...GOOD, currency: 'NOPE' });
    await userEvent.click(within(dialog).getByRole('button', { name: t('products.save') }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUSAL));
    await expect(within(dialog).getAllByText(REFUSAL).length).toBeGreaterThan(1);
  },
};

/** Closing asks first, says open orders run on, then shows the product closed. */
export const CloseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 1);
    await confirmRowAction(row, {
      action: t('products.action.closed'),
      title: t('products.confirm.closed', { id: 1 }),
      hint: t('products.confirm_hint.closed', { n: 3 }),
      ok: t('products.confirm_ok'),
    });
    await waitFor(
      () => expect(within(row).getByText(t('products.state.closed'))).toBeVisible(),
      LOADED,
    );
  },
};
