import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import PledgeRecordPage from '../../src/features/mining/pages/PledgeRecordPage';
import i18n from '../../src/i18n';
import { activePledge, award, handlers, releasedPledge } from './fixtures';

const meta = {
  title: 'Pages/Mining/PledgeRecord',
  component: PledgeRecordPage,
  parameters: { route: 'pages/assets/transfersd/zyrecord', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.records([activePledge, releasedPledge]), handlers.awards([award]));
  },
} satisfies Meta<typeof PledgeRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveAndReleased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('mining:pledge.active'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('mining:pledge.released'))).toBeVisible();
  },
};

export const Awards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: i18n.t('mining:pledge.awards') }));
    await expect(await canvas.findByText(i18n.t('mining:pledge.day', { day: 3 }))).toBeVisible();
    await expect(canvas.getByText('+1.50000000')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([]), handlers.awards([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('mining:pledge.empty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('mining:pledge.awards') }));
    await expect(await canvas.findByText(i18n.t('mining:pledge.awardsEmpty'))).toBeVisible();
  },
};
