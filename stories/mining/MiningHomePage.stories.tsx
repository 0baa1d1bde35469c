import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import MiningHomePage from '../../src/features/mining/pages/MiningHomePage';
import i18n from '../../src/i18n';
import { handlers } from './fixtures';

const meta = {
  title: 'Pages/Mining/Home',
  component: MiningHomePage,
  parameters: { route: 'pages/wakuang/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(handlers.info(), handlers.list);
  },
} satisfies Meta<typeof MiningHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('miners')).toHaveTextContent('2');
    await expect(
      canvas.getByText(i18n.t('mining:home.accumulated', { coin: 'BTC' })),
    ).toBeVisible();
    await expect(await canvas.findByText('Antminer S21')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18n.t('mining:home.buy', { name: 'Antminer L9' }) }),
    ).toHaveAttribute('href', '/pages/wakuang/buy-machines?id=2');
    await expect(canvas.getByRole('link', { name: i18n.t('mining:home.convert') })).toBeVisible();
  },
};

export const NoMiners: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('miners')).toHaveTextContent('0');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.infoLoading);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(handlers.infoFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('mining:home.failed')),
    ).toBeVisible();
  },
};
