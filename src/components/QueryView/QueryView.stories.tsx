import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QueryView } from './QueryView';

const meta = {
  title: 'Design system/QueryView',
  tags: ['autodocs'],
  component: QueryView<string[]>,
  args: {
    query: { isPending: false, isError: false, data: ['LUMA', 'ORBT'], refetch: () => {} },
    errorText: 'Could not load the projects',
    empty: { when: (d: string[]) => d.length === 0, text: 'No projects yet' },
    children: (d: string[]) => <p>{d.join(', ')}</p>,
  },
} satisfies Meta<typeof QueryView<string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('LUMA, ORBT')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { query: { isPending: true, isError: false, refetch: () => {} } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { query: { isPending: false, isError: false, data: [], refetch: () => {} } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No projects yet')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { query: { isPending: false, isError: true, refetch: () => {} } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Could not load the projects')).toBeVisible();
  },
};
