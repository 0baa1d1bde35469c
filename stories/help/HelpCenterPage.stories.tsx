import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import HelpCenterPage from '../../src/features/help/pages/HelpCenterPage';
import i18n from '../../src/i18n';
import { boardPage, boards, fail, never, newsList } from './fixtures';

const meta = {
  title: 'Pages/Help/Center',
  component: HelpCenterPage,
  parameters: { route: 'pages/help-center/center', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(boards);
  },
} satisfies Meta<typeof HelpCenterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: i18n.t('help:title') })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Deposits and withdrawals' }),
    ).toBeVisible();
    await expect(canvas.getByText('Withdrawal rules')).toBeVisible();
    await expect(canvas.getByText(i18n.t('help:chatHint'))).toBeVisible();
  },
};

export const OpensArticle: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('How to deposit'));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/help-center/detail?id=401',
      ),
    );
  },
};

export const OpensRules: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText(i18n.t('help:rules')));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/help-center/rule',
      ),
    );
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
    await expect(await within(canvasElement).findByText(i18n.t('help:loadFailed'))).toBeVisible();
  },
};
