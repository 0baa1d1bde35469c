import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminOptionDuration } from '../../src/admin/api/generated/model';
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

// Option durations (#/products/options): the list with terms, state and waiting orders; none; still
// loading; a load error; a new duration refused by the form, then by the server, then created
// closed; an edit that warns the waiting orders keep their terms; closing after a confirmation
// and opening again; and the read-only view of a viewer.

const duration = (d: Partial<AdminOptionDuration>): AdminOptionDuration => ({
  seconds: 60,
  payout_ratio: '0.2',
  min_amount: '10',
  flat_band: '0.0001',
  state: 'open',
  open_orders: 0,
  staked: '0',
  ...d,
});
const DURATIONS = [
  duration({ seconds: 30, payout_ratio: '0.15' }),
  duration({ seconds: 60, open_orders: 3, staked: '350' }),
  duration({ seconds: 300, payout_ratio: '0.5', min_amount: '100', state: 'closed' }),
];

const durationHandlers = (all: AdminOptionDuration[] = DURATIONS) => {
  const items = all.map((d) => ({ ...d }));
  const find = (id: unknown) => items.find((d) => d.seconds === Number(id))!;
  return [
    http.get('/api/admin/products/options', () => ok({ items } as never)),
    http.post('/api/admin/products/options', async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      if (items.some((d) => d.seconds === Number(form.seconds)))
        return HttpResponse.json(
          {
            code: 2702,
            type: 'error',
            message: `A ${form.seconds}-second duration already exists`,
            data: null,
          },
          { status: 409 },
        );
      const created = duration({
        seconds: Number(form.seconds),
        payout_ratio: form.payout_ratio,
        min_amount: form.min_amount,
        flat_band: form.flat_band,
        state: 'closed',
      });
      items.push(created);
      items.sort((a, b) => a.seconds - b.seconds);
      return ok(created as never);
    }),
    http.put('/api/admin/products/options/:id', async ({ params, request }) => {
      const found = find(params.id);
      Object.assign(found, Object.fromEntries(new URLSearchParams(await request.text())));
      return ok(found as never);
    }),
    http.post('/api/admin/products/options/:id/state', async ({ params, request }) => {
      const found = find(params.id);
      found.state = new URLSearchParams(await request.text()).get('state') as never;
      return ok(found as never);
    }),
  ];
};

const meta = {
  title: 'Console/OptionDurations',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/products/options' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(
      meHandler(operatorAs('admin')),
      queuesHandler(),
      ...durationHandlers(),
      // the page's stake coins section (its own stories: StakeCoins.stories.tsx)
      http.get('/api/admin/products/option_stake_coins', () =>
        ok({
          items: [
            {
              currency_id: 3,
              currency: 'USDT',
              decimals: 8,
              coin_listed: true,
              min_amount: '10',
              state: 'enabled',
              open_orders: 3,
              staked: '350',
            },
          ],
          addable: [],
        } as never),
      ),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, seconds: number) =>
  rowWith(root, t('derivatives.seconds', { n: seconds }));

/** Every duration with its payout, minimum, flat band, state and waiting orders. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('derivatives.options_title') }, LOADED),
    ).toBeVisible();
    const sixty = await rowOf(canvasElement, 60);
    await expect(within(sixty).getByText('20 %')).toBeVisible();
    await expect(within(sixty).getByText('0.01 %')).toBeVisible();
    await expect(
      within(sixty).getByText(t('derivatives.waiting', { n: 3, amount: '350' })),
    ).toBeVisible();
    const closed = await rowOf(canvasElement, 300);
    await expect(within(closed).getByText(t('derivatives.state.closed'))).toBeVisible();
    await expect(
      within(closed).getByRole('button', { name: t('derivatives.action.open') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('derivatives.nav_options') })).toBeVisible();
  },
};

/** No duration at all. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...durationHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('derivatives.empty_options'));
  },
};

/** The list is still on its way. */
export const Loading: Story = loadingStory('/api/admin/products/options');

/** The list cannot be loaded. */
export const LoadError: Story = loadErrorStory(
  '/api/admin/products/options',
  'derivatives.load_failed',
);

/** A new duration: the form refuses bad fields, the server a taken one; then it shows closed. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 30);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('derivatives.create_duration') }),
    );
    const dialog = await body().findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(t(label));
    const save = within(dialog).getByRole('button', { name: t('derivatives.save') });
    await enter(field('derivatives.field.seconds'), '0');
    await enter(field('derivatives.field.payout_ratio_share'), '11');
    await enter(field('derivatives.field.min_amount'), '0.000000001');
    await userEvent.clear(field('derivatives.field.flat_band_share'));
    await enter(field('derivatives.field.flat_band_share'), '0.5');
    await userEvent.click(save);
    await expectShown(dialog, t('derivatives.error.seconds'));
    await expectShown(dialog, t('derivatives.error.payout_ratio'));
    await expectShown(dialog, t('derivatives.error.min_amount', { places: 8 }));
    await expectShown(dialog, t('derivatives.error.flat_band'));

    await userEvent.clear(field('derivatives.field.seconds'));
    await enter(field('derivatives.field.seconds'), '60');
    await userEvent.clear(field('derivatives.field.payout_ratio_share'));
    await enter(field('derivatives.field.payout_ratio_share'), '0.25');
    await userEvent.clear(field('derivatives.field.min_amount'));
    await enter(field('derivatives.field.min_amount'), '20');
    await userEvent.clear(field('derivatives.field.flat_band_share'));
    await enter(field('derivatives.field.flat_band_share'), '0.0002');
    await userEvent.click(save);
    await expectShown(dialog, 'A 60-second duration already exists');

    await userEvent.clear(field('derivatives.field.seconds'));
    await enter(field('derivatives.field.seconds'), '90');
    await userEvent.click(save);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
    const row = await rowOf(canvasElement, 90);
    await expect(within(row).getByText(t('derivatives.state.closed'))).toBeVisible();
    await expect(within(row).getByText('25 %')).toBeVisible();
  },
};

/** Editing a duration with waiting orders says they keep their terms; the key cannot change. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 60);
    await userEvent.click(within(row).getByRole('button', { name: t('derivatives.edit') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('derivatives.snapshot_hint', { n: 3 }));
    await expect(within(dialog).getByLabelText(t('derivatives.field.seconds'))).toBeDisabled();
    const ratio = within(dialog).getByLabelText(t('derivatives.field.payout_ratio_share'));
    await userEvent.clear(ratio);
    await enter(ratio, '0.3');
    await saveAndClose(dialog, t('derivatives.save'));
    await waitFor(() => expect(within(row).getByText('30 %')).toBeVisible(), LOADED);
  },
};

/** Closing asks first (waiting orders run to completion), then opening again. */
export const CloseAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 60);
    await userEvent.click(
      within(row).getByRole('button', { name: t('derivatives.action.closed') }),
    );
    const confirm = await body().findByRole('dialog');
    await expectShown(confirm, t('derivatives.confirm_hint.closed', { n: 3 }));
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

/** A viewer reads the durations but has no button to change them. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 60);
    await expectShown(canvasElement, t('derivatives.read_only'));
    await expectNoButtons(canvasElement, [
      t('derivatives.edit'),
      t('derivatives.create_duration'),
      t('derivatives.action.closed'),
    ]);
  },
};
