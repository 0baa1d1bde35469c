import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import {
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectShown,
  failure,
  meHandler,
  operatorAs,
  queuesHandler,
  t,
  withConsole,
} from './console';

const meta = {
  title: 'Console/Dashboard',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each queue's pending count, in the order a reviewer works. */
export const PendingCounts: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const cards = await page.findAllByText(t('queue.open'));
    await expect(cards).toHaveLength(6);
    const titles = [...canvasElement.querySelectorAll('.ant-card-head-title')].map(
      (el) => el.textContent,
    );
    await expect(titles).toEqual(
      ['kyc_basic', 'kyc_advanced', 'deposit', 'withdraw', 'subscription', 'otc_appeal'].map((k) =>
        t(`queue.${k}`),
      ),
    );
  },
};

/** Not signed in (or the session ended): the sign-in page. */
export const SessionEnded: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(null));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('auth.sign_in_title'));
  },
};

/** The counts cannot be loaded: the error and a retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/admin/queues', () => failure(500, 500, 'Server error')));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('error.load', { message: 'Server error' }));
    await expect(
      within(canvasElement).getByRole('button', { name: t('error.retry') }),
    ).toBeVisible();
  },
};
