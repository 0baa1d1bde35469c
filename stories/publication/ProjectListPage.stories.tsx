import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import ProjectListPage from '../../src/features/subscription/pages/ProjectListPage';
import i18n from '../../src/i18n';
import { handlers } from './fixtures';

const meta = {
  title: 'Pages/Publication/List',
  component: ProjectListPage,
  parameters: { route: 'pages/publication/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.list);
  },
} satisfies Meta<typeof ProjectListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Projects during subscription, launched (redemption) and sold out. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('LUMA')).toBeVisible();
    await expect(canvas.getByText(i18n.t('publication:state.during_subscription'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('publication:state.launched'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('publication:state.sold_out'))).toBeVisible();
    await expect(canvas.getAllByTestId('progress').map((e) => e.textContent)).toEqual([
      '35%',
      '61.25%',
      '100%',
    ]);
    await expect(canvas.getByText('0.050000').closest('dd')).toHaveTextContent('0.050000USDT');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.listEmpty);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('publication:list.empty')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.listLoading);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(handlers.listFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('publication:list.failed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('common:actions.retry') }),
    ).toBeVisible();
  },
};
