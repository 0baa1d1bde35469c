import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminCoin } from '../../src/admin/api/generated/model';
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
  rowWith,
  t,
  withConsole,
} from './console';

// Coins (#/coins): the list with networks, markets, holders and listing; no coin; a load error;
// a coin's drawer with accounts and markets; the rules dialog refusing a bad value (its own check,
// then the server's) and saving; delisting after a confirmation and listing again; a new coin
// (refused by the form, a taken symbol refused by the server, then created delisted); and the
// read-only view of a viewer.

const RULES: AdminCoin['rules'] = {
  deposit_minimum: '10',
  deposit_fee_rate: '0',
  withdraw_minimum: '10',
  withdraw_fee_rate: '0.001',
  withdraw_fee_fixed: '1',
  withdraw_bank: 'on',
};
const coin = (c: Partial<AdminCoin>): AdminCoin => ({
  id: 3,
  symbol: 'USDT',
  name: 'Tether USD',
  decimals: 8,
  icon_url: null,
  is_base: true,
  listed: true,
  networks: [
    { network: 'TRC20', enabled: true },
    { network: 'BSC', enabled: true },
    { network: 'ERC20', enabled: true },
  ],
  accounts: [
    { type: 'spot', holders: 1250, total: '4817220.5' },
    { type: 'trust', holders: 310, total: '902000' },
  ],
  markets: [
    { kind: 'spot', symbol: 'BTC/USDT', enabled: true },
    { kind: 'spot', symbol: 'ETH/USDT', enabled: true },
  ],
  rules: RULES,
  ...c,
});
const COINS = [
  coin({}),
  coin({
    id: 1,
    symbol: 'BTC',
    name: 'Bitcoin',
    is_base: false,
    networks: [{ network: 'BSC', enabled: true }],
    accounts: [{ type: 'spot', holders: 402, total: '31.20745' }],
    markets: [
      { kind: 'spot', symbol: 'BTC/USDT', enabled: true },
      { kind: 'options', symbol: 'BTC/USDT', enabled: true },
      { kind: 'lever', symbol: 'BTC/USDT', enabled: true },
    ],
    rules: {
      ...RULES,
      deposit_minimum: '0.0005',
      withdraw_minimum: '0.001',
      withdraw_fee_fixed: '0.0002',
      withdraw_bank: 'off',
    },
  }),
  coin({
    id: 9,
    symbol: 'LTC',
    name: 'Litecoin',
    is_base: false,
    listed: false,
    networks: [],
    accounts: [],
    markets: [{ kind: 'options', symbol: 'LTC/USDT', enabled: true }],
    rules: {
      deposit_minimum: null,
      deposit_fee_rate: null,
      withdraw_minimum: null,
      withdraw_fee_rate: null,
      withdraw_fee_fixed: null,
      withdraw_bank: null,
    },
  }),
];

/** A 16x16 orange square: the icon the upload stories send and the icon address answers. */
const ICON_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mP4PlmKJMQwqmFUw/DVAAAlzKQQlAN5QQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** The list and every change, as the server answers them. */
const coinHandlers = (all: AdminCoin[] = COINS) => {
  const items = all.map((c) => ({ ...c }));
  const find = (id: unknown) => items.find((c) => c.id === Number(id))!;
  const listing = (listed: boolean) =>
    (({ params }: { params: { id?: string } }) => {
      const found = find(params.id);
      found.listed = listed;
      return ok(found as never);
    }) as never;
  return [
    http.get('/api/admin/coins', () => ok({ items } as never)),
    http.post('/api/admin/coins/:id/icon', ({ params }) => {
      const found = find(params.id);
      found.icon_url = `/api/coins/${found.id}/icon?v=0a1b2c3d4e5f`;
      return ok(found as never);
    }),
    http.post('/api/admin/coins/:id/icon/remove', ({ params }) => {
      const found = find(params.id);
      found.icon_url = null;
      return ok(found as never);
    }),
    http.get('/api/coins/:id/icon', () =>
      HttpResponse.arrayBuffer(ICON_PNG.buffer as ArrayBuffer, {
        headers: { 'content-type': 'image/png' },
      }),
    ),
    http.put('/api/admin/coins/:id/rules', async ({ params, request }) => {
      const found = find(params.id);
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      found.rules = { ...found.rules, ...form } as AdminCoin['rules'];
      return ok(found as never);
    }),
    http.post('/api/admin/coins', async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      if (items.some((c) => c.symbol === form.symbol))
        return HttpResponse.json(
          {
            code: 2676,
            type: 'error',
            message: `There is already a coin ${form.symbol}`,
            data: null,
          },
          { status: 409 },
        );
      const created = coin({
        id: 10,
        symbol: form.symbol,
        name: form.name,
        decimals: Number(form.decimals),
        icon_url: null,
        is_base: false,
        listed: false,
        networks: (form.networks ?? '')
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((network) => ({ network, enabled: true })),
        accounts: [],
        markets: [],
      });
      items.push(created);
      return ok(created as never);
    }),
    http.post('/api/admin/coins/:id/delist', listing(false)),
    http.post('/api/admin/coins/:id/relist', listing(true)),
  ];
};

const meta = {
  title: 'Console/Coins',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/coins' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...coinHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, symbol: string) => rowWith(root, symbol, 'a');

/** Every coin with decimals, networks, markets, holders and whether it is listed. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('coins.title') }, LOADED),
    ).toBeVisible();
    const usdt = await rowOf(canvasElement, 'USDT');
    await expect(within(usdt).getByText('Tether USD')).toBeVisible();
    await expect(within(usdt).getByText('TRC20')).toBeVisible();
    await expect(within(usdt).getByText('1560')).toBeVisible();
    await expect(within(usdt).getByText(t('coins.tag.listed'))).toBeVisible();
    // The base coin cannot be delisted: no button.
    await expect(within(usdt).queryByRole('button', { name: t('coins.action.delist') })).toBeNull();
    const ltc = await rowOf(canvasElement, 'LTC');
    await expect(within(ltc).getByText(t('coins.tag.delisted'))).toBeVisible();
    await expect(within(ltc).getByRole('button', { name: t('coins.action.relist') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('coins.nav') })).toBeVisible();
  },
};

/** No coin at all. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...coinHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('coins.empty'));
  },
};

/** The list cannot be loaded. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/admin/coins', () => failure(500, 500, 'Internal error')));
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByText(t('coins.load_failed'))).toBeVisible(),
      LOADED,
    );
  },
};

/** A coin's drawer: networks, rules, the accounts holding it and the markets it is in. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'BTC');
    await userEvent.click(within(row).getByRole('button', { name: t('coins.details') }));
    const drawer = await body().findByRole('dialog');
    await expectShown(drawer, t('coins.address_hint'));
    await expect(within(drawer).getByText('31.20745')).toBeVisible();
    await expect(within(drawer).getByText('402')).toBeVisible();
    await expect(within(drawer).getByText(t('coins.kind.lever'))).toBeVisible();
    await expect(within(drawer).getByText('0.0005')).toBeVisible();
    await expect(within(drawer).getByText(t('coins.bank_off'))).toBeVisible();
  },
};

/** An admin uploads a coin's icon (a picture over 64 KB is refused first), then removes it. */
export const UploadIcon: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'BTC');
    await userEvent.click(within(row).getByRole('button', { name: t('coins.details') }));
    const drawer = within(await body().findByRole('dialog'));
    const input = () => body().getByRole('dialog').querySelector('input[type="file"]')!;
    const big = new File([new Uint8Array(65 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input() as HTMLInputElement, big);
    await expectShown(document.body, t('coins.icon.too_large', { max: 64 }));
    const icon = new File([ICON_PNG], 'btc.png', { type: 'image/png' });
    await userEvent.upload(input() as HTMLInputElement, icon);
    // The drawer's title and its icon row both show it.
    await waitFor(() => expect(drawer.getAllByRole('img', { name: 'BTC' })).toHaveLength(2));
    await expect(drawer.getByRole('button', { name: t('coins.icon.replace') })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: t('coins.icon.remove') }));
    const confirm = await body().findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: t('coins.icon.remove') }));
    await waitFor(() =>
      expect(drawer.getByRole('button', { name: t('coins.icon.upload') })).toBeVisible(),
    );
  },
};

/** A delisted coin's drawer: its markets closed, no holder. */
export const DetailDelisted: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'LTC');
    await userEvent.click(within(row).getByRole('button', { name: t('coins.details') }));
    const drawer = await body().findByRole('dialog');
    await expectShown(drawer, t('coins.accounts_empty'));
    await expect(within(drawer).getByText(t('coins.closed'))).toBeVisible();
  },
};

const openRules = async (canvasElement: HTMLElement, symbol: string) => {
  const row = await rowOf(canvasElement, symbol);
  await userEvent.click(within(row).getByRole('button', { name: t('coins.action.rules') }));
  const dialog = await body().findByRole('dialog');
  await expectShown(dialog, t('coins.rules_title', { symbol }));
  return dialog;
};

/** The rules dialog refuses a fee rate of 1 and too many decimals, then saves. */
export const RulesDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRules(canvasElement, 'BTC');
    const rate = within(dialog).getByLabelText(t('coins.rule.withdraw_fee_rate'));
    const minimum = within(dialog).getByLabelText(t('coins.rule.withdraw_minimum'));
    await userEvent.clear(rate);
    await enter(rate, '1');
    await userEvent.clear(minimum);
    await enter(minimum, '0.000000001');
    const save = within(dialog).getByRole('button', { name: t('coins.save') });
    await userEvent.click(save);
    await expectShown(dialog, t('coins.error.rate'));
    await expectShown(dialog, t('coins.error.amount', { decimals: 8 }));
    await userEvent.clear(rate);
    await enter(rate, '0.002');
    await userEvent.clear(minimum);
    await enter(minimum, '0.002');
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(save);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(
      within(await rowOf(canvasElement, 'BTC')).getByRole('button', { name: t('coins.details') }),
    );
    const drawer = await body().findByRole('dialog');
    await waitFor(() => expect(within(drawer).getAllByText('0.002')).toHaveLength(2));
    await expect(within(drawer).getByText(t('coins.bank_on'))).toBeVisible();
  },
};

/** The server's refusal of a field shows under it, in the operator's language. */
export const RulesRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/admin/coins/:id/rules', () =>
        HttpResponse.json(
          {
            code: 2671,
            type: 'error',
            message: 'Some rules are not valid; nothing was changed',
            data: { withdraw_fee_fixed: '5 is not an amount of BTC (refused by the server)' },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRules(canvasElement, 'BTC');
    await userEvent.click(within(dialog).getByRole('button', { name: t('coins.save') }));
    await expectShown(dialog, 'Some rules are not valid; nothing was changed');
    await expectShown(dialog, '5 is not an amount of BTC (refused by the server)');
  },
};

/** Delisting asks first, then the coin shows delisted; listing it again takes one click. */
export const DelistAndRelist: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'BTC');
    await userEvent.click(within(row).getByRole('button', { name: t('coins.action.delist') }));
    const confirm = await body().findByRole('tooltip');
    await expectShown(confirm, t('coins.delist_hint'));
    await userEvent.click(within(confirm).getByRole('button', { name: t('coins.action.delist') }));
    await waitFor(
      () => expect(within(row).getByText(t('coins.tag.delisted'))).toBeVisible(),
      LOADED,
    );
    await userEvent.click(within(row).getByRole('button', { name: t('coins.action.relist') }));
    await waitFor(() => expect(within(row).getByText(t('coins.tag.listed'))).toBeVisible(), LOADED);
  },
};

/** A viewer reads coins and their drawer but has no button to change them. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'BTC');
    await expectShown(canvasElement, t('coins.read_only'));
    await expectNoButtons(canvasElement, [
      t('coins.action.rules'),
      t('coins.action.delist'),
      t('coins.action.relist'),
      t('coins.action.new'),
    ]);
    await userEvent.click(within(row).getByRole('button', { name: t('coins.details') }));
    const drawer = await body().findByRole('dialog');
    await expectShown(drawer, t('coins.address_hint'));
  },
};

/** A new coin: the form refuses bad fields, the server a taken symbol; then it shows delisted. */
export const NewCoin: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'USDT');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('coins.action.new') }),
    );
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('coins.new_hint'));
    const field = (label: string) => within(dialog).getByLabelText(t(label));
    const create = within(dialog).getByRole('button', { name: t('coins.action.create') });
    await enter(field('coins.field.symbol'), 'x');
    await userEvent.clear(field('coins.field.decimals'));
    await enter(field('coins.field.decimals'), '19');
    await enter(field('coins.field.networks'), 'TRC-20');
    await userEvent.click(create);
    await expectShown(dialog, t('coins.error.symbol'));
    await expectShown(dialog, t('coins.error.decimals'));
    await expectShown(dialog, t('coins.error.networks'));
    await expectShown(dialog, t('coins.error.required'));

    await userEvent.clear(field('coins.field.symbol'));
    await enter(field('coins.field.symbol'), 'BTC');
    await enter(field('coins.field.name'), 'Cardano');
    await userEvent.clear(field('coins.field.decimals'));
    await enter(field('coins.field.decimals'), '6');
    await userEvent.clear(field('coins.field.networks'));
    await enter(field('coins.field.networks'), 'CARDANO');
    await userEvent.click(create);
    await expectShown(dialog, 'There is already a coin BTC');

    await userEvent.clear(field('coins.field.symbol'));
    await enter(field('coins.field.symbol'), 'ada');
    await userEvent.click(create);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const ada = await rowOf(canvasElement, 'ADA');
    await expect(within(ada).getByText(t('coins.tag.delisted'))).toBeVisible();
    await expect(within(ada).getByText('CARDANO')).toBeVisible();
  },
};
