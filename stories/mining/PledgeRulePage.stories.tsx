import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import PledgeRulePage from '../../src/features/mining/pages/PledgeRulePage';
import i18n from '../../src/i18n';
import { handlers } from './fixtures';

const meta = {
  title: 'Pages/Mining/PledgeRule',
  component: PledgeRulePage,
  parameters: { route: 'pages/assets/transfersd/zyrule', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.info2);
  },
} satisfies Meta<typeof PledgeRulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('mining:rule.release'))).toBeVisible();
    await expect(await canvas.findByText('0.15%')).toBeVisible();
    await expect(canvas.getByText('1.05%')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(handlers.infoPledgeFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('mining:rule.failed')),
    ).toBeVisible();
  },
};
