import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type {
  AdminOptionDuration,
  AdminOptionStakeCoin,
  OptionStakeCoinChoice,
} from '../../src/admin/api/generated/model';
import {
  body,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectShown,
  fillFields,
  LOADED,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  saveAndClose,
  t,
  withConsole,
} from './console';

// The option page's stake coins (#/products/options, below the durations): each coin with its
// minimum, state and waiting orders, a delisted one marked; adding a coin refused by the form, then
// by the server, then saved; editing a minimum; disabling after a confirmation that waiting orders
// settle as before; and the read-only view of a viewer.

const coin = (c: Partial<AdminOptionStakeCoin>): AdminOptionStakeCoin => ({
  currency_id: 3,
  currency: 'USDT',
  decimals: 8,
  coin_listed: true,
  min_amount: '10',
  state: 'enabled',
  open_orders: 0,
  staked: '0',
  ...c,
});
const COINS = [
  coin({ open_orders: 4, staked: '420' }),
  coin({ currency_id: 2, currency: 'ETH', min_amount: '0.01', coin_listed: false }),
];
const ADDABLE: OptionStakeCoinChoice[] = [
  { currency_id: 1, currency: 'BTC', decimals: 8 },
  { currency_id: 5, currency: 'TRX', decimals: 6 },
];
const DURATION: AdminOptionDuration = {
  seconds: 60,
  payout_ratio: '0.2',
  min_amount: '10',
  flat_band: '0.0001',
  state: 'open',
  open_orders: 0,
  staked: '0',
};

const URL = '/api/admin/products/option_stake_coins';
const form = async (request: Request) =>
  Object.fromEntries(new URLSearchParams(await request.text()));

const stakeCoinHandlers = () => {
  const items = COINS.map((c) => ({ ...c }));
  let addable = ADDABLE.map((c) => ({ ...c }));
  const find = (id: unknown) => items.find((c) => c.currency_id === Number(id))!;
  return [
    http.get('/api/admin/products/options', () => ok({ items: [DURATION] } as never)),
    http.get(URL, () => ok({ items, addable } as never)),
    http.post(URL, async ({ request }) => {
      const { currency_id, min_amount } = await form(request);
      const choice = addable.find((c) => c.currency_id === Number(currency_id))!;
      if (Number(min_amount) > 1_000_000)
        return HttpResponse.json(
          {
            code: 2711,
            type: 'error',
            message: 'The minimum stake is too high for TRX',
            data: { min_amount: 'At most 1000000 TRX' },
          },
          { status: 400 },
        );
      const created = coin({ ...choice, min_amount });
      items.push(created);
      addable = addable.filter((c) => c !== choice);
      return ok(created as never);
    }),
    http.put(`${URL}/:id`, async ({ params, request }) => {
      const found = find(params.id);
      found.min_amount = (await form(request)).min_amount!;
      return ok(found as never);
    }),
    http.post(`${URL}/:id/state`, async ({ params, request }) => {
      const found = find(params.id);
      found.state = (await form(request)).state as never;
      return ok(found as never);
    }),
  ];
};

const meta = {
  title: 'Console/StakeCoins',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/products/options' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...stakeCoinHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stake coins card, once its list has loaded. */
const section = async (root: HTMLElement) => {
  await within(root).findByText('USDT', {}, LOADED);
  return within(root).getByText(t('stake_coins.title')).closest('.ant-card') as HTMLElement;
};
const rowOf = (card: HTMLElement, currency: string) =>
  within(card).getByText(currency).closest('tr') as HTMLElement;

/** Each stake coin with its minimum, state and waiting orders; a delisted coin cannot be enabled. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const card = await section(canvasElement);
    const usdt = rowOf(card, 'USDT');
    await expect(within(usdt).getByText('10 USDT')).toBeVisible();
    await expect(
      within(usdt).getByText(t('stake_coins.waiting', { n: 4, amount: '420', currency: 'USDT' })),
    ).toBeVisible();
    await expect(within(usdt).getByText(t('stake_coins.state.enabled'))).toBeVisible();
    const eth = rowOf(card, 'ETH');
    await expect(within(eth).getByText(t('stake_coins.delisted'))).toBeVisible();
    await expect(
      within(eth).getByRole('button', { name: t('stake_coins.action.disabled') }),
    ).toBeEnabled();
    await expectShown(card, t('stake_coins.hint'));
  },
};

/** Adding a coin: the form wants a coin and a minimum within its decimals, the server refuses a
 * too-high minimum; then TRX is listed, enabled. */
export const AddRefusedThenSaved: Story = {
  play: async ({ canvasElement }) => {
    const card = await section(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: t('stake_coins.add') }));
    const dialog = await body().findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: t('stake_coins.save') });
    await fillFields(dialog, 'stake_coins.field.', { min_amount: '0.0000001' });
    await userEvent.click(save);
    await expectShown(dialog, t('stake_coins.error.currency'));

    await userEvent.click(
      within(dialog).getByRole('combobox', { name: t('stake_coins.field.currency') }),
    );
    await userEvent.click(await body().findByTitle('TRX'));
    await expectShown(dialog, t('stake_coins.error.min_amount', { places: 6 }));

    await fillFields(dialog, 'stake_coins.field.', { min_amount: '5000000' });
    await userEvent.click(save);
    await expectShown(dialog, 'The minimum stake is too high for TRX');
    await expectShown(dialog, 'At most 1000000 TRX');

    await fillFields(dialog, 'stake_coins.field.', { min_amount: '50' });
    await userEvent.click(save);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
    const trx = await waitFor(() => rowOf(card, 'TRX'), LOADED);
    await expect(within(trx).getByText('50 TRX')).toBeVisible();
    await expect(within(trx).getByText(t('stake_coins.state.enabled'))).toBeVisible();
  },
};

/** A new minimum for new orders: the dialog says the waiting orders are not affected. */
export const EditMinimum: Story = {
  play: async ({ canvasElement }) => {
    const usdt = rowOf(await section(canvasElement), 'USDT');
    await userEvent.click(within(usdt).getByRole('button', { name: t('stake_coins.action.edit') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('stake_coins.edit_hint', { n: 4 }));
    await expect(within(dialog).getByLabelText(t('stake_coins.field.currency'))).toBeDisabled();
    await fillFields(dialog, 'stake_coins.field.', { min_amount: '25' });
    await saveAndClose(dialog, t('stake_coins.save'));
    await waitFor(() => expect(within(usdt).getByText('25 USDT')).toBeVisible(), LOADED);
  },
};

/** Disabling asks first: new orders stop, the waiting ones keep their coin and settle as before. */
export const Disable: Story = {
  play: async ({ canvasElement }) => {
    const usdt = rowOf(await section(canvasElement), 'USDT');
    await userEvent.click(
      within(usdt).getByRole('button', { name: t('stake_coins.action.disabled') }),
    );
    const confirm = await body().findByRole('dialog');
    await expectShown(confirm, t('stake_coins.confirm_hint.disabled', { n: 4 }));
    await userEvent.click(
      within(confirm).getByRole('button', { name: t('stake_coins.confirm_ok') }),
    );
    await waitFor(
      () => expect(within(usdt).getByText(t('stake_coins.state.disabled'))).toBeVisible(),
      LOADED,
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
    await expect(
      within(usdt).getByRole('button', { name: t('stake_coins.action.enabled') }),
    ).toBeVisible();
  },
};

/** A viewer reads the stake coins but has no button to change them. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    const card = await section(canvasElement);
    await expect(within(card).getByText('10 USDT')).toBeVisible();
    await expect(within(card).queryByRole('button', { name: t('stake_coins.add') })).toBeNull();
    await expect(
      within(card).queryByRole('button', { name: t('stake_coins.action.edit') }),
    ).toBeNull();
    await expect(
      within(card).queryByRole('button', { name: t('stake_coins.action.disabled') }),
    ).toBeNull();
  },
};
