import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { AdminProject, ProjectCoinChoice } from '../../src/admin/api/generated/model';
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
  openDialog,
  operatorAs,
  queuesHandler,
  rowOfId,
  saveAndClose,
  t,
  withConsole,
} from './console';

// New-coin subscription projects (#/products/projects): the list with terms, schedule, status,
// subscriptions and translation hints; empty, loading and failed lists; the create dialog, values
// the form refuses and a refusal by the server; an edit of a project holding subscriptions; closing
// after confirmation; the read-only view of a viewer. The coin and payment coins are picked from the
// platform's coins (the list's `coins`).

const INTRO = { en: '', zh: '', hk: '', jp: '', kr: '', esp: '', th: '' };
const project = (p: Partial<AdminProject>): AdminProject => ({
  id: 1,
  currency_id: 100,
  currency: 'LUMA',
  decimals: 6,
  listed: false,
  intro: { ...INTRO, en: 'Luma Network is a layer-2 payment network.', zh: 'Luma 二层支付网络。' },
  translations: {
    en: 'current',
    zh: 'outdated',
    hk: 'missing',
    jp: 'missing',
    kr: 'missing',
    esp: 'missing',
    th: 'missing',
  },
  issue_price: '0.05',
  payment_coins: [
    { currency_id: 3, currency: 'USDT', listed: true },
    { currency_id: 1, currency: 'BTC', listed: true },
  ],
  starts_at: '2031-05-01T00:00:00.000Z',
  ends_at: '2031-05-31T00:00:00.000Z',
  launch_at: '2031-06-05T00:00:00.000Z',
  lock_days: 30,
  supply: '2000000',
  reserved: '612500',
  remaining: '1387500',
  min_usdt: '10',
  max_usdt: '50000',
  user_limit_usdt: '100000',
  sort: 1,
  state: 'open',
  status: 'open',
  subscriptions: 12,
  under_review: 3,
  locked: 9,
  ...p,
});
const PROJECTS = [
  project({}),
  project({
    id: 2,
    currency: 'ORBT',
    currency_id: 101,
    listed: true,
    payment_coins: [{ currency_id: 2, currency: 'ETH', listed: false }],
    user_limit_usdt: null,
    status: 'upcoming',
    subscriptions: 0,
    under_review: 0,
    locked: 0,
    reserved: '0',
  }),
  project({ id: 3, currency: 'KITE', state: 'draft', status: 'draft', subscriptions: 0 }),
];

const coin = (currency_id: number, currency: string, decimals: number, listed = true) => ({
  currency_id,
  currency,
  decimals,
  listed,
});
const COINS: ProjectCoinChoice[] = [
  coin(1, 'BTC', 8),
  coin(2, 'ETH', 8, false),
  coin(3, 'USDT', 8),
  coin(5, 'TRX', 6),
  coin(100, 'LUMA', 6, false),
  coin(101, 'ORBT', 6),
  coin(102, 'KITE', 6, false),
  coin(103, 'NOVA', 4, false),
];

/** The list and every change; `refuse` answers a create or an edit instead of saving it. */
const projectHandlers = (list: AdminProject[] = PROJECTS, refuse?: () => Response) => {
  const items = list.map((p) => ({ ...p }));
  return [
    http.get('/api/admin/products/projects', () => ok({ items, coins: COINS } as never)),
    http.post('/api/admin/products/projects', async ({ request }) => {
      if (refuse) return refuse();
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      const created = project({
        id: 9,
        currency: form.currency,
        issue_price: form.issue_price,
        state: 'draft',
        status: 'draft',
        subscriptions: 0,
        under_review: 0,
        locked: 0,
      });
      items.push(created);
      return ok(created as never);
    }),
    http.put('/api/admin/products/projects/:id', async ({ params, request }) => {
      if (refuse) return refuse();
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      const found = items.find((p) => p.id === Number(params.id))!;
      Object.assign(found, { issue_price: form.issue_price, lock_days: Number(form.lock_days) });
      return ok(found as never);
    }),
    http.post('/api/admin/products/projects/:id/state', async ({ params, request }) => {
      const state = new URLSearchParams(await request.text()).get('state') as AdminProject['state'];
      const found = items.find((p) => p.id === Number(params.id))!;
      Object.assign(found, { state, status: state === 'open' ? 'open' : state });
      return ok(found as never);
    }),
  ];
};

const meta = {
  title: 'Console/Projects',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/products/projects' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...projectHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = rowOfId;
const openCreate = (root: HTMLElement) => openDialog(root, t('projects.create'));
/** Sets each field at once (typing every key of ten fields is too slow for the story's time). */
function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values))
    fireEvent.change(within(dialog).getByLabelText(t(`projects.field.${field}`)), {
      target: { value },
    });
}
/** The options of the one open coin picker (a closed one stays in the page, hidden). */
const openOptions = () =>
  waitFor(() => {
    const open = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const options = [...(open[0]?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])];
    if (open.length !== 1 || options.length === 0) throw new Error('no coin picker is open');
    return options;
  }, LOADED);
/** The coins the picker offers, as labelled (a delisted one is marked). */
async function offered(dialog: HTMLElement, field: 'currency' | 'payment_coins') {
  await userEvent.click(
    within(dialog).getByRole('combobox', { name: t(`projects.field.${field}`) }),
  );
  return (await openOptions()).map((o) => o.getAttribute('title'));
}
/** Opens a coin picker and picks a coin from its list. */
async function pick(dialog: HTMLElement, field: 'currency' | 'payment_coins', coin: string) {
  await userEvent.click(
    within(dialog).getByRole('combobox', { name: t(`projects.field.${field}`) }),
  );
  const options = await openOptions();
  const title = (o: HTMLElement) => o.getAttribute('title') ?? '';
  const option = options.find((o) => title(o) === coin || title(o).startsWith(`${coin} (`));
  if (!option) throw new Error(`${coin} is not offered`);
  await userEvent.click(option);
}
/** Removes a chosen payment coin. */
async function unpick(dialog: HTMLElement, coin: string) {
  const tag = dialog.querySelector(`.ant-select-selection-item[title="${coin}"]`)!;
  await userEvent.click(tag.querySelector('.ant-select-selection-item-remove')!);
}
const english = (dialog: HTMLElement) => dialog.querySelector('#intro_en') as HTMLElement;
const GOOD = {
  issue_price: '0.5',
  starts_at: '2031-07-01T10:00',
  ends_at: '2031-07-10T10:00',
  launch_at: '2031-07-12T10:00',
  lock_days: '15',
  supply: '100000',
  min_usdt: '10',
  max_usdt: '1000',
};

/** Every project with its terms, schedule, status, subscriptions and translations. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('projects.title') }, LOADED),
    ).toBeVisible();
    const first = await rowOf(canvasElement, 1);
    await expect(within(first).getByText('LUMA')).toBeVisible();
    await expect(within(first).getByText(t('projects.delisted'))).toBeVisible();
    await expect(within(first).getByText(t('projects.status.open'))).toBeVisible();
    await expect(
      within(first).getByText(t('projects.held', { n: 12, review: 3, locked: 9 })),
    ).toBeVisible();
    await expect(within(first).getByTestId('translation-zh')).toHaveAttribute(
      'data-status',
      'outdated',
    );
    const second = await rowOf(canvasElement, 2);
    await expect(within(second).getByText(t('projects.status.upcoming'))).toBeVisible();
    await expect(within(second).getByText(`ETH (${t('projects.delisted')})`)).toBeVisible();
    await expect(
      within(await rowOf(canvasElement, 3)).getByText(t('projects.status.draft')),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('projects.nav') })).toBeVisible();
  },
};

/** No project yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...projectHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByText(t('projects.empty'))).toBeVisible(),
      LOADED,
    );
  },
};

/** The list is on its way. */
export const Loading: Story = loadingStory('/api/admin/products/projects');

/** The list cannot be loaded. */
export const LoadError: Story = loadErrorStory(
  '/api/admin/products/projects',
  'projects.load_failed',
);

/** A new project is created as a draft and shows in the list. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await expect(within(dialog).getByText(t('projects.create_title'))).toBeVisible();
    await pick(dialog, 'currency', 'NOVA');
    await pick(dialog, 'payment_coins', 'BTC');
    fill(dialog, GOOD);
    await enter(english(dialog), 'Nova is a new coin.');
    await expect(within(dialog).getByTestId('intro-status-en')).toHaveAttribute(
      'data-status',
      'current',
    );
    await expect(within(dialog).getByTestId('intro-status-jp')).toHaveAttribute(
      'data-status',
      'missing',
    );
    await saveAndClose(dialog, t('projects.save'));
    const row = await rowOf(canvasElement, 9);
    await expect(within(row).getByText(t('projects.status.draft'))).toBeVisible();
  },
};

/** The form refuses what the server would: no English text, a schedule out of order, limits. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    // USDT is not offered as the project's coin; a delisted coin is not offered as a payment coin.
    const coins = await offered(dialog, 'currency');
    await expect(coins).toContain(`LUMA (${t('projects.delisted')})`);
    await expect(coins).not.toContain('USDT');
    await unpick(dialog, 'USDT');
    await waitFor(async () => {
      const payable = await offered(dialog, 'payment_coins');
      await expect(payable).toEqual(['BTC', 'USDT', 'TRX', 'ORBT']);
    }, LOADED);
    fill(dialog, {
      ...GOOD,
      issue_price: '0',
      ends_at: '2031-06-30T10:00',
      launch_at: '2031-06-01T10:00',
      lock_days: '-1',
      min_usdt: '100',
      max_usdt: '10',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('projects.save') }));
    await expectShown(dialog, t('projects.error.currency'));
    await expectShown(dialog, t('projects.error.intro_en'));
    await expectShown(dialog, t('projects.error.issue_price', { places: 8 }));
    await expectShown(dialog, t('projects.error.payment_coins'));
    await expectShown(dialog, t('projects.error.ends_at'));
    await expectShown(dialog, t('projects.error.lock_days'));
    await expectShown(dialog, t('projects.error.max_usdt'));
  },
};

const REFUSAL = 'Payment coins must be listed coins (USDT is not one)';

/** A payment coin delisted since the list was loaded: the server's reason by the field and on top. */
export const ServerRejection: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...projectHandlers(PROJECTS, () =>
        HttpResponse.json(
          { code: 2741, type: 'error', message: REFUSAL, data: { payment_coins: REFUSAL } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await pick(dialog, 'currency', 'NOVA');
    fill(dialog, GOOD);
    await enter(english(dialog), 'Nova.');
    await userEvent.click(within(dialog).getByRole('button', { name: t('projects.save') }));
    await waitFor(
      () => expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUSAL),
      LOADED,
    );
    await expect(within(dialog).getAllByText(REFUSAL).length).toBeGreaterThan(1);
  },
};

/** Editing a project with subscriptions: they keep their terms; the coin is fixed; English edits mark translations. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 1);
    await userEvent.click(within(row).getByRole('button', { name: t('projects.edit') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('projects.snapshot_hint', { n: 12 }));
    await expect(
      within(dialog).getByRole('combobox', { name: t('projects.field.currency') }),
    ).toBeDisabled();
    await expect(within(dialog).getByTestId('intro-status-hk')).toHaveAttribute(
      'data-status',
      'missing',
    );
    await enter(english(dialog), ' Now faster.');
    await expect(within(dialog).getByTestId('intro-status-zh')).toHaveAttribute(
      'data-status',
      'outdated',
    );
    fill(dialog, { issue_price: '0.1', lock_days: '5' });
    await saveAndClose(dialog, t('projects.save'));
    await waitFor(
      () => expect(within(row).getByText(t('projects.lock', { days: 5 }))).toBeVisible(),
      LOADED,
    );
  },
};

/** Closing asks first, says subscriptions run on their terms, then shows the project closed. */
export const CloseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 1);
    await userEvent.click(within(row).getByRole('button', { name: t('projects.action.closed') }));
    const dialog = await body().findByRole('dialog');
    // antd fades the confirmation in: wait until it shows.
    await waitFor(
      () =>
        expect(
          within(dialog).getByText(t('projects.confirm.closed', { id: 1 }), {
            selector: '.ant-modal-confirm-title',
          }),
        ).toBeVisible(),
      LOADED,
    );
    await expectShown(dialog, t('projects.confirm_hint.closed', { n: 12 }));
    // A project holding subscriptions offers no way back to draft.
    await expect(
      within(row).queryByRole('button', { name: t('projects.action.draft') }),
    ).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('projects.confirm_ok') }));
    await waitFor(
      () => expect(within(row).getByText(t('projects.status.closed'))).toBeVisible(),
      LOADED,
    );
  },
};

/** A viewer reads the projects but has no button to change them. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 1);
    await expectShown(canvasElement, t('projects.read_only'));
    await expectNoButtons(canvasElement, [
      t('projects.create'),
      t('projects.edit'),
      t('projects.action.closed'),
    ]);
  },
};
