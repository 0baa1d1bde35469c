import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_APPEARANCE, getAppearance, setAppearance } from '../../src/components/theme';
import SettingsPage from '../../src/features/settings/pages/SettingsPage';
import i18n from '../../src/i18n';

const download = (
  links: { platform: 'android' | 'ios'; url: string | null; available: boolean }[],
) =>
  http.get('/api/task/download', () =>
    HttpResponse.json({
      code: 1,
      type: 'ok',
      message: 'OK',
      data: { version: '3.1.5', version_code: 315, links },
    }),
  );
const CLOSED = [
  { platform: 'android' as const, url: null, available: false },
  { platform: 'ios' as const, url: null, available: false },
];

const meta = {
  title: 'Pages/Settings/Index',
  component: SettingsPage,
  parameters: { route: 'pages/settings/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(
      download(CLOSED),
      http.post('/api/user/logout', () =>
        HttpResponse.json({ code: 1, type: 'ok', message: 'Signed out', data: null }),
      ),
    );
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(i18n.t('settings:versionValue', { version: '3.1.5', code: 315 })),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.t('settings:security'))).toBeVisible();
  },
};

export const OpensLanguage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText(i18n.t('settings:language.title')));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/settings/language/language',
      ),
    );
  },
};

/** Notifications opens Settings → Notifications (push and e-mail by category). */
export const OpensNotifications: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText(i18n.t('settings:notifications')));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/settings/notifications',
      ),
    );
  },
};

/** No download link configured: "The function is not yet open". */
export const DownloadNotOpen: Story = {
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 200));
    await userEvent.click(within(canvasElement).getByText(i18n.t('settings:download')));
    await expect(await within(document.body).findByText(i18n.t('settings:notOpen'))).toBeVisible();
  },
};

export const LogoutConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('settings:account.logout') }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByText(i18n.t('settings:account.logoutConfirm'))).toBeVisible(),
    );
  },
};

/** Opens the Appearance sheet and waits until it has taken the focus (it is fully shown). */
async function openAppearance(canvasElement: HTMLElement) {
  const title = i18n.t('settings:appearance.title');
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: (name) => name.startsWith(title) }),
  );
  const dialog = await within(document.body).findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toHaveFocus());
  return dialog;
}

const storedAppearance = () => JSON.parse(localStorage.getItem('appearance') ?? 'null') as unknown;

const THEME_LABELS = {
  system: 'settings:appearance.system',
  light: 'settings:appearance.light',
  dark: 'settings:appearance.dark',
} as const;
const RISE_LABELS = {
  'green-up': 'settings:appearance.greenUp',
  'red-up': 'settings:appearance.redUp',
} as const;

/** Settings > Appearance: the sheet with the theme and the rise colours, the current ones checked. */
export const AppearanceOpen: Story = {
  play: async ({ canvasElement }) => {
    // The toolbar's theme and rise colour (Light, green up unless switched).
    const { theme: current, rise: currentRise } = getAppearance();
    // i18n-dynamic: THEME_LABELS above
    const themeLabel = i18n.t(THEME_LABELS[current]);
    // i18n-dynamic: RISE_LABELS above
    const riseLabel = i18n.t(RISE_LABELS[currentRise]);
    await expect(
      within(canvasElement).getByRole('button', {
        name: `${i18n.t('settings:appearance.title')} ${themeLabel}`,
      }),
    ).toBeVisible();
    const dialog = within(await openAppearance(canvasElement));
    await expect(
      dialog.getByRole('heading', { name: i18n.t('settings:appearance.title') }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: i18n.t('common:actions.close') }),
    ).toBeVisible();
    const theme = within(
      dialog.getByRole('radiogroup', { name: i18n.t('settings:appearance.theme') }),
    );
    await expect(theme.getAllByRole('radio')).toHaveLength(3);
    await expect(theme.getByRole('radio', { name: themeLabel })).toBeChecked();
    const rise = within(
      dialog.getByRole('radiogroup', { name: i18n.t('settings:appearance.rise') }),
    );
    await expect(rise.getAllByRole('radio')).toHaveLength(2);
    await expect(rise.getByRole('radio', { name: riseLabel })).toBeChecked();
  },
};

/** A choice applies to <html> at once and is kept; Escape closes the sheet. */
export const AppearanceChoices: Story = {
  // Starts from Light whatever the toolbar's theme (the Chinese story run is dark), and leaves
  // the default appearance behind, whatever this story chose.
  beforeEach: () => {
    setAppearance({ theme: 'light', rise: 'green-up' });
    return () => setAppearance(DEFAULT_APPEARANCE);
  },
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    const dialog = within(await openAppearance(canvasElement));

    // Keyboard: Tab to the checked theme (Light), arrow down to Dark.
    await userEvent.tab(); // the close button
    await userEvent.tab();
    await expect(
      dialog.getByRole('radio', { name: i18n.t('settings:appearance.light') }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      dialog.getByRole('radio', { name: i18n.t('settings:appearance.dark') }),
    ).toBeChecked();
    await waitFor(() => expect(root.dataset.theme).toBe('dark'));
    await expect(storedAppearance()).toEqual({ theme: 'dark', rise: 'green-up' });

    await userEvent.click(dialog.getByRole('radio', { name: i18n.t('settings:appearance.redUp') }));
    await waitFor(() => expect(root.dataset.rise).toBe('red-up'));
    await expect(storedAppearance()).toEqual({ theme: 'dark', rise: 'red-up' });

    await userEvent.click(
      dialog.getByRole('radio', { name: i18n.t('settings:appearance.system') }),
    );
    await waitFor(() => expect(root.hasAttribute('data-theme')).toBe(false));
    await expect(root.dataset.rise).toBe('red-up');
    await expect(storedAppearance()).toEqual({ theme: 'system', rise: 'red-up' });

    await userEvent.keyboard('{Escape}');
    const row = within(canvasElement).getByRole('button', {
      name: `${i18n.t('settings:appearance.title')} ${i18n.t('settings:appearance.system')}`,
    });
    await waitFor(() => expect(row).toHaveFocus());
    await expect(row).toHaveAttribute('aria-expanded', 'false');
  },
};
