import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import i18n from '../../i18n';
import { isLang, LANG_NAMES } from '../../i18n/languages';
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
      within(canvasElement).getByRole('button', {
        name: i18n.t('common:language.choose', {
          name: LANG_NAMES[isLang(i18n.language) ? i18n.language : 'en'],
        }),
      }),
    );
    await expect(
      await within(document.body).findByText(i18n.t('common:language.title')),
    ).toBeVisible();
  },
};
