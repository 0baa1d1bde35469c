import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Setting } from '../../src/admin/api/generated/model';
import { GROUP_LABEL } from '../../src/admin/features/settings/settingText';
import {
  body,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  enter,
  expectShown,
  LOADED,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  rowWith,
  t,
  withConsole,
} from './console';

// The platform's settings (#/settings): the list by group, the edit dialog with the rules the
// server sends, a value the form refuses, one the server refuses, a saved change, and the screen
// as a non-admin sees it.

const constraints = (c: Partial<Setting['constraints']>): Setting['constraints'] => ({
  required: true,
  min: null,
  max: null,
  max_decimals: null,
  max_length: 2000,
  pattern: null,
  choices: null,
  ...c,
});
const COINS = ['USDT', 'BTC', 'ETH', 'BNB', 'TRX', 'SOL', 'XRP', 'DOGE', 'LTC'];
const UPDATED = '2026-11-20T08:00:00.000Z';

const SETTINGS: Setting[] = [
  {
    key: 'customer_url',
    group: 'support',
    type: 'url',
    value: 'https://support.example.com/chat',
    default: 'https://support.example.com/chat',
    constraints: constraints({}),
    description: 'The customer-service chat that the app’s support page opens',
    updated_at: UPDATED,
  },
  {
    key: 'app_url',
    group: 'app',
    type: 'url',
    value: null,
    default: null,
    constraints: constraints({ required: false }),
    description: 'The public address of the app in invite links and posters',
    updated_at: null,
  },
  {
    key: 'spot.fee_rate',
    group: 'trading',
    type: 'rate',
    value: '0.001',
    default: '0.001',
    constraints: constraints({ min: '0', max: '0.1', max_decimals: 8 }),
    description: 'The spot trading fee, as a share of what the user receives (0.001 = 0.1 %)',
    updated_at: UPDATED,
  },
  {
    key: 'otc.margin_currency',
    group: 'otc',
    type: 'coin',
    value: 'USDT',
    default: 'USDT',
    constraints: constraints({ choices: COINS }),
    description: 'The coin in which that margin is paid',
    updated_at: UPDATED,
  },
  {
    key: 'otc.coins',
    group: 'otc',
    type: 'coins',
    value: 'USDT,BTC,ETH,BNB',
    default: 'USDT,BTC,ETH,BNB',
    constraints: constraints({ choices: COINS }),
    description: 'The coins traded peer-to-peer, separated by commas',
    updated_at: UPDATED,
  },
  {
    key: 'otc.legal',
    group: 'otc',
    type: 'text',
    value: 'USD',
    default: 'USD',
    constraints: constraints({ pattern: '^[A-Z]{3}$' }),
    description: 'The fiat currency in which OTC prices are given',
    updated_at: UPDATED,
  },
  {
    key: 'otc.pay_minutes',
    group: 'otc',
    type: 'integer',
    value: '15',
    default: '15',
    constraints: constraints({ min: '1', max: '1440', max_decimals: 0 }),
    description: 'Minutes a buyer has to pay an OTC order before it is cancelled',
    updated_at: UPDATED,
  },
  {
    key: 'console.adjust_threshold_usdt',
    group: 'console',
    type: 'amount',
    value: '1000',
    default: '1000',
    constraints: constraints({ min: '0', max_decimals: 8 }),
    description:
      'Above this value in USDT, a balance adjustment waits for a second operator’s approval',
    updated_at: UPDATED,
  },
];

/** The list, and PUT answering as `answer` says (by default: saved, and the list shows it). */
const settingsHandlers = (answer?: (key: string, value: string) => Response | undefined) => {
  const settings = SETTINGS.map((s) => ({ ...s }));
  return [
    http.get('/api/admin/settings', () => ok(settings as never)),
    http.put('/api/admin/settings/:key', async ({ params, request }) => {
      const key = String(params.key);
      const value = new URLSearchParams(await request.text()).get('value') ?? '';
      const refused = answer?.(key, value);
      if (refused) return refused;
      const setting = settings.find((s) => s.key === key)!;
      Object.assign(setting, { value, updated_at: '2026-11-24T10:00:00.000Z' });
      return ok(setting as never);
    }),
  ];
};

const meta = {
  title: 'Console/Settings',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/settings' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...settingsHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, key: string) => rowWith(root, key);
async function openEdit(root: HTMLElement, key: string) {
  await userEvent.click(
    within(await rowOf(root, key)).getByRole('button', { name: t('settings.edit') }),
  );
  return body().findByRole('dialog');
}
const footerButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name });

/** Every setting by group with its type, value in force, default and last change; the menu has it. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('settings.title') }, LOADED),
    ).toBeVisible();
    for (const label of Object.values(GROUP_LABEL))
      await expect(page.getByRole('region', { name: t(label) })).toBeVisible();
    const fee = await rowOf(canvasElement, 'spot.fee_rate');
    await expect(within(fee).getByText(t('settings.type.rate'))).toBeVisible();
    await expect(within(fee).getAllByText('0.001')).toHaveLength(2); // in force and default
    const app = await rowOf(canvasElement, 'app_url');
    await expect(within(app).getByText(t('settings.not_set'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('settings.nav') })).toBeVisible();
  },
};

/** The dialog shows the current value and the rules the server sent for this setting. */
export const EditDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'spot.fee_rate');
    await expect(
      within(dialog).getByText(t('settings.edit_title', { key: 'spot.fee_rate' })),
    ).toBeVisible();
    await expect(within(dialog).getByTestId('current-value')).toHaveTextContent('0.001');
    await expect(within(dialog).getByLabelText(t('settings.new_value'))).toHaveValue('0.001');
    await expect(
      within(dialog).getByText(t('settings.rule.range', { min: '0', max: '0.1' })),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(t('settings.rule.decimals', { places: 8 })),
    ).toBeVisible();
  },
};

/** The form checks the value by the setting's type and range before anything is sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await openEdit(canvasElement, 'spot.fee_rate');
    const input = within(dialog).getByLabelText(t('settings.new_value'));
    const review = () => footerButton(dialog, t('settings.review'));
    await userEvent.clear(input);
    await enter(input, '0.5');
    await userEvent.click(review());
    await expectShown(dialog, t('settings.error.range', { min: '0', max: '0.1' }));
    await userEvent.clear(input);
    await enter(input, '0.000000001');
    await userEvent.click(review());
    await expectShown(dialog, t('settings.error.decimal', { places: 8 }));
    await userEvent.clear(input);
    await enter(input, '0.001');
    await userEvent.click(review());
    await expectShown(dialog, t('settings.error.same'));
    await userEvent.click(footerButton(dialog, t('queue.cancel')));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());

    dialog = await openEdit(canvasElement, 'customer_url');
    const url = within(dialog).getByLabelText(t('settings.new_value'));
    await userEvent.clear(url);
    await enter(url, 'javascript:alert(1)');
    await userEvent.click(footerButton(dialog, t('settings.review')));
    await expectShown(dialog, t('settings.error.url'));
  },
};

const REFUSAL = 'Enter a value from 0 to 0.05';

/** The server refuses a value the form let through: its reason is said, and nothing is saved. */
export const ServerRejection: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...settingsHandlers(() =>
        HttpResponse.json(
          { code: 2681, type: 'error', message: REFUSAL, data: { value: REFUSAL } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'spot.fee_rate');
    const input = within(dialog).getByLabelText(t('settings.new_value'));
    await userEvent.clear(input);
    await enter(input, '0.08');
    await userEvent.click(footerButton(dialog, t('settings.review')));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: t('settings.confirm') }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        t('settings.refused', { message: REFUSAL }),
      ),
    );
    await expectShown(dialog, REFUSAL); // under the field too
    await expect(within(dialog).getByLabelText(t('settings.new_value'))).toHaveValue('0.08');
    const fee = await rowOf(canvasElement, 'spot.fee_rate');
    await expect(within(fee).getAllByText('0.001')).toHaveLength(2);
  },
};

/** Old and new value side by side before saving; once saved the list shows the new value. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'customer_url');
    const input = within(dialog).getByLabelText(t('settings.new_value'));
    await userEvent.clear(input);
    await enter(input, 'https://help.example.net/chat');
    await userEvent.click(footerButton(dialog, t('settings.review')));
    const summary = within(dialog);
    await expect(await summary.findByText('https://support.example.com/chat')).toBeVisible();
    await expect(summary.getByText('https://help.example.net/chat')).toBeVisible();
    await expect(summary.getByText(t('settings.confirm_hint'))).toBeVisible();
    await userEvent.click(summary.getByRole('button', { name: t('settings.confirm') }));
    await expectShown(document.body, t('settings.saved', { key: 'customer_url' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const row = await rowOf(canvasElement, 'customer_url');
    await waitFor(() =>
      expect(within(row).getByText('https://help.example.net/chat')).toBeVisible(),
    );
  },
};

/** A non-admin has no Settings in the menu, and the address alone shows no settings. */
export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('finance')));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(t('settings.forbidden'), {}, LOADED)).toBeVisible();
    await expect(page.getByRole('link', { name: t('nav.audit') })).toBeVisible();
    await expect(page.queryByRole('link', { name: t('settings.nav') })).toBeNull();
    await expect(page.queryByText('spot.fee_rate')).toBeNull();
  },
};
