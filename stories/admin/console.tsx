import type { Decorator, Loader, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type {
  AdminSnapshot,
  Dashboard,
  Operator,
  System,
  Queue,
  ReviewItem,
  Role,
} from '../../src/admin/api/generated/model';
import { setCsrfToken } from '../../src/admin/api/http';
import { ConsoleProviders, newConsoleQueryClient } from '../../src/admin/app/ConsoleProviders';
import { consoleRoutes } from '../../src/admin/app/routes';
import { consoleI18n, isConsoleLang } from '../../src/admin/i18n';

// The console's stories render the console itself (its routes, providers and i18n) at
// `parameters.consolePath`, against MSW answers in the server's envelope.

export const t = consoleI18n.t.bind(consoleI18n);

/** The story's language: the toolbar's (the console has all seven), else English. */
export const consoleLanguage: Loader = async ({ globals }) => {
  await consoleI18n.changeLanguage(isConsoleLang(globals.locale) ? globals.locale : 'en');
  setCsrfToken(undefined);
};

export const withConsole: Decorator = (_Story, { parameters }) => {
  const path = typeof parameters.consolePath === 'string' ? parameters.consolePath : '/';
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  return (
    <ConsoleProviders client={newConsoleQueryClient()}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  );
};

/** What every console story shares: the desktop viewport, no app router, the console frame. */
export const consoleParameters = {
  router: false,
  layout: 'fullscreen',
  viewport: { defaultViewport: 'desktop1366' },
};
// The console is a light desktop tool (its antd theme is drawn from the light tokens): its stories
// stay light whatever the toolbar's theme (the Chinese story run is dark).
export const consoleGlobals = {
  viewport: { value: 'desktop1366', isRotated: false },
  theme: 'light',
};

const ok = (data: JsonBodyType) => HttpResponse.json({ code: 1, type: 'ok', message: 'OK', data });
export const failure = (status: number, code: number, message: string) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

export const operatorAs = (role: Role, email = `${role}@example.com`): Operator => ({
  email,
  role,
  csrf_token: 'csrf-story',
});

export const meHandler = (operator: Operator | null) =>
  http.get('/api/admin/auth/me', () =>
    operator
      ? ok(operator)
      : HttpResponse.json(
          { code: 401, type: '999', message: 'Please sign in', data: null },
          { status: 401 },
        ),
  );

export const QUEUES: Queue[] = [
  { kind: 'deposit', description: 'deposit proofs', pending: 2, decided_by: 'reviewer' },
  { kind: 'kyc_advanced', description: 'advanced KYC', pending: 1, decided_by: 'reviewer' },
  { kind: 'kyc_basic', description: 'basic KYC', pending: 0, decided_by: 'reviewer' },
  { kind: 'otc_appeal', description: 'OTC appeals', pending: 0, decided_by: 'reviewer' },
  { kind: 'subscription', description: 'subscriptions', pending: 0, decided_by: 'reviewer' },
  { kind: 'withdraw', description: 'withdrawals', pending: 3, decided_by: 'finance' },
];
export const queuesHandler = (queues: Queue[] = QUEUES) =>
  http.get('/api/admin/queues', () => ok(queues));

export const queueHandler = (kind: string, items: { id: string; summary: string }[]) =>
  http.get(`/api/admin/queues/${kind}`, () =>
    ok(items.map((item, i) => ({ ...item, created_at: `2026-11-2${i}T09:30:00.000Z` }))),
  );

export { ok };

/** A button once it is enabled: actions wait for the operator's role and the queue's rule to load. */
export async function enabledButton(root: HTMLElement, name: string): Promise<HTMLElement> {
  const button = await within(root).findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/**
 * Waits until `text` is on screen: antd fades form messages in, so "in the DOM" comes first, and
 * on a busy machine its motion can take seconds.
 */
export async function expectShown(root: HTMLElement, text: string | RegExp) {
  await waitFor(() => expect(within(root).getByText(text)).toBeVisible(), { timeout: 5_000 });
}

/** The whole document: antd puts dialogs, drawers and confirmations outside the story's root. */
export const body = () => within(document.body);

/** The table row holding `text` (narrowed by `selector`), once the list has loaded. */
export const rowWith = async (root: HTMLElement, text: string, selector?: string) =>
  (await within(root).findByText(text, selector ? { selector } : {}, LOADED)).closest(
    'tr',
  ) as HTMLElement;

/** The table row whose ID cell reads `id`, once the list has loaded. */
export const rowOfId = async (root: HTMLElement, id: number) =>
  (await within(root).findByRole('cell', { name: String(id) }, LOADED)).closest(
    'tr',
  ) as HTMLElement;

/** Clicks the button named `name` (once the screen has loaded) and returns the dialog it opens. */
export async function openDialog(root: HTMLElement, name: string) {
  await userEvent.click(await within(root).findByRole('button', { name }, LOADED));
  return body().findByRole('dialog');
}

/** Clicks the dialog's `save` button and waits until the saved dialog has closed. */
export async function saveAndClose(dialog: HTMLElement, save: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: save }));
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
}

/** A refused save: the server's message shows on top (the dialog's alert) and under its field. */
export async function expectRefusal(dialog: HTMLElement, message: string) {
  await waitFor(() => expect(within(dialog).getAllByText(message)).toHaveLength(2), LOADED);
  await expect(
    within(dialog)
      .getAllByRole('alert')
      .some((alert) => alert.textContent?.includes(message)),
  ).toBe(true);
}

/**
 * A row's action that asks first: clicks it, waits for antd's confirmation (it fades in) with its
 * `title` and `hint` (what happens to the orders already open), and confirms with `ok`.
 */
export async function confirmRowAction(
  row: HTMLElement,
  { action, title, hint, ok }: { action: string; title: string; hint: string; ok: string },
) {
  await userEvent.click(within(row).getByRole('button', { name: action }));
  const dialog = await body().findByRole('dialog');
  await waitFor(
    () =>
      expect(
        within(dialog).getByText(title, { selector: '.ant-modal-confirm-title' }),
      ).toBeVisible(),
    LOADED,
  );
  await expectShown(dialog, hint);
  await userEvent.click(within(dialog).getByRole('button', { name: ok }));
}

/** A read-only operator: none of these buttons is on screen. */
export async function expectNoButtons(root: HTMLElement, names: string[]) {
  for (const name of names) await expect(within(root).queryByRole('button', { name })).toBeNull();
}

/**
 * Fills a console form: each field, found by its label `t(prefix + name)`, is cleared and given its
 * value in one paste. (Typing key by key re-validates the whole antd form on every key: seconds per
 * form, and no rule of ours depends on single keys.) An empty value leaves the field cleared.
 */
export async function fillFields(
  root: HTMLElement,
  prefix: string,
  values: Record<string, string>,
) {
  for (const [name, value] of Object.entries(values)) {
    const input = within(root).getByLabelText(t(`${prefix}${name}`));
    await userEvent.clear(input);
    if (value) await userEvent.paste(value);
  }
}

/** Puts `text` into `input` after what it holds, in one paste (see `fillFields` for why). */
export async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** How long a screen's first answer may take on a busy machine. */
export const LOADED = { timeout: 15_000 };

/** A list screen whose list call (`url`) has not answered yet: antd's spinner shows. */
export const loadingStory = (url: string): StoryObj => ({
  beforeEach({ msw }) {
    msw.use(
      http.get(url, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull(),
      LOADED,
    );
  },
});

/** A list screen whose list call (`url`) fails: the screen says so in its own words (`failedKey`). */
export const loadErrorStory = (url: string, failedKey: string): StoryObj => ({
  beforeEach({ msw }) {
    msw.use(http.get(url, () => failure(500, 500, 'Internal error')));
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByText(t(failedKey))).toBeVisible(),
      LOADED,
    );
  },
});

/** A photo as the image endpoint would answer it: a drawn card naming what it shows. */
export const imagesHandler = http.get('/api/admin/images/:id', ({ params }) => {
  const label = String(params.id).slice(0, 12);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420">
    <rect width="640" height="420" rx="24" fill="#dbe7f5"/>
    <rect x="40" y="60" width="180" height="220" rx="12" fill="#9fb7d4"/>
    <rect x="260" y="90" width="320" height="28" rx="6" fill="#6f8fb5"/>
    <rect x="260" y="150" width="260" height="20" rx="6" fill="#9fb7d4"/>
    <rect x="260" y="200" width="300" height="20" rx="6" fill="#9fb7d4"/>
    <text x="40" y="360" font-family="sans-serif" font-size="32" fill="#34506f">${label}</text>
  </svg>`;
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
});

/** One queue item in full, as GET /admin/queues/{kind}/{id} answers it. */
export const itemHandler = (item: ReviewItem) =>
  http.get(`/api/admin/queues/${item.kind}/${item.id}`, () => ok(item as unknown as JsonBodyType));

export function reviewItem(
  overrides: Partial<ReviewItem> & Pick<ReviewItem, 'kind' | 'id'>,
): ReviewItem {
  return {
    status: 'under_review',
    summary: '',
    created_at: '2026-11-24T09:30:00.000Z',
    user: { id: 7, email: 'somchai@example.com', phone: null, kyc: 'none' },
    facts: [],
    photos: [],
    warnings: [],
    balances: [],
    journal: [],
    timeline: [],
    parties: [],
    ...overrides,
  };
}

/** A published proof-of-liabilities snapshot: each coin's total equals the ledger's. */
export const PUBLISHED_SNAPSHOT: AdminSnapshot = {
  id: 41,
  taken_at: '2026-11-24T00:30:00.000Z',
  status: 'published',
  trigger: 'job',
  root_hash: '9f2c4e81a7d35b06c1e48f2a9d7b3c50e6a18f4d2b9c07e3a5d1f86b24c9e0a7',
  leaf_count: 64,
  account_count: 48,
  coins: [
    {
      currency_id: 1,
      symbol: 'BTC',
      decimals: 8,
      total_units: '1250000000',
      total: '12.50000000',
      ledger_total: '12.50000000',
    },
    {
      currency_id: 3,
      symbol: 'USDT',
      decimals: 8,
      total_units: '16205000000000',
      total: '162050.00000000',
      ledger_total: '162050.00000000',
    },
  ],
  problems: [],
  duration_ms: 1840,
};

/** A refused one: the users' USDT does not add up to the ledger's, so nothing was published. */
export const REFUSED_SNAPSHOT: AdminSnapshot = {
  ...PUBLISHED_SNAPSHOT,
  id: 42,
  taken_at: '2026-11-25T00:30:00.000Z',
  status: 'refused',
  root_hash: null,
  leaf_count: 0,
  coins: [
    PUBLISHED_SNAPSHOT.coins[0]!,
    { ...PUBLISHED_SNAPSHOT.coins[1]!, total: '162050.00000000', ledger_total: '162061.00000000' },
  ],
  problems: ['[coin_mismatch] USDT: users hold 162050.00000000, the ledger says 162061.00000000'],
  duration_ms: 2310,
};

export const DASHBOARD: Dashboard = {
  today: {
    since: '2026-11-24T00:00:00.000Z',
    deposits: { count: 3, by_currency: [{ currency: 'USDT', amount: '1620.5' }] },
    withdrawals: { count: 1, by_currency: [{ currency: 'USDT', amount: '98.9' }] },
    sign_ups: 12,
  },
  liabilities: PUBLISHED_SNAPSHOT,
  notifications: {
    since: '2026-11-23T10:00:00.000Z',
    sent: 1843,
    push_delivered: 1620,
    push_failed: 17,
    subscriptions_removed: 4,
  },
  live: {
    as_of: '2026-11-24T10:00:05.000Z',
    instances: 2,
    stale_instances: 1,
    requests_per_second: 42.5,
    error_rate: 0.0125,
    p99_ms: 182.4,
    sockets: 318,
    job_lag: { seconds: 95, job: 'trust.accrue' },
  },
  jobs: [
    {
      name: 'otc.expire',
      description: 'Cancels unpaid OTC orders',
      interval: 'PT15S',
      last_run_at: '2026-11-24T10:00:00.000Z',
      last_ok_at: '2026-11-24T10:00:00.000Z',
      last_error: null,
      last_error_at: null,
    },
    {
      name: 'trust.accrue',
      description: 'Accrues hosting interest',
      interval: 'PT1M',
      last_run_at: '2026-11-24T10:00:00.000Z',
      last_ok_at: '2026-11-24T09:59:00.000Z',
      last_error: 'connection terminated unexpectedly',
      last_error_at: '2026-11-24T10:00:00.000Z',
    },
  ],
};
export const dashboardHandler = (dashboard: Dashboard = DASHBOARD) =>
  http.get('/api/admin/dashboard', () => ok(dashboard as unknown as JsonBodyType));

export const SYSTEM: System = {
  as_of: '2026-11-24T10:00:05.000Z',
  instances: [
    {
      id: '7d0f3c52-8f4e-4c3b-9a51-2b6f0e9d1a10',
      current: true,
      version: '3.1.5',
      host: 'web-1',
      pid: 4121,
      started_at: '2026-11-22T08:00:00.000Z',
      uptime_seconds: 180_000,
      last_seen_at: '2026-11-24T10:00:00.000Z',
      stale: false,
      memory_bytes: 214_958_080,
      sockets: 201,
      requests_per_second: 30.25,
      error_rate: 0.005,
      p99_ms: 120.3,
    },
    {
      id: 'c1a4b1e0-55d2-4f0c-8e7b-3d9e6f2a4b21',
      current: false,
      version: '3.1.5',
      host: 'web-2',
      pid: 977,
      started_at: '2026-11-24T09:50:00.000Z',
      uptime_seconds: 600,
      last_seen_at: '2026-11-24T09:59:58.000Z',
      stale: false,
      memory_bytes: 180_355_072,
      sockets: 117,
      requests_per_second: 12.25,
      error_rate: 0.0275,
      p99_ms: 182.4,
    },
    {
      id: '0b6e2f7a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
      current: false,
      version: '3.1.4',
      host: 'web-3',
      pid: 3310,
      started_at: '2026-11-23T21:00:00.000Z',
      uptime_seconds: 43_200,
      last_seen_at: '2026-11-24T09:00:00.000Z',
      stale: true,
      memory_bytes: 402_653_184,
      sockets: 0,
      requests_per_second: 0,
      error_rate: 0,
      p99_ms: null,
    },
  ],
  jobs: [
    {
      name: 'otc.expire',
      period_seconds: 15,
      last_run_at: '2026-11-24T10:00:00.000Z',
      lag_seconds: 0,
      last_error: null,
      last_error_at: null,
    },
    {
      name: 'trust.accrue',
      period_seconds: 60,
      last_run_at: '2026-11-24T09:57:30.000Z',
      lag_seconds: 95,
      last_error: 'connection terminated unexpectedly',
      last_error_at: '2026-11-24T09:57:30.000Z',
    },
  ],
};
export const systemHandler = (system: System = SYSTEM) =>
  http.get('/api/admin/system', () => ok(system as unknown as JsonBodyType));
