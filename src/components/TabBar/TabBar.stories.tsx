import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import i18n from '../../i18n';
import { PATHS } from '../../lib/paths';
import { withRouter } from '../storybook/decorators';
import { TabBar } from './TabBar';

const meta = {
  title: 'Design system/TabBar',
  tags: ['autodocs'],
  component: TabBar,
  decorators: [withRouter],
  parameters: { route: 'pages/index/index', layout: 'fullscreen' },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getByRole('navigation');
    await expect(within(tabs).getByText(i18n.t('common:tabs.home'))).toBeVisible();
  },
};

export const AssetsActive: Story = { args: { activeKey: PATHS.assets } };

export const SelectsATab: Story = {
  args: { activeKey: PATHS.home, onChange: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText(i18n.t('common:tabs.market')));
    await expect(args.onChange).toHaveBeenCalledWith(PATHS.market);
  },
};
