import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import i18n from '../../i18n';
import { isLang, LANG_NAMES } from '../../i18n/languages';
import { waitInteractive } from '../form/waitInteractive';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Design system/LanguageSwitch',
  tags: ['autodocs'],
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

const switchButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', {
    name: i18n.t('common:language.choose', {
      name: LANG_NAMES[isLang(i18n.language) ? i18n.language : 'en'],
    }),
  });

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(switchButton(canvasElement));
    await expect(
      await within(document.body).findByText(i18n.t('common:language.title')),
    ).toBeVisible();
  },
};

/** A modal sheet: the focus moves into it, the page behind is inert, Escape closes it and the
 * focus returns to the switch; so does the close button. */
export const FocusMovesInAndBack: Story = {
  play: async ({ canvasElement }) => {
    const button = switchButton(canvasElement);
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog', {
      name: i18n.t('common:language.title'),
    });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(button.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    const again = await within(document.body).findByRole('dialog', {
      name: i18n.t('common:language.title'),
    });
    await waitFor(() => expect(again).toHaveFocus());
    await waitInteractive(again);
    await userEvent.click(
      within(again).getByRole('button', { name: i18n.t('common:actions.close') }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};
