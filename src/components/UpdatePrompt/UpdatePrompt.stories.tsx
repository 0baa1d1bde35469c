import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { setUpdateReady } from '../../lib/updateReady';
import i18n from '../../i18n';
import { UpdatePrompt, UpdatePromptView } from './UpdatePrompt';

const meta = {
  title: 'Design system/UpdatePrompt',
  tags: ['autodocs'],
  component: UpdatePromptView,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdatePromptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version was installed in the background: Reload switches to it. */
export const NewVersion: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('common:update.message'));
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common:update.reload') }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Nothing until the service worker reports a waiting version; Reload applies it once. */
export const WaitsForTheServiceWorker: Story = {
  render: () => <UpdatePrompt />,
  beforeEach: () => () => setUpdateReady(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    const applyUpdate = fn(async () => {});
    setUpdateReady(applyUpdate);
    const reload = await canvas.findByRole('button', { name: i18n.t('common:update.reload') });
    await userEvent.click(reload);
    await waitFor(() => expect(applyUpdate).toHaveBeenCalledOnce());
    await expect(reload).toBeDisabled();
  },
};
