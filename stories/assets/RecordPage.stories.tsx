import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import RecordPage from '../../src/features/assets/pages/RecordPage';
import i18n from '../../src/i18n';
import { fail, JOURNAL, legalLog, never, page } from './fixtures';

const meta = {
  title: 'Pages/Assets/Record',
  component: RecordPage,
  parameters: { route: 'pages/assets/record', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(legalLog(() => page(JOURNAL)));
  },
} satisfies Meta<typeof RecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+1350.50000000')).toBeVisible();
    await expect(canvas.getByText('-50.00000000')).toBeVisible();
    await expect(canvas.getAllByText(i18n.t('assets:kind.transfer'))).toHaveLength(2);
    await expect(canvas.getByText(i18n.t('assets:kind.deposit'))).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(legalLog(() => page([])));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:record.empty')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(legalLog(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(legalLog(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:record.loadFailed')),
    ).toBeVisible();
  },
};
