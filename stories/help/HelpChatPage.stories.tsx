import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import HelpChatPage from '../../src/features/help/pages/HelpChatPage';
import i18n from '../../src/i18n';
import { fail, never, ok } from './fixtures';

const URL = 'https://support.example.com/chat';
const customerUrl = (answer: () => Response | Promise<Response>) =>
  http.post('/api/set/get_customer_url', answer);

const meta = {
  title: 'Pages/Help/Chat',
  component: HelpChatPage,
  parameters: { route: 'pages/help-center/chat', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(customerUrl(() => ok({ url: URL, reply_hours: 24 })));
  },
} satisfies Meta<typeof HelpChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat opens in a new browser tab; the 24-hour reply promise is shown. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('help:replyWithin', { hours: 24 }))).toBeVisible();
    const open = fn();
    const original = window.open;
    window.open = open as unknown as typeof window.open;
    try {
      await userEvent.click(canvas.getByRole('button', { name: i18n.t('help:openChat') }));
    } finally {
      window.open = original;
    }
    await expect(open).toHaveBeenCalledWith(URL, '_blank', 'noopener,noreferrer');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(customerUrl(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(customerUrl(() => fail(404, 'Not found')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18n.t('help:chatFailed'))).toBeVisible();
  },
};
