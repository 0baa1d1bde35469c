import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import TransferRecordPage from '../../src/features/assets/pages/TransferRecordPage';
import i18n from '../../src/i18n';
import { fail, hzhistory, never, page, TRANSFERS } from './fixtures';

const meta = {
  title: 'Pages/Assets/TransferRecord',
  component: TransferRecordPage,
  parameters: { route: 'pages/assets/transfersd/hzrecord', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(hzhistory(() => page(TRANSFERS)));
  },
} satisfies Meta<typeof TransferRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('50.00000000')).toBeVisible();
    await expect(
      canvas.getByText(`${i18n.t('assets:account.spot')} → ${i18n.t('assets:account.options')}`),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(hzhistory(() => page([])));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:transferRecord.empty')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hzhistory(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(hzhistory(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:transferRecord.loadFailed')),
    ).toBeVisible();
  },
};
