import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Device } from '../../src/api/generated/model';
import DevicesPage from '../../src/features/security/pages/DevicesPage';
import { fail, ok, pageOf, t, USER } from './fixtures';

// Security → Devices: this phone, a laptop and a tablet signed in; sign one or all the others out.

const THIS_PHONE: Device = {
  id: 31,
  browser: 'Safari 18',
  os: 'iOS 18.1',
  device: 'mobile',
  ip: '203.0.113.24',
  created_at: '2026-11-20T08:12:00Z',
  last_used_at: '2026-11-27T09:40:00Z',
  current: true,
};
const LAPTOP: Device = {
  id: 29,
  browser: 'Chrome 131',
  os: 'Windows 10',
  device: 'desktop',
  ip: '198.51.100.7',
  created_at: '2026-11-02T19:03:00Z',
  last_used_at: '2026-11-26T21:15:00Z',
  current: false,
};
const UNKNOWN: Device = {
  id: 12,
  browser: null,
  os: null,
  device: 'tablet',
  ip: null,
  created_at: '2026-10-15T06:30:00Z',
  last_used_at: '2026-10-15T06:30:00Z',
  current: false,
};

let live: Device[] = [];

const meta = {
  title: 'Pages/Security/Devices',
  component: DevicesPage,
  parameters: {
    route: 'pages/settings/security/devices',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    live = [THIS_PHONE, LAPTOP, UNKNOWN];
    msw.use(
      http.get('/api/security/sessions', () => ok({ list: live })),
      http.post('/api/security/sessions/end', async ({ request }) => {
        const id = Number(new URLSearchParams(await request.text()).get('id'));
        live = live.filter((device) => device.id !== id);
        return ok(null, 'The device has been signed out');
      }),
      http.post('/api/security/sessions/end_others', () => {
        const ended = live.filter((device) => !device.current).length;
        live = live.filter((device) => device.current);
        return ok({ ended });
      }),
    );
  },
} satisfies Meta<typeof DevicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmIn = async (title: string, action: string) => {
  const dialog = within(await within(document.body).findByRole('dialog'));
  await expect(dialog.getByText(title)).toBeVisible();
  await waitFor(() => userEvent.click(dialog.getByRole('button', { name: action })));
};

export const Devices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText('Safari 18 · iOS 18.1')).toBeVisible();
    await expect(canvas.getByText('Chrome 131 · Windows 10')).toBeVisible();
    // nothing known of its browser: it is named by its kind
    await expect(canvas.getByText(t('security:devices.kind.tablet'))).toBeVisible();
    await expect(canvas.getByText(t('security:devices.thisDevice'))).toBeVisible();
    await expect(canvas.getByText(t('security:devices.ip', { ip: '198.51.100.7' }))).toBeVisible();
    // this device has no sign-out of its own; the two others do
    await expect(
      canvas.getAllByRole('button', { name: new RegExp(t('security:devices.signOut')) }),
    ).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: t('security:devices.signOutOthers', { count: 2 }) }),
    ).toBeVisible();
  },
};

export const SignOutOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    const name = 'Chrome 131 · Windows 10';
    await userEvent.click(
      await canvas.findByRole('button', { name: t('security:devices.signOutNamed', { name }) }),
    );
    await confirmIn(t('security:devices.signOutTitle'), t('security:devices.signOut'));
    await waitFor(() => expect(canvas.queryByText(name)).toBeNull());
    await expect(
      canvas.getByRole('button', { name: t('security:devices.signOutOthers', { count: 1 }) }),
    ).toBeVisible();
  },
};

export const SignOutAllOthers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('security:devices.signOutOthers', { count: 2 }),
      }),
    );
    await confirmIn(t('security:devices.signOutOthersTitle'), t('security:devices.signOut'));
    await expect(
      await within(document.body).findByText(t('security:devices.othersSignedOut', { count: 2 })),
    ).toBeVisible();
    await expect(await canvas.findByText(t('security:devices.onlyThis'))).toBeVisible();
    await expect(canvas.getByText('Safari 18 · iOS 18.1')).toBeVisible();
  },
};

export const OnlyThisDevice: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/security/sessions', () => ok({ list: [THIS_PHONE] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:devices.onlyThis'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('security:devices.signOut') })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/security/sessions', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(canvas.getByText(t('security:devices.title'))).toBeVisible();
    await expect(canvas.queryByText(t('security:devices.thisDevice'))).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(http.get('/api/security/sessions', () => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:loadFailed'))).toBeVisible();
  },
};
