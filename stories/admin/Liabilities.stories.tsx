import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, type JsonBodyType } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminSnapshot } from '../../src/admin/api/generated/model';
import {
  body,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectNoButtons,
  expectShown,
  failure,
  LOADED,
  loadErrorStory,
  meHandler,
  ok,
  operatorAs,
  PUBLISHED_SNAPSHOT,
  queuesHandler,
  REFUSED_SNAPSHOT,
  rowWith,
  t,
  withConsole,
} from './console';

const SNAPSHOTS = '/api/admin/liabilities/snapshots';
const ROOT = PUBLISHED_SNAPSHOT.root_hash!;

/** One page holding `items` (newest first, as the server sends them). */
const listHandler = (items: AdminSnapshot[]) =>
  http.get(SNAPSHOTS, () =>
    ok({ items, total: items.length, page: 1, limit: 20 } as unknown as JsonBodyType),
  );

/** Taking one now answers `taken`, and the list has it on top from then on. */
function takeHandlers(taken: AdminSnapshot) {
  let items = [REFUSED_SNAPSHOT, PUBLISHED_SNAPSHOT];
  return [
    http.get(SNAPSHOTS, () =>
      ok({ items, total: items.length, page: 1, limit: 20 } as unknown as JsonBodyType),
    ),
    http.post(SNAPSHOTS, () => {
      items = [taken, ...items];
      return ok(taken as unknown as JsonBodyType);
    }),
  ];
}

const meta = {
  title: 'Console/Proof of liabilities',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/liabilities' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(
      meHandler(operatorAs('admin')),
      queuesHandler(),
      listHandler([REFUSED_SNAPSHOT, PUBLISHED_SNAPSHOT]),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirms taking a snapshot now, after the warning that it reads the whole ledger. */
async function takeNow(root: HTMLElement) {
  await userEvent.click(
    await within(root).findByRole('button', { name: t('liabilities.take') }, LOADED),
  );
  const dialog = await body().findByRole('dialog');
  await expectShown(dialog, t('liabilities.confirm_hint'));
  await userEvent.click(within(dialog).getByRole('button', { name: t('liabilities.confirm_ok') }));
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
}

/** A published snapshot with its root, leaves file and totals beside the ledger's; a refused one
 * with nothing published and why, its differing coin marked. */
export const Snapshots: Story = {
  play: async ({ canvasElement }) => {
    const published = await rowWith(canvasElement, t('liabilities.status.published'));
    await expect(within(published).getByTestId('root-hash')).toHaveAttribute('title', ROOT);
    await expect(within(published).getByText(ROOT.slice(0, 10), { exact: false })).toBeVisible();
    await expect(
      within(published).getByRole('link', { name: t('liabilities.leaves') }),
    ).toHaveAttribute('href', '/api/liabilities/leaves?id=41');
    await expect(within(published).getByText(t('liabilities.trigger.job'))).toBeVisible();
    // nothing differs in a published snapshot
    await expect(within(published).queryByText(t('liabilities.differs'))).toBeNull();
    await expect(within(published).getByText('48')).toBeVisible();

    const refused = await rowWith(canvasElement, t('liabilities.status.refused'));
    await expect(within(refused).getByText(t('liabilities.nothing_published'))).toBeVisible();
    await expect(within(refused).queryByRole('link')).toBeNull();
    const usdt = within(refused).getAllByTestId('coin-totals')[1]!;
    await expect(usdt.textContent).toContain(
      t('liabilities.ledger_figure', { total: '162061.00000000' }),
    );
    await expect(within(usdt).getByText(t('liabilities.differs'))).toBeVisible();
    // its problems on a line of their own, under it
    const problems = refused.nextElementSibling as HTMLElement;
    await expect(within(problems).getByText(/coin_mismatch/)).toBeVisible();
    await expect(within(problems).getByText(t('liabilities.refused_because'))).toBeVisible();
  },
};

/** The first page of many: the pager asks the server for the next one. */
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(SNAPSHOTS, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const item = { ...PUBLISHED_SNAPSHOT, id: 100 - page, account_count: 1000 + page };
        return ok({ items: [item], total: 45, page, limit: 20 } as unknown as JsonBodyType);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await rowWith(canvasElement, '1001');
    const pager = canvasElement.querySelector<HTMLElement>('.ant-pagination')!;
    await userEvent.click(within(pager).getByTitle('3'));
    await rowWith(canvasElement, '1003');
  },
};

/** Nothing taken yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listHandler([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('liabilities.empty'));
  },
};

/** What an operator's snapshot, taken after the others, came to. */
const takenNow = (snapshot: AdminSnapshot): AdminSnapshot => ({
  ...snapshot,
  id: 43,
  taken_at: '2026-11-25T10:15:00.000Z',
  trigger: 'operator',
});

/** Taken now and published: its root and leaves file show, and it tops the list. */
export const TakeNowPublished: Story = {
  beforeEach({ msw }) {
    msw.use(...takeHandlers(takenNow(PUBLISHED_SNAPSHOT)));
  },
  play: async ({ canvasElement }) => {
    await takeNow(canvasElement);
    const outcome = await within(canvasElement).findByTestId('snapshot-outcome', {}, LOADED);
    await expectShown(outcome, t('liabilities.taken_published', { accounts: 48 }));
    await expect(within(outcome).getByTestId('root-hash')).toHaveAttribute('title', ROOT);
    await expect(
      within(outcome).getByRole('link', { name: t('liabilities.leaves') }),
    ).toHaveAttribute('href', '/api/liabilities/leaves?id=43');
    // the list has it now, taken by an operator
    await rowWith(canvasElement, t('liabilities.trigger.operator'));
  },
};

/** Taken now and refused: nothing was published, and why. */
export const TakeNowRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...takeHandlers(takenNow(REFUSED_SNAPSHOT)));
  },
  play: async ({ canvasElement }) => {
    await takeNow(canvasElement);
    const outcome = await within(canvasElement).findByTestId('snapshot-outcome', {}, LOADED);
    await expectShown(outcome, t('liabilities.taken_refused'));
    await expect(within(outcome).getByText(/coin_mismatch/)).toBeVisible();
    await expect(within(outcome).queryByTestId('root-hash')).toBeNull();
    await rowWith(canvasElement, t('liabilities.trigger.operator'));
  },
};

/** The server could not take it (another one running, the database gone): it says so. */
export const TakeNowFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(SNAPSHOTS, () => failure(409, 409, 'A snapshot is being taken')));
  },
  play: async ({ canvasElement }) => {
    await takeNow(canvasElement);
    await expectShown(
      canvasElement,
      t('liabilities.take_failed', { message: 'A snapshot is being taken' }),
    );
  },
};

/** A viewer reads every snapshot but has no button to take one. */
export const Viewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    await rowWith(canvasElement, t('liabilities.status.published'));
    await expectNoButtons(canvasElement, [t('liabilities.take')]);
  },
};

/** The list cannot be loaded. */
export const LoadFailed: Story = loadErrorStory(SNAPSHOTS, 'error.retry');
