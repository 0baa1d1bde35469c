import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import NoticeDetailPage from '../../src/features/help/pages/NoticeDetailPage';
import i18n from '../../src/i18n';
import { ARTICLE, fail, never, newsDetail, ok } from './fixtures';

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
