import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import StakingRecordsPage from '../../src/features/mining/pages/StakingRecordsPage';
import i18n from '../../src/i18n';
import { activePledge, handlers, releasedPledge } from './fixtures';

const meta = {
  title: 'Pages/Mining/StakingRecords',
  component: StakingRecordsPage,
  parameters: { route: 'pages/wakuang/zyjilu', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.zhiya(), handlers.records([activePledge, releasedPledge]));
  },
} satisfies Meta<typeof StakingRecordsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One pledge active, one released at its end. */
export const ActiveAndReleased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('active')).toHaveTextContent('1');
    await expect(await canvas.findByText(i18n.t('mining:pledge.active'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('mining:pledge.released'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('mining:pledge.releasedAt'))).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.zhiya(0), handlers.records([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('mining:pledge.empty')),
    ).toBeVisible();
  },
};
