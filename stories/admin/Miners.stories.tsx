import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { AdminMinerModel } from '../../src/admin/api/generated/model';
import {
  consoleGlobals,
  consoleLanguage,
  body,
  confirmRowAction,
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

// Miner models (#/products/miners): the list with prices, yields, days, offer end, state and the
// miners still running; no model; loading; a load error; the create dialog (refused by the form,
// then by the server, then created closed); an edit saying running miners keep their terms;
// closing after a confirmation; a model on a delisted coin that cannot be opened; the read-only
// view of a viewer.

const model = (m: Partial<AdminMinerModel>): AdminMinerModel => ({
  id: 1,
  name: 'Antminer S21',
  hashrate: '200',
  hashrate_unit: 'TH/s',
  coin_id: 1,
  coin: 'BTC',
  coin_listed: true,
  decimals: 8,
  price: '4200',
  seat_price: '210',
  seats: 20,
  daily_yield: '0.00016',
  seat_daily_yield: '0.000008',
  prepare_days: 2,
  run_days: 360,
  offer_ends_at: '2031-01-10T00:00:00.000Z',
  offer_ended: false,
  sort: 1,
  state: 'open',
  running_miners: 12,
  running_machines: '3.4',
  ...m,
});
const MODELS = [
  model({}),
  model({
    id: 2,
    name: 'Antminer L9',
    hashrate: '16',
    hashrate_unit: 'GH/s',
    coin_id: 9,
    coin: 'LTC',
    price: '6500',
    seat_price: '325',
    daily_yield: '0.26',
    seat_daily_yield: '0.013',
    prepare_days: 3,
    state: 'closed',
    running_miners: 0,
    running_machines: '0',
  }),
  model({
    id: 3,
    name: 'Goldshell DG Max',
    hashrate: '6.5',
    hashrate_unit: 'GH/s',
    coin_id: 8,
    coin: 'DOGE',
    coin_listed: false,
    price: '3800',
    seat_price: '190',
    daily_yield: '95',
    seat_daily_yield: '4.75',
    run_days: 300,
    offer_ended: true,
    offer_ends_at: '2026-01-10T00:00:00.000Z',
    state: 'closed',
    running_miners: 4,
    running_machines: '0.2',
  }),
];

/** The list and every change; `refuse` answers a create instead of saving it. */
const modelHandlers = (all: AdminMinerModel[] = MODELS, refuse?: () => Response) => {
  const items = all.map((m) => ({ ...m }));
  const find = (id: unknown) => items.find((m) => m.id === Number(id))!;
  const formOf = async (request: Request) =>
    Object.fromEntries(new URLSearchParams(await request.text()));
  const terms = (form: Record<string, string>) => ({
    ...form,
    seats: Number(form.seats),
    prepare_days: Number(form.prepare_days),
    run_days: Number(form.run_days),
    sort: Number(form.sort),
  });
  return [
    http.get('/api/admin/products/miners', () => ok({ items } as never)),
    http.post('/api/admin/products/miners', async ({ request }) => {
      if (refuse) return refuse();
      const form = await formOf(request);
      const created = model({
        ...terms(form),
        id: 9,
        state: 'closed',
        running_miners: 0,
        running_machines: '0',
      } as never);
      items.push(created);
      return ok(created as never);
    }),
    http.put('/api/admin/products/miners/:id', async ({ params, request }) => {
      const found = find(params.id);
      Object.assign(found, terms(await formOf(request)));
      return ok(found as never);
    }),
    http.post('/api/admin/products/miners/:id/state', async ({ params, request }) => {
      const found = find(params.id);
      found.state = (await formOf(request)).state as AdminMinerModel['state'];
      return ok(found as never);
    }),
  ];
};

const meta = {
  title: 'Console/Miners',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/products/miners' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...modelHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, name: string) => rowWith(root, name);
const openCreate = (root: HTMLElement) => openDialog(root, t('mining.create_miner'));
async function fill(dialog: HTMLElement, values: Record<string, string>) {
  const { offer_ends_at, ...typed } = values;
  await fillFields(dialog, 'mining.field.', typed);
  // A date-time input takes no typed keys in Chromium: set its value as the picker would.
  if (offer_ends_at !== undefined) {
    const input = within(dialog).getByLabelText(t('mining.field.offer_ends_at'));
    fireEvent.change(input, { target: { value: offer_ends_at } });
  }
}
const GOOD = {
  name: 'Whatsminer M60',
  hashrate: '172',
  coin: 'BTC',
  price: '3600',
  seat_price: '180',
  seats: '20',
  daily_yield: '0.00014',
  prepare_days: '2',
  run_days: '180',
  offer_ends_at: '2031-06-01T12:00',
};

/** Every model with its terms, state and running miners; the menu has the section. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('mining.miners_title') }, LOADED),
    ).toBeVisible();
    const s21 = await rowOf(canvasElement, 'Antminer S21');
    await expect(within(s21).getByText('200 TH/s')).toBeVisible();
    await expect(
      within(s21).getByText(t('mining.value.prices', { price: '4200', seat: '210', seats: 20 })),
    ).toBeVisible();
    await expect(
      within(s21).getByText(
        t('mining.value.yield', { daily: '0.00016', seat: '0.000008', coin: 'BTC' }),
      ),
    ).toBeVisible();
    await expect(
      within(s21).getByText(t('mining.value.days', { prepare: 2, run: 360 })),
    ).toBeVisible();
    await expect(
      within(s21).getByText(t('mining.value.running', { n: 12, machines: '3.4' })),
    ).toBeVisible();
    await expect(within(s21).getByText(t('mining.state.open'))).toBeVisible();
    const dg = await rowOf(canvasElement, 'Goldshell DG Max');
    await expect(within(dg).getByText(t('mining.tag.delisted'))).toBeVisible();
    await expect(within(dg).getByText(t('mining.tag.offer_ended'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('mining.nav_miners') })).toBeVisible();
  },
};

/** No model at all. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...modelHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('mining.empty_miners'));
  },
};

/** The list on its way. */
export const Loading: Story = loadingStory('/api/admin/products/miners');

/** The list cannot be loaded. */
export const LoadError: Story = loadErrorStory('/api/admin/products/miners', 'mining.load_failed');

/** A new model is created closed and shows in the list. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Antminer S21');
    const dialog = await openCreate(canvasElement);
    await expectShown(dialog, t('mining.new_hint'));
    await fill(dialog, GOOD);
    await saveAndClose(dialog, t('mining.save'));
    const created = await rowOf(canvasElement, 'Whatsminer M60');
    await expect(within(created).getByText(t('mining.state.closed'))).toBeVisible();
  },
};

/** The form refuses what the server would: decimals beyond the coin's, a seat earning nothing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Antminer S21');
    const dialog = await openCreate(canvasElement);
    await fill(dialog, {
      ...GOOD,
      hashrate: '0',
      price: '1.123456789',
      seats: '0',
      daily_yield: '0.000000001',
      prepare_days: '-1',
      run_days: '1.5',
      offer_ends_at: '2001-01-01T00:00',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('mining.save') }));
    await expectShown(dialog, t('mining.error.hashrate', { places: 8 }));
    await expectShown(dialog, t('mining.error.usdt', { places: 8 }));
    await expectShown(dialog, t('mining.error.seats', { max: 1000 }));
    await expectShown(dialog, t('mining.error.amount', { places: 8 }));
    await expectShown(dialog, t('mining.error.prepare_days', { max: 365 }));
    await expectShown(dialog, t('mining.error.days', { max: 3650 }));
    await expectShown(dialog, t('mining.error.offer_ends_at'));
    // 20 seats of 0.00000001 BTC a day: a seat would earn nothing.
    await fill(dialog, { seats: '20', daily_yield: '0.00000001' });
    await expectShown(dialog, t('mining.error.seat_yield', { places: 8 }));
  },
};

const REFUSAL = 'NOPE is not a listed coin';

/** A coin the console does not know: the server's reason is said by the field and on top. */
export const ServerRejection: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...modelHandlers(MODELS, () =>
        HttpResponse.json(
          { code: 2751, type: 'error', message: REFUSAL, data: { coin: REFUSAL } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Antminer S21');
    const dialog = await openCreate(canvasElement);
    await fill(dialog, { ...GOOD, coin: 'NOPE' });
    await userEvent.click(within(dialog).getByRole('button', { name: t('mining.save') }));
    await expectRefusal(dialog, REFUSAL);
  },
};

/** An edit says the running miners keep their terms, and the new yield shows once saved. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Antminer S21');
    await userEvent.click(within(row).getByRole('button', { name: t('mining.edit') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('mining.edit_miner_title', { id: 1 }));
    await expectShown(dialog, t('mining.snapshot_miners', { n: 12 }));
    await fill(dialog, { daily_yield: '0.0002' });
    await saveAndClose(dialog, t('mining.save'));
    await waitFor(() =>
      expect(
        within(row).getByText(
          t('mining.value.yield', { daily: '0.0002', seat: '0.000008', coin: 'BTC' }),
        ),
      ).toBeVisible(),
    );
  },
};

/** Closing asks first, says running miners keep their terms, then shows the model closed. */
export const CloseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Antminer S21');
    await confirmRowAction(row, {
      action: t('mining.action.close'),
      title: t('mining.confirm.close', { name: 'Antminer S21' }),
      hint: t('mining.confirm_hint.close_miners', { n: 12 }),
      ok: t('mining.confirm_ok'),
    });
    await waitFor(
      () => expect(within(row).getByText(t('mining.state.closed'))).toBeVisible(),
      LOADED,
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
  },
};

/** A closed model opens after a confirmation; one on a delisted coin cannot be opened. */
export const OpenAndDelisted: Story = {
  play: async ({ canvasElement }) => {
    const dg = await rowOf(canvasElement, 'Goldshell DG Max');
    await expect(within(dg).getByRole('button', { name: t('mining.action.open') })).toBeDisabled();
    const l9 = await rowOf(canvasElement, 'Antminer L9');
    await userEvent.click(within(l9).getByRole('button', { name: t('mining.action.open') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('mining.confirm_hint.open'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('mining.confirm_ok') }));
    await waitFor(() => expect(within(l9).getByText(t('mining.state.open'))).toBeVisible());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
  },
};

/** A viewer reads the models but has no button to change them. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Antminer S21');
    await expectShown(canvasElement, t('mining.read_only'));
    await expectNoButtons(canvasElement, [
      t('mining.create_miner'),
      t('mining.edit'),
      t('mining.action.close'),
    ]);
  },
};
