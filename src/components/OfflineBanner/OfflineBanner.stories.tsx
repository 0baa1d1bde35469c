import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import i18n from '../../i18n';
import { goOffline } from '../storybook/offline';
import { OfflineBanner, OfflineBannerView } from './OfflineBanner';

const meta = {
  title: 'Design system/OfflineBanner',
  tags: ['autodocs'],
  component: OfflineBannerView,
  args: { onRetry: fn() },
} satisfies Meta<typeof OfflineBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner as every page shows it while offline; Retry asks again. */
export const Offline: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('common:offline.message'));
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Follows the browser: shown when it goes offline, gone when the network is back. */
export const FollowsTheNetwork: Story = {
  render: () => <OfflineBanner />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    const backOnline = goOffline();
    try {
      await expect(await canvas.findByText(i18n.t('common:offline.message'))).toBeVisible();
    } finally {
      backOnline();
    }
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};
