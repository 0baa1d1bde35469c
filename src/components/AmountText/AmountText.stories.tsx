import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountText } from './AmountText';

const meta = {
  title: 'Design system/AmountText',
  tags: ['autodocs'],
  component: AmountText,
  args: { value: '12345.678999', decimals: 2 },
} satisfies Meta<typeof AmountText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Truncated, never rounded: 12345.678999 with 2 decimals is 12345.67. */
export const Truncated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12345.67')).toBeVisible();
  },
};

export const GroupedWithUnit: Story = {
  args: { value: '1234567.891', decimals: 4, group: true, unit: 'USDT' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1,234,567.8910USDT');
  },
};

export const Up: Story = {
  args: { value: '2.3456', decimals: 2, colorBySign: true, showPlus: true, unit: '%' },
};
export const Down: Story = {
  args: { value: '-0.0799', decimals: 2, colorBySign: true, unit: '%' },
};

export const Invalid: Story = {
  args: { value: 'abc' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('--');
  },
};
