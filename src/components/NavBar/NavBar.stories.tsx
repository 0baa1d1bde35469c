import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../storybook/decorators';
import i18n from '../../i18n';
import { NavBar } from './NavBar';

const meta = {
  title: 'Design system/NavBar',
  tags: ['autodocs'],
  component: NavBar,
  decorators: [withRouter],
  args: { title: 'Account' },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithRightSlot: Story = {
  args: { right: <span style={{ color: 'var(--app-accent-ink)' }}>Records</span> },
};

export const NoBack: Story = {
  args: { back: false, title: 'Assets' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const CustomBackHandler: Story = {
  args: { onBack: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('common:nav.back') }),
    );
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Custom navigation: transparent over the page's own background. */
export const CustomNavigation: Story = {
  args: { variant: 'custom', title: 'Choose location' },
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'linear-gradient(135deg, var(--app-accent), var(--app-accent-end))',
          color: 'var(--app-on-accent)',
          paddingBottom: 48,
        }}
      >
        <Story />
      </div>
    ),
  ],
};
