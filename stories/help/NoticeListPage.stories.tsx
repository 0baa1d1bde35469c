import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NoticeListPage from '../../src/features/help/pages/NoticeListPage';
import i18n from '../../src/i18n';
import { boardPage, boards, fail, item, never, newsList, NOTICES } from './fixtures';

const meta = {
  title: 'Pages/Notices/List',
  component: NoticeListPage,
  parameters: { route: 'pages/notice/index', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(boards);
  },
} satisfies Meta<typeof NoticeListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: i18n.t('notices:title') })).toBeVisible();
    await expect(await canvas.findByText('Scheduled system maintenance')).toBeVisible();
  },
};

export const OpensNotice: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('Scheduled system maintenance'));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/index/notice/notice?id=101',
      ),
    );
  },
};

export const News: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('notices:tabs.news') }));
    await expect(await canvas.findByText('Flash exchange now supports more coins')).toBeVisible();
    await expect(canvas.queryByText('Scheduled system maintenance')).toBeNull();
  },
};

/** A notice with no text in the reader's language is listed in English, tagged so. */
export const EnglishFallback: Story = {
  beforeEach({ msw }) {
    msw.use(
      newsList(() =>
        boardPage([
          {
            ...item(103, 'notice', 1, 'Announcements', 'Holiday hours', 'Support times.'),
            fallback: true,
          },
          ...NOTICES,
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByText('Holiday hours');
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(canvas.getAllByText(i18n.t('help:fallback.tag'))).toHaveLength(1);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(newsList(() => boardPage([])));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18n.t('notices:empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(newsList(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(newsList(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('notices:loadFailed')),
    ).toBeVisible();
  },
};
