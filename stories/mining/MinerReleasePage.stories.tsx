import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import MinerReleasePage from '../../src/features/mining/pages/MinerReleasePage';
import i18n from '../../src/i18n';
import { earning, handlers, preparing } from './fixtures';

const meta = {
  title: 'Pages/Mining/MyMiners',
  component: MinerReleasePage,
  parameters: { route: 'pages/wakuang/publication', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.mine([preparing, earning]));
  },
} satisfies Meta<typeof MinerReleasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seat still preparing and a machine earning its daily yield. */
export const PreparingAndEarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('mining:state.preparing'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('mining:state.earning'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('mining:mine.earningFrom'))).toBeVisible();
    await expect(canvas.getByText('0.00048000')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.mine([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18n.t('mining:mine.empty'))).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(handlers.mineFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('mining:mine.failed')),
    ).toBeVisible();
  },
};
