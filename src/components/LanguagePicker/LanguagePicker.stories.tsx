import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import i18n, { LANG_NAMES, changeLanguage, isLang } from '../../i18n';
import { LanguagePicker } from './LanguagePicker';

const meta = {
  title: 'Design system/LanguagePicker',
  tags: ['autodocs'],
  component: LanguagePicker,
  args: { onChanged: fn() },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All seven languages, each in its own name. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of Object.values(LANG_NAMES))
      await expect(canvas.getByText(name)).toBeVisible();
  },
};

/** Choosing a language switches the interface, then reports it. */
export const ChoosesALanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const start = isLang(i18n.language) ? i18n.language : 'en';
    const target = start === 'jp' ? '한국어' : '日本語';
    await userEvent.click(within(canvasElement).getByText(target));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledOnce());
    await changeLanguage(start); // leave the story locale as it was
  },
};
