import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LanguagePage from '../../src/features/settings/pages/LanguagePage';
import i18n, { changeLanguage } from '../../src/i18n';

let sent: string | null = null;

const meta = {
  title: 'Pages/Settings/Language',
  component: LanguagePage,
  parameters: { route: 'pages/settings/language/language', layout: 'fullscreen' },
  beforeEach({ msw }) {
    sent = null;
    msw.use(
      http.post('/api/set/lang', async ({ request }) => {
        sent = new URLSearchParams(await request.text()).get('lang');
        return HttpResponse.json({ code: 1, type: 'ok', message: 'OK', data: { lang: sent } });
      }),
    );
  },
} satisfies Meta<typeof LanguagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SevenLanguages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['English', '简体中文', '繁體中文', '日本語', '한국어', 'Español', 'ไทย']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
  },
};

/** A choice applies at once, is stored under `lang` and is sent to the server. */
export const ChoosesThai: Story = {
  play: async ({ canvasElement }) => {
    const before = i18n.language;
    try {
      await userEvent.click(within(canvasElement).getByText('ไทย'));
      await waitFor(() => expect(i18n.language).toBe('th'));
      await expect(localStorage.getItem('lang')).toBe('th');
      await waitFor(() => expect(sent).toBe('th'));
      await expect(within(canvasElement).getByRole('heading', { name: 'ภาษา' })).toBeVisible();
    } finally {
      await changeLanguage(before as 'en');
    }
  },
};
