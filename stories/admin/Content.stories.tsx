import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, type JsonBodyType } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type {
  ArticleCategory,
  ArticleDetail,
  ArticleForm,
  ArticleRow,
  TranslationStatuses,
} from '../../src/admin/api/generated/model';
import {
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  enabledButton,
  enter,
  expectShown,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  t,
  withConsole,
} from './console';

// The console's content screens: the article list with each language's translation status, and
// the editor (a tab per language, Markdown with a live preview drawn by the app's own renderer,
// publishing now or later, pinning), against MSW answers in the server's envelope.

declare global {
  interface Window {
    /** Set by a hostile preview's handler if it ever ran. */
    articleXss?: string;
  }
}

const CATEGORIES: ArticleCategory[] = [
  { id: 3, kind: 'help', name: 'Getting started' },
  { id: 4, kind: 'help', name: 'Deposits and withdrawals' },
  { id: 2, kind: 'news', name: 'Platform news' },
  { id: 1, kind: 'notice', name: 'Announcements' },
  { id: 6, kind: 'rule', name: 'Platform rules' },
];

const statuses = (overrides: Partial<TranslationStatuses> = {}): TranslationStatuses => ({
  en: 'current',
  zh: 'current',
  hk: 'current',
  jp: 'current',
  kr: 'current',
  esp: 'current',
  th: 'current',
  ...overrides,
});

const row = (overrides: Partial<ArticleRow> & Pick<ArticleRow, 'id' | 'title'>): ArticleRow => ({
  kind: 'notice',
  category_id: 1,
  category: 'Announcements',
  status: 'published',
  published_at: '2026-11-10T08:00:00.000Z',
  pinned: false,
  on_home: true,
  on_banner: false,
  updated_at: '2026-11-10T08:00:00.000Z',
  translation_status: statuses(),
  ...overrides,
});

const ROWS: ArticleRow[] = [
  row({
    id: 10001,
    title: 'New coin listing on Friday',
    status: 'scheduled',
    published_at: '2026-12-05T02:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    translation_status: statuses({ zh: 'outdated', hk: 'missing', th: 'missing' }),
  }),
  row({ id: 102, title: 'Invite friends and earn trading rebates', pinned: true, on_banner: true }),
  row({
    id: 10002,
    kind: 'help',
    category_id: 4,
    category: 'Deposits and withdrawals',
    title: 'Deposits on the TRON network',
    status: 'draft',
    published_at: null,
    on_home: false,
    translation_status: statuses({
      zh: 'missing',
      hk: 'missing',
      jp: 'missing',
      kr: 'missing',
      esp: 'missing',
      th: 'missing',
    }),
  }),
];

const text = (title: string, body: string, updated_by: string | null = 'ed@example.com') => ({
  title,
  summary: '',
  body,
  html: `<p>${body}</p>`,
  updated_at: '2026-11-24T10:00:00.000Z',
  updated_by,
});

const DETAIL: ArticleDetail = {
  ...ROWS[0]!,
  created_at: '2026-11-24T09:00:00.000Z',
  translations: {
    en: text('New coin listing on Friday', 'Trading in **NEW/USDT** opens on Friday.'),
    zh: text('新币周五上线', 'NEW/USDT 交易将于周五开放。'),
    jp: text('金曜日に新規上場', 'NEW/USDT の取引は金曜日に始まります。'),
    kr: text('금요일 신규 상장', 'NEW/USDT 거래가 금요일에 시작됩니다.'),
    esp: text('Nueva moneda el viernes', 'El trading de NEW/USDT abre el viernes.'),
  },
};
const DRAFT: ArticleDetail = {
  ...ROWS[2]!,
  created_at: '2026-11-24T09:00:00.000Z',
  translations: { en: text('Deposits on the TRON network', 'Deposit USDT over TRC20.') },
};

/** What the screen posted, for the stories that check it. */
const SENT: { url: string; body: unknown }[] = [];

/** The answers the content screens ask for; `sent` collects what the screen posted. */
function contentHandlers(detail: ArticleDetail, sent: { url: string; body: unknown }[] = []) {
  let current = detail;
  const answer = (changes: Partial<ArticleDetail>) => {
    current = { ...current, ...changes };
    return ok(current as unknown as JsonBodyType);
  };
  return [
    http.get('/api/admin/articles/categories', () => ok(CATEGORIES as unknown as JsonBodyType)),
    http.get('/api/admin/articles', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const category = Number(query.get('category_id'));
      const items = ROWS.filter(
        (r) => (!status || r.status === status) && (!category || r.category_id === category),
      );
      return ok({ total: items.length, page: 1, limit: 20, items } as unknown as JsonBodyType);
    }),
    http.get('/api/admin/articles/:id', () => ok(current as unknown as JsonBodyType)),
    http.post('/api/admin/articles/:id/publish', ({ request }) => {
      sent.push({ url: request.url, body: null });
      return answer({ status: 'published', published_at: '2026-11-24T10:05:00.000Z' });
    }),
    http.post('/api/admin/articles/:id/schedule', async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push({ url: request.url, body });
      return answer({ status: 'scheduled', published_at: body.publish_at });
    }),
    http.post('/api/admin/articles/:id/unpublish', ({ request }) => {
      sent.push({ url: request.url, body: null });
      return answer({ status: 'draft', published_at: null });
    }),
    http.post('/api/admin/articles/:id/pin', () => answer({ pinned: true })),
    http.post('/api/admin/articles/:id/unpin', () => answer({ pinned: false })),
    http.post('/api/admin/articles/:id/banner', ({ request }) => {
      sent.push({ url: request.url, body: null });
      return answer({ on_banner: true });
    }),
    http.post('/api/admin/articles/:id/unbanner', () => answer({ on_banner: false })),
    http.post('/api/admin/articles/:id', async ({ request }) => {
      const body = (await request.json()) as ArticleForm;
      sent.push({ url: request.url, body });
      const translations = Object.fromEntries(
        Object.entries(body.translations).map(([lang, v]) => [lang, text(v!.title, v!.body)]),
      ) as unknown as ArticleDetail['translations'];
      return answer({ category_id: body.category_id, on_home: !!body.on_home, translations });
    }),
    http.post('/api/admin/articles', async ({ request }) => {
      sent.push({ url: request.url, body: await request.json() });
      return ok({ ...DRAFT, id: 10003 } as unknown as JsonBodyType);
    }),
  ];
}

const meta = {
  title: 'Console/Content',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/content' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('editor')), queuesHandler(), ...contentHandlers(DETAIL));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tag = (root: HTMLElement, id: number, lang: string) =>
  within(root)
    .getByRole('link', { name: ROWS.find((r) => r.id === id)!.title })
    .closest('tr')!
    .querySelector(`[data-testid="translation-${lang}"]`);

/** Every board's articles with status, pins and each language's translation status as tags. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: ROWS[0]!.title })).toBeVisible();
    await expect(page.getByText(t('content.status_scheduled'))).toBeVisible();
    await expect(page.getByText(t('content.status_draft'))).toBeVisible();
    await expect(page.getAllByText(t('content.pinned'))).toHaveLength(1);
    await expect(page.getAllByText(t('content.banner_tag'))).toHaveLength(1);
    await expect(tag(canvasElement, 10001, 'zh')).toHaveAttribute('data-status', 'outdated');
    await expect(tag(canvasElement, 10001, 'hk')).toHaveAttribute('data-status', 'missing');
    await expect(tag(canvasElement, 10001, 'jp')).toHaveAttribute('data-status', 'current');
    await expect(tag(canvasElement, 10001, 'zh')).toHaveTextContent(
      t('content.translation_outdated'),
    );

    // narrowing to a category, then to drafts, asks the server again each time
    await userEvent.click(page.getByRole('combobox', { name: t('content.filter_category') }));
    await userEvent.click(await within(document.body).findByTitle('Deposits and withdrawals'));
    await waitFor(() =>
      expect(page.queryByRole('link', { name: ROWS[0]!.title })).not.toBeInTheDocument(),
    );
    await expect(page.getByRole('link', { name: ROWS[2]!.title })).toBeVisible();
    await userEvent.click(page.getByRole('combobox', { name: t('content.filter_status') }));
    await userEvent.click(await within(document.body).findByTitle(t('content.status_published')));
    await expectShown(canvasElement, t('content.none'));
  },
};

/** The editor: a tab per language, and a preview drawn as the app draws articles, as you type. */
export const EditorWithPreview: Story = {
  parameters: { consolePath: '/content/10001' },
  play: async ({ canvasElement }) => {
    window.articleXss = undefined;
    const page = within(canvasElement);
    const body = await page.findByLabelText(t('content.field_body'));
    const preview = () => within(page.getByTestId('preview'));
    await expect((await preview().findByText('NEW/USDT')).tagName).toBe('STRONG'); // rendered
    await expect(page.getByTestId('article-status')).toHaveTextContent(
      t('content.status_scheduled'),
    );

    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste(
      '## Listing day\n\nTrading opens *Friday*.\n\n<img src="/none.png" onerror="window.articleXss=1">',
    );
    await expect(
      await preview().findByRole('heading', { name: 'Listing day', level: 2 }),
    ).toBeVisible();
    await expect(preview().getByText('Friday').tagName).toBe('EM');
    await expect(page.getByTestId('preview').querySelector('[onerror]')).toBeNull();

    // a translation's tab shows its own text, and its own preview
    await userEvent.click(page.getByRole('tab', { name: /日本語/ }));
    await expect(await preview().findByText('金曜日に新規上場')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300)); // time for the image to fail
    await expect(window.articleXss).toBeUndefined();
  },
};

/** Saving sends English and every language that has text; an empty language is left out. */
export const SavesTheTexts: Story = {
  parameters: { consolePath: '/content/10001' },
  beforeEach({ msw }) {
    SENT.length = 0;
    msw.use(...contentHandlers(DETAIL, SENT));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = await page.findByLabelText(t('content.field_title'));
    await enter(title, ' (updated)');
    // unsaved changes: publishing waits until they are saved
    await expect(page.getByRole('button', { name: t('content.pin') })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: t('content.save') }));
    await waitFor(() => expect(SENT).toHaveLength(1));
    const form = SENT[0]!.body as ArticleForm;
    await expect(SENT[0]!.url).toMatch(/\/api\/admin\/articles\/10001$/);
    await expect(form).toMatchObject({ category_id: 1, on_home: true });
    await expect(Object.keys(form.translations)).toEqual(['en', 'zh', 'jp', 'kr', 'esp']);
    await expect(form.translations.en.title).toBe('New coin listing on Friday (updated)');
    await expectShown(document.body, t('content.saved'));
    await expect(await enabledButton(canvasElement, t('content.pin'))).toBeEnabled();
  },
};

/** Blank English text is refused before anything is sent; so is half a translation. */
export const ValidationErrors: Story = {
  parameters: { consolePath: '/content/new' },
  beforeEach({ msw }) {
    SENT.length = 0;
    msw.use(...contentHandlers(DETAIL, SENT));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const save = await enabledButton(canvasElement, t('content.save'));
    await userEvent.click(save);
    await expectShown(canvasElement, t('content.title_required'));
    await expectShown(canvasElement, t('content.body_required'));
    await expectShown(canvasElement, t('form.required'));

    await enter(page.getByLabelText(t('content.field_title')), 'Holiday hours');
    await enter(page.getByLabelText(t('content.field_body')), 'Support answers 9-17.');
    await userEvent.click(page.getByRole('tab', { name: /简体中文/ }));
    await enter(await page.findByLabelText(t('content.field_title')), '假期服务时间');
    await userEvent.click(page.getByRole('tab', { name: 'English' }));
    await userEvent.click(save);
    // the editor turns to the language that is wrong
    await waitFor(() =>
      expect(page.getByRole('tab', { name: /简体中文/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await expectShown(canvasElement, t('content.body_required'));
    await expect(page.getByTestId('tab-zh')).toHaveTextContent(t('content.tab_invalid'));
    await expect(SENT).toEqual([]); // nothing went to the server
  },
};

/** A draft is scheduled for later: the time goes to the server, the article shows it. */
export const Scheduled: Story = {
  parameters: { consolePath: '/content/10002' },
  beforeEach({ msw }) {
    SENT.length = 0;
    msw.use(...contentHandlers(DRAFT, SENT));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('article-status')).toHaveTextContent(
      t('content.status_draft'),
    );
    await userEvent.click(await enabledButton(canvasElement, t('content.schedule')));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('content.schedule') }));
    await expectShown(document.body, t('form.required')); // no time chosen yet
    // Enter takes the typed time and submits the dialog
    await userEvent.type(
      dialog.getByLabelText(t('content.schedule_at')),
      '2099-01-01 10:00{Enter}',
    );
    await waitFor(() =>
      expect(page.getByTestId('article-status')).toHaveTextContent(t('content.status_scheduled')),
    );
    await expect(SENT.map((s) => s.body)).toEqual([{ publish_at: '2099-01-01T10:00:00.000Z' }]);
    await expect(page.getByText(/2099/)).toBeVisible();
    await expect(page.getByRole('button', { name: t('content.unpublish') })).toBeEnabled();
  },
};

/** A notice becomes Home's banner after a confirmation that says it replaces the current one. */
export const ChoosesHomeBanner: Story = {
  parameters: { consolePath: '/content/10001' },
  beforeEach({ msw }) {
    SENT.length = 0;
    msw.use(...contentHandlers(DETAIL, SENT));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabledButton(canvasElement, t('content.banner')));
    const dialogElement = await within(document.body).findByRole('dialog');
    await expectShown(dialogElement, t('content.banner_hint'));
    const dialog = within(dialogElement);
    await userEvent.click(dialog.getByRole('button', { name: t('content.banner') }));
    await expectShown(canvasElement, t('content.banner_tag'));
    await expect(SENT.map((s) => new URL(s.url).pathname)).toEqual([
      '/api/admin/articles/10001/banner',
    ]);
    await expect(await enabledButton(canvasElement, t('content.unbanner'))).toBeVisible();
  },
};

/** Languages without a text, or older than the English, are named on their tabs. */
export const TranslationMissing: Story = {
  parameters: { consolePath: '/content/10001' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('tab-hk')).toHaveTextContent(
      t('content.translation_missing'),
    );
    await expect(page.getByTestId('tab-zh')).toHaveTextContent(t('content.translation_outdated'));
    await expect(page.getByTestId('tab-jp')).not.toHaveTextContent(
      t('content.translation_missing'),
    );
    await userEvent.click(page.getByRole('tab', { name: /繁體中文/ }));
    await expectShown(canvasElement, t('content.translation_hint'));
    await expect(
      await within(page.getByTestId('preview')).findByText(t('content.preview_empty')),
    ).toBeVisible();
  },
};

/** A viewer reads articles but every write is off, saying which role it needs. */
export const ViewerReadsOnly: Story = {
  parameters: { consolePath: '/content/10001' },
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByLabelText(t('content.field_title'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('content.save') })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('content.publish') })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('content.pin') })).toBeDisabled();
  },
};
