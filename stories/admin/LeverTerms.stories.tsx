import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminLeverMarket } from '../../src/admin/api/generated/model';
import {
  body,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  enter,
  expectNoButtons,
  expectShown,
  LOADED,
  loadErrorStory,
  loadingStory,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  rowWith,
  saveAndClose,
  t,
  withConsole,
} from './console';

// Leverage terms per coin (#/products/lever): the list with lot size, multiples, fee, liquidation
// threshold, state and holding positions; none; still loading; a load error; a new market refused
// by the form, then by the server (a coin without a price), then created closed; an edit that warns
// holding positions keep their terms; closing after a confirmation and opening again; and the
// read-only view of a viewer.

const market = (m: Partial<AdminLeverMarket>): AdminLeverMarket => ({
  currency_id: 1,
  currency: 'BTC',
  symbol: 'BTC/USDT',
  decimals: 8,
  coin_listed: true,
  priced: true,
  lot_size: '0.01',
  fee_rate: '0.0005',
  maintenance_rate: '0.2',
  multiples: [5, 10, 20, 50, 100],
  state: 'open',
  open_positions: 0,
  margin_held: '0',
  ...m,
});
const MARKETS = [
  market({ open_positions: 4, margin_held: '1250.5' }),
  market({ currency_id: 2, currency: 'ETH', symbol: 'ETH/USDT', lot_size: '0.1' }),
  market({
    currency_id: 9,
    currency: 'LTC',
    symbol: 'LTC/USDT',
    lot_size: '1',
    coin_listed: false,
    state: 'closed',
  }),
];

const marketHandlers = (all: AdminLeverMarket[] = MARKETS) => {
  const items = all.map((m) => ({ ...m }));
  const find = (id: unknown) => items.find((m) => m.currency_id === Number(id))!;
  const termsOf = (form: Record<string, string>) => ({
    lot_size: form.lot_size!,
    fee_rate: form.fee_rate!,
    maintenance_rate: form.maintenance_rate!,
    multiples: form
      .multiples!.split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b),
  });
  return [
    http.get('/api/admin/products/lever', () => ok({ items } as never)),
    http.post('/api/admin/products/lever', async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      const symbol = form.currency!.toUpperCase();
      if (symbol !== 'DOGE')
        return HttpResponse.json(
          {
            code: 2704,
            type: 'error',
            message: 'Choose a listed coin the price feed quotes (refused by the server)',
            data: { currency: `${symbol} has no price (refused by the server)` },
          },
          { status: 400 },
        );
      const created = market({
        currency_id: 8,
        currency: symbol,
        symbol: `${symbol}/USDT`,
        state: 'closed',
        ...termsOf(form),
      });
      items.push(created);
      return ok(created as never);
    }),
    http.put('/api/admin/products/lever/:id', async ({ params, request }) => {
      const found = find(params.id);
      Object.assign(found, termsOf(Object.fromEntries(new URLSearchParams(await request.text()))));
      return ok(found as never);
    }),
    http.post('/api/admin/products/lever/:id/state', async ({ params, request }) => {
      const found = find(params.id);
      found.state = new URLSearchParams(await request.text()).get('state') as never;
      return ok(found as never);
    }),
  ];
};

const meta = {
  title: 'Console/LeverTerms',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/products/lever' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...marketHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, symbol: string) => rowWith(root, symbol);

/** Every market with lot size, multiples, fee, liquidation threshold, state and positions. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('derivatives.lever_title') }, LOADED),
    ).toBeVisible();
    const btc = await rowOf(canvasElement, 'BTC/USDT');
    await expect(within(btc).getByText('0.01 BTC')).toBeVisible();
    await expect(within(btc).getByText('5× 10× 20× 50× 100×')).toBeVisible();
    await expect(within(btc).getByText('0.05 %')).toBeVisible();
    await expect(within(btc).getByText('20 %')).toBeVisible();
    await expect(
      within(btc).getByText(t('derivatives.holding', { n: 4, amount: '1250.5' })),
    ).toBeVisible();
    const ltc = await rowOf(canvasElement, 'LTC/USDT');
    await expect(within(ltc).getByText(t('derivatives.delisted'))).toBeVisible();
    await expect(within(ltc).getByText(t('derivatives.state.closed'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('derivatives.nav_lever') })).toBeVisible();
  },
};

/** No market at all. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...marketHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('derivatives.empty_lever'));
  },
};

/** The list is still on its way. */
export const Loading: Story = loadingStory('/api/admin/products/lever');

/** The list cannot be loaded. */
export const LoadError: Story = loadErrorStory(
  '/api/admin/products/lever',
  'derivatives.load_failed',
);

/** A new market: the form refuses bad fields, the server a coin without a price; then it shows closed. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'BTC/USDT');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('derivatives.create_market') }),
    );
    const dialog = await body().findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(t(label));
    const save = within(dialog).getByRole('button', { name: t('derivatives.save') });
    await enter(field('derivatives.field.currency'), 'usdt');
    await enter(field('derivatives.field.lot_size'), '0');
    await userEvent.clear(field('derivatives.field.maintenance_rate_share'));
    await enter(field('derivatives.field.maintenance_rate_share'), '1');
    await userEvent.clear(field('derivatives.field.multiples'));
    await enter(field('derivatives.field.multiples'), '5, 5');
    await userEvent.click(save);
    await expectShown(dialog, t('derivatives.error.currency'));
    await expectShown(dialog, t('derivatives.error.lot_size', { places: 18 }));
    await expectShown(dialog, t('derivatives.error.maintenance_rate'));
    await expectShown(dialog, t('derivatives.error.multiples'));

    await userEvent.clear(field('derivatives.field.currency'));
    await enter(field('derivatives.field.currency'), 'xrp');
    await userEvent.clear(field('derivatives.field.lot_size'));
    await enter(field('derivatives.field.lot_size'), '1000');
    await userEvent.clear(field('derivatives.field.maintenance_rate_share'));
    await enter(field('derivatives.field.maintenance_rate_share'), '0.3');
    await userEvent.clear(field('derivatives.field.multiples'));
    await enter(field('derivatives.field.multiples'), '3, 5, 10');
    await userEvent.click(save);
    await expectShown(dialog, 'XRP has no price (refused by the server)');

    await userEvent.clear(field('derivatives.field.currency'));
    await enter(field('derivatives.field.currency'), 'doge');
    await userEvent.click(save);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
    const doge = await rowOf(canvasElement, 'DOGE/USDT');
    await expect(within(doge).getByText(t('derivatives.state.closed'))).toBeVisible();
    await expect(within(doge).getByText('3× 5× 10×')).toBeVisible();
  },
};

/** Editing a market with holding positions says they keep their terms; the coin cannot change. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'BTC/USDT');
    await userEvent.click(within(row).getByRole('button', { name: t('derivatives.edit') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('derivatives.snapshot_hint', { n: 4 }));
    await expect(within(dialog).getByLabelText(t('derivatives.field.currency'))).toBeDisabled();
    const multiples = within(dialog).getByLabelText(t('derivatives.field.multiples'));
    await userEvent.clear(multiples);
    await enter(multiples, '2, 3');
    await saveAndClose(dialog, t('derivatives.save'));
    await waitFor(() => expect(within(row).getByText('2× 3×')).toBeVisible(), LOADED);
  },
};

/** Closing asks first (holding positions run on), then opening again. */
export const CloseAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'BTC/USDT');
    await userEvent.click(
      within(row).getByRole('button', { name: t('derivatives.action.closed') }),
    );
    const confirm = await body().findByRole('dialog');
    await expectShown(confirm, t('derivatives.confirm_hint.closed', { n: 4 }));
    await userEvent.click(
      within(confirm).getByRole('button', { name: t('derivatives.confirm_ok') }),
    );
    await waitFor(
      () => expect(within(row).getByText(t('derivatives.state.closed'))).toBeVisible(),
      LOADED,
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
    await userEvent.click(within(row).getByRole('button', { name: t('derivatives.action.open') }));
    const again = await body().findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: t('derivatives.confirm_ok') }));
    await waitFor(
      () => expect(within(row).getByText(t('derivatives.state.open'))).toBeVisible(),
      LOADED,
    );
  },
};

/** A viewer reads the markets but has no button to change them. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'BTC/USDT');
    await expectShown(canvasElement, t('derivatives.read_only'));
    await expectNoButtons(canvasElement, [
      t('derivatives.edit'),
      t('derivatives.create_market'),
      t('derivatives.action.closed'),
    ]);
  },
};
