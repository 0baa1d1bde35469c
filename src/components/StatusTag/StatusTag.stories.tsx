import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag, type StatusTone } from './StatusTag';

type Kyc = 'unverified' | 'under_review' | 'verified';
const tones: Record<Kyc, StatusTone> = {
  unverified: 'default',
  under_review: 'warning',
  verified: 'success',
};
const labels: Record<Kyc, string> = {
  unverified: 'Unverified',
  under_review: 'Under review',
  verified: 'Verified',
};

const meta = {
  title: 'Design system/StatusTag',
  tags: ['autodocs'],
  component: StatusTag<Kyc>,
  args: { status: 'verified', tones, labels },
  argTypes: { status: { control: 'inline-radio', options: Object.keys(tones) } },
} satisfies Meta<typeof StatusTag<Kyc>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Verified')).toBeVisible();
  },
};
export const Warning: Story = { args: { status: 'under_review' } };
export const Neutral: Story = { args: { status: 'unverified' } };
export const Solid: Story = { args: { status: 'verified', solid: true } };
