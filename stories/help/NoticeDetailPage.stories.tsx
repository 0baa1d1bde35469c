import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import NoticeDetailPage from '../../src/features/help/pages/NoticeDetailPage';
import i18n from '../../src/i18n';
import { ARTICLE, fail, never, newsDetail, ok } from './fixtures';

const FORMATTED = [
  '<p>We upgrade on <strong>Sunday</strong>.</p>',
  '<h3>What pauses</h3>',
  '<ul><li>Trading</li><li>Deposits and withdrawals</li></ul>',
  '<p>Follow the <a href="https://example.com/status">status page</a>.</p>',
].join('');
const HOSTILE = [
  '<p>Trading resumes at 02:30.</p>',
  '<script>window.articleXss = "script"</script>',
  '<img src="/no-such-image.png" alt="" onerror="window.articleXss = \'onerror\'">',
  '<p><a href="javascript:window.articleXss = \'link\'">Details</a></p>',
].join('');

declare global {
  interface Window {
    articleXss?: string;
  }
}

const meta = {
  title: 'Pages/Notices/Detail',
  component: NoticeDetailPage,
  parameters: { route: 'pages/index/notice/notice?id=101', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(newsDetail(({ id }) => (id === '101' ? ok(ARTICLE) : fail(404, 'Not found'))));
  },
} satisfies Meta<typeof NoticeDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: ARTICLE.title })).toBeVisible();
    await expect(canvas.getByText(ARTICLE.paragraphs[1]!)).toBeVisible();
  },
};

/** The article as the server renders it from Markdown: headings, emphasis, lists and links. */
export const Formatted: Story = {
  beforeEach({ msw }) {
    msw.use(newsDetail(() => ok({ ...ARTICLE, html: FORMATTED })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'What pauses' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'status page' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.queryByRole('note')).toBeNull(); // in the reader's language: no note
  },
};

/** No text in the reader's language: the English one, with a note saying so in theirs. */
export const EnglishFallback: Story = {
  beforeEach({ msw }) {
    msw.use(newsDetail(() => ok({ ...ARTICLE, lang: 'en', fallback: true })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(i18n.t('help:fallback.notice'));
    await expect(canvas.getByRole('article')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(ARTICLE.paragraphs[0]!)).toBeVisible();
  },
};

/** An article's HTML that carries a script or handler shows its text and runs nothing. */
export const HostileHtml: Story = {
  beforeEach({ msw }) {
    msw.use(newsDetail(() => ok({ ...ARTICLE, html: HOSTILE })));
  },
  play: async ({ canvasElement }) => {
    window.articleXss = undefined;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Trading resumes at 02:30.')).toBeVisible();
    const article = canvas.getByRole('article');
    await expect(article.querySelector('script, [onerror], [href^="javascript"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500)); // time for the image to fail
    await expect(window.articleXss).toBeUndefined();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(newsDetail(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { route: 'pages/index/notice/notice?id=9999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('notices:detailFailed')),
    ).toBeVisible();
  },
};

export const MissingId: Story = {
  parameters: { route: 'pages/index/notice/notice' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('notices:detailFailed')),
    ).toBeVisible();
  },
};
