import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { expect, within } from 'storybook/test';
import i18n from '../../i18n';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n.t('common:state.empty'))).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { title: 'No orders yet', description: 'Orders you place will appear here.' },
};

export const WithAction: Story = {
  args: {
    title: 'No withdrawal address',
    action: (
      <Button size="small" color="primary">
        Add address
      </Button>
    ),
  },
};
