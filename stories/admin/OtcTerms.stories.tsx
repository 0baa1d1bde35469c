import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Setting, SettingKey } from '../../src/admin/api/generated/model';
import {
  body,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  enter,
  expectShown,
  LOADED,
  loadErrorStory,
  loadingStory,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  t,
  withConsole,
} from './console';

// OTC terms (#/otc/terms): the OTC settings in one view (order limits first, then fee, margin,
// windows, fiat and coins), each changed through the settings dialog; a value the form refuses,
// one the server refuses, a saved change, loading, a failed load, and the page as a viewer sees it.

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
const UPDATED = '2026-11-20T08:00:00.000Z';
const otc = (key: SettingKey, type: Setting['type'], value: string, c = {}): Setting => ({
  key,
  group: 'otc',
  type,
  value,
  default: value,
  constraints: constraints(c),
  description: `What ${key} does`,
  updated_at: UPDATED,
});
const SETTINGS: Setting[] = [
  {
    ...otc('spot.fee_rate', 'rate', '0.001', { min: '0', max: '0.1', max_decimals: 8 }),
    group: 'trading',
  },
  otc('otc.fee_rate', 'rate', '0.001', { min: '0', max: '0.1', max_decimals: 8 }),
  otc('otc.margin_amount', 'amount', '100', { min: '0.01', max_decimals: 8 }),
  otc('otc.margin_currency', 'coin', 'USDT', { choices: ['USDT', 'BTC'] }),
  otc('otc.coins', 'coins', 'USDT,BTC,ETH,BNB', { choices: ['USDT', 'BTC', 'ETH', 'BNB'] }),
  otc('otc.legal', 'text', 'USD', { pattern: '^[A-Z]{3}$' }),
  otc('otc.pay_minutes', 'integer', '15', { min: '1', max: '1440', max_decimals: 0 }),
  otc('otc.confirm_minutes', 'integer', '30', { min: '1', max: '1440', max_decimals: 0 }),
  otc('otc.order_min_amount', 'amount', '10', { min: '0.01', max: '100000000', max_decimals: 2 }),
  otc('otc.order_max_amount', 'amount', '50000', {
    min: '0.01',
    max: '100000000',
    max_decimals: 2,
  }),
];

const settingsHandlers = (answer?: () => Response) => {
  const settings = SETTINGS.map((s) => ({ ...s }));
  return [
    http.get('/api/admin/settings', () => ok(settings as never)),
    http.put('/api/admin/settings/:key', async ({ params, request }) => {
      if (answer) return answer();
      const value = new URLSearchParams(await request.text()).get('value') ?? '';
      const setting = settings.find((s) => s.key === String(params.key))!;
      Object.assign(setting, { value });
      return ok(setting as never);
    }),
  ];
};

const meta = {
  title: 'Console/OtcTerms',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/otc/terms' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...settingsHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const editButton = (root: HTMLElement, key: string) =>
  within(root).findByRole('button', { name: t('markets.otc_edit', { key }) }, LOADED);
async function openEdit(root: HTMLElement, key: string) {
  await userEvent.click(await editButton(root, key));
  return body().findByRole('dialog');
}

/** The OTC settings only, order limits first, with the range every ad and order must sit within. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('markets.otc_title') }, LOADED),
    ).toBeVisible();
    await expectShown(
      canvasElement,
      t('markets.otc_limits_summary', { min: '10', max: '50000', legal: 'USD' }),
    );
    await expect(page.getByText(t('markets.otc_label.pay_minutes'))).toBeVisible();
    await expect(page.getByText(t('markets.otc_label.fee_rate'))).toBeVisible();
    await expect(page.queryByText('What spot.fee_rate does')).toBeNull();
    const labels = [...canvasElement.querySelectorAll('tbody td:first-child strong')].map(
      (e) => e.textContent,
    );
    await expect(labels[0]).toBe(t('markets.otc_label.order_min_amount'));
    await expect(labels[1]).toBe(t('markets.otc_label.order_max_amount'));
    await expect(page.getByRole('link', { name: t('markets.nav_otc') })).toBeVisible();
  },
};

/** The settings dialog checks the order limit by its rules (2 decimals) before anything is sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'otc.order_min_amount');
    const input = within(dialog).getByLabelText(t('settings.new_value'));
    await userEvent.clear(input);
    await enter(input, '0.001');
    await userEvent.click(within(dialog).getByRole('button', { name: t('settings.review') }));
    await expectShown(dialog, t('settings.error.decimal', { places: 2 }));
  },
};

/** A new maximum is reviewed, confirmed and shown. */
export const EditLimit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'otc.order_max_amount');
    const input = within(dialog).getByLabelText(t('settings.new_value'));
    await userEvent.clear(input);
    await enter(input, '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: t('settings.review') }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: t('settings.confirm') }),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expectShown(
      canvasElement,
      t('markets.otc_limits_summary', { min: '10', max: '20000', legal: 'USD' }),
    );
  },
};

const REFUSAL = 'Enter an amount from 0.01 to 100000000';

/** The server refuses a value: its reason is said in the dialog, nothing is saved. */
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
    const dialog = await openEdit(canvasElement, 'otc.order_max_amount');
    const input = within(dialog).getByLabelText(t('settings.new_value'));
    await userEvent.clear(input);
    await enter(input, '30000');
    await userEvent.click(within(dialog).getByRole('button', { name: t('settings.review') }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: t('settings.confirm') }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        t('settings.refused', { message: REFUSAL }),
      ),
    );
  },
};

/** The settings are on their way. */
export const Loading: Story = loadingStory('/api/admin/settings');

/** The settings cannot be loaded. */
export const LoadError: Story = loadErrorStory('/api/admin/settings', 'markets.load_failed');

/** A viewer: the terms are settings, the admin's alone (the server refuses other roles too). */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('markets.otc_forbidden'));
    await expect(
      within(canvasElement).queryByRole('link', { name: t('markets.nav_otc') }),
    ).toBeNull();
  },
};
