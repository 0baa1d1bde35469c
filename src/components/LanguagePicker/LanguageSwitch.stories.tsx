import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import i18n from '../../i18n';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Design system/LanguageSwitch',
  tags: ['autodocs'],
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('common:language.choose') }),
    );
    await expect(
      await within(document.body).findByText(i18n.t('common:language.title')),
    ).toBeVisible();
  },
};
