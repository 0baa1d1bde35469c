import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
