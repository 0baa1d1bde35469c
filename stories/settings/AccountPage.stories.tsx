import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  getUserCenterMockHandler,
  getUserCenterResponseMock,
} from '../../src/api/generated/endpoints/profile/profile.msw';
import { getUserLogoutMockHandler } from '../../src/api/generated/endpoints/user/user.msw';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import AccountPage from '../../src/features/settings/pages/AccountPage';
import i18n from '../../src/i18n';

const user = getUserCenterResponseMock({}).data;
const alice = {
  ...user,
  id: 7,
  account: 'alice@example.com',
  nickname: 'Alice',
  invite_code: 'AB12CD34',
  kyc_status: 'under_review',
  created_at: '2024-03-04T09:30:00Z',
} as const;

const meta = {
  title: 'Pages/Settings/Account',
  component: AccountPage,
  decorators: [withRouter, withQueryClient],
  parameters: {
    route: 'pages/settings/account/index',
    layout: 'fullscreen',
    session: { user: alice },
  },
  beforeEach({ msw }) {
    msw.use(
      getUserCenterMockHandler({ ...getUserCenterResponseMock(), data: alice }),
      getUserLogoutMockHandler({ code: 1, type: 'ok', message: 'Signed out', data: null }),
    );
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AB12CD34')).toBeVisible();
    await expect(canvas.getByText(i18n.t('settings:account.kycStatus.under_review'))).toBeVisible();
  },
};

export const Verified: Story = {
  beforeEach({ msw }) {
    msw.use(
      getUserCenterMockHandler({
        ...getUserCenterResponseMock(),
        data: { ...alice, kyc_status: 'verified' },
      }),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user/center', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user/center', () =>
        HttpResponse.json(
          { code: 500, type: 'error', message: 'Service unavailable', data: null },
          { status: 500 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('settings:account.loadFailed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('common:actions.retry') }),
    ).toBeVisible();
  },
};

export const LogoutConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: i18n.t('settings:account.logout') }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(i18n.t('settings:account.logoutTitle'))).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByText(i18n.t('settings:account.logoutConfirm'))).toBeVisible(),
    );
  },
};

/** Confirming signs out: the session is gone and the app is on the login page. */
export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: i18n.t('settings:account.logout') }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    // The dialog ignores pointers while it animates in: retry the click until it is interactive.
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: i18n.t('settings:account.logout') })),
    );
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        /^\/pages\/user\/login\/login$/,
      ),
    );
  },
};
