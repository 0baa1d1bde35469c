import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import HelpRulePage from '../../src/features/help/pages/HelpRulePage';
import i18n from '../../src/i18n';
import { boardPage, boards, fail, newsList } from './fixtures';

const meta = {
  title: 'Pages/Help/Rule',
  component: HelpRulePage,
  parameters: { route: 'pages/help-center/rule', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(boards);
  },
} satisfies Meta<typeof HelpRulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Referral and rebate rules')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(newsList(() => boardPage([])));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18n.t('help:empty'))).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(newsList(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18n.t('help:loadFailed'))).toBeVisible();
  },
};
