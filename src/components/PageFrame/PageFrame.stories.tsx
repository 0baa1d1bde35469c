import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, fn, within } from 'storybook/test';
import { NavBar } from '../NavBar/NavBar';
import { withRouter } from '../storybook/decorators';
import { PageFrame } from './PageFrame';

const rows = Array.from({ length: 12 }, (_, i) => `Row ${i + 1}`);
const body = (
  <List>
    {rows.map((row) => (
      <List.Item key={row}>{row}</List.Item>
    ))}
  </List>
);

const meta = {
  title: 'Design system/PageFrame',
  tags: ['autodocs'],
  component: PageFrame,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: 'pages/settings/index' },
  args: { nav: <NavBar title="Page title" />, children: body },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNavBar: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A tab page: the tab bar appears by itself on the five tab paths. */
export const TabPage: Story = {
  parameters: { route: 'pages/assets/index' },
  args: { nav: <NavBar title="Assets" back={false} /> },
  play: async ({ canvasElement }) => {
    // The tab bar arrives in its own chunk on the first tab page.
    await expect(await within(canvasElement).findByRole('navigation')).toBeVisible();
  },
};

export const PullToRefresh: Story = {
  args: { onRefresh: fn(async () => new Promise((resolve) => setTimeout(resolve, 800))) },
};

/** The leverage page's dark background. */
export const Dark: Story = { args: { dark: true, nav: <NavBar title="Leverage" /> } };

export const WithoutNavBar: Story = { args: { nav: undefined } };
