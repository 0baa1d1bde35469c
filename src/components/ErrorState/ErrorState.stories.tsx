import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import i18n from '../../i18n';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Design system/ErrorState',
  tags: ['autodocs'],
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('common:actions.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ServerMessage: Story = {
  args: { message: 'Service is busy, please try again later.' },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const FullPage: Story = { args: { fullPage: true } };
