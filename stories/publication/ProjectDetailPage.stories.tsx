import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import ProjectDetailPage from '../../src/features/subscription/pages/ProjectDetailPage';
import i18n from '../../src/i18n';
import { handlers, kite, luma, orbit } from './fixtures';

const meta = {
  title: 'Pages/Publication/Details',
  component: ProjectDetailPage,
  parameters: { route: 'pages/publication/details?id=1', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.detail(luma));
  },
} satisfies Meta<typeof ProjectDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DuringSubscription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(luma.intro)).toBeVisible();
    await expect(canvas.getByText(i18n.t('publication:facts.days', { count: 30 }))).toBeVisible();
    await expect(canvas.getByText('USDT / BTC')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('publication:detail.subscribe') }),
    ).toBeEnabled();
  },
};

/** A per-user total is one of the project's facts (each user's subscriptions together). */
export const PerUserLimit: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.detail({ ...luma, user_limit_usdt: '5000' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = await canvas.findByText(i18n.t('publication:facts.userLimit'));
    await expect(term.nextElementSibling).toHaveTextContent('5000 USDT');
  },
};

export const SoldOut: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.detail(kite));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18n.t('publication:state.sold_out') }),
    ).toBeDisabled();
  },
};

export const Launched: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.detail(orbit));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('publication:state.launched'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('publication:detail.subscribe') }),
    ).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(handlers.detailFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('publication:detail.failed')),
    ).toBeVisible();
  },
};
