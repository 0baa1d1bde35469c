import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SegmentedTabs, type SegmentedTab } from './SegmentedTabs';

type Key = 'mobile' | 'email' | 'history';
const tabs: SegmentedTab<Key>[] = [
  { key: 'mobile', title: 'Phone' },
  { key: 'email', title: 'E-mail' },
  { key: 'history', title: 'History' },
];

function Harness() {
  const [active, setActive] = useState<Key>('mobile');
  return (
    <div style={{ padding: 16 }}>
      <SegmentedTabs tabs={tabs} activeKey={active} onChange={setActive} aria-label="Account" />
      <p data-testid="active">{active}</p>
    </div>
  );
}

const meta = {
  title: 'Design system/SegmentedTabs',
  tags: ['autodocs'],
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstActive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Phone' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('tabindex', '-1');
  },
};

export const ClickSwitches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'E-mail' }));
    await expect(canvas.getByRole('tab', { name: 'E-mail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByTestId('active')).toHaveTextContent('email');
  },
};

export const ArrowKeysWrap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Phone' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await expect(canvas.getByTestId('active')).toHaveTextContent('history');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByTestId('active')).toHaveTextContent('mobile');
  },
};
