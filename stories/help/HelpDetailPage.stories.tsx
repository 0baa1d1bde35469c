import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import HelpDetailPage from '../../src/features/help/pages/HelpDetailPage';
import i18n from '../../src/i18n';
import { ARTICLE, fail, never, newsDetail, ok } from './fixtures';

const RULE = {
  ...ARTICLE,
  id: 601,
  kind: 'rule' as const,
  title: 'Referral and rebate rules',
  paragraphs: ['Rebates are never paid on your own trades.'],
  html: '<p>Rebates are never paid on your own trades.</p>',
};

const meta = {
  title: 'Pages/Help/Detail',
  component: HelpDetailPage,
  parameters: { route: 'pages/help-center/detail?id=601', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(newsDetail(({ id }) => (id === '601' ? ok(RULE) : fail(404, 'Not found'))));
  },
} satisfies Meta<typeof HelpDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: RULE.title })).toBeVisible();
    await expect(canvas.getByText(RULE.paragraphs[0]!)).toBeVisible();
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
  parameters: { route: 'pages/help-center/detail?id=9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18n.t('help:detailFailed'))).toBeVisible();
  },
};
