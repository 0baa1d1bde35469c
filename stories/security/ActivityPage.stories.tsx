import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { AccountEvent } from '../../src/api/generated/model';
import ActivityPage from '../../src/features/security/pages/ActivityPage';
import { fail, ok, pageOf, t, USER } from './fixtures';

// Security → Account activity: a failed sign-in from an unknown address stands out among the
// user's own sign-ins and changes.

const PHONE = { browser: 'Safari 18', os: 'iOS 18.1', device: 'mobile' } as const;
const EVENTS: AccountEvent[] = [
  { id: 9, kind: 'signed_in', at: '2026-11-27T09:40:00Z', ip: '203.0.113.24', ...PHONE },
  {
    id: 8,
    kind: 'sign_in_failed',
    at: '2026-11-26T23:02:00Z',
    ip: '192.0.2.77',
    browser: 'Chrome 131',
    os: 'Windows 10',
    device: 'desktop',
  },
  { id: 7, kind: 'password_changed', at: '2026-11-20T08:30:00Z', ip: '203.0.113.24', ...PHONE },
  {
    id: 6,
    kind: 'address_added',
    at: '2026-11-18T12:00:00Z',
    ip: null,
    browser: null,
    os: null,
    device: 'unknown',
  },
  { id: 5, kind: 'signed_up', at: '2026-11-01T07:00:00Z', ip: '203.0.113.24', ...PHONE },
];

const page = (items: AccountEvent[]) => ({ items, total: items.length, page: 1, limit: 20 });

const meta = {
  title: 'Pages/Security/Activity',
  component: ActivityPage,
  parameters: {
    route: 'pages/settings/security/activity',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    msw.use(http.get('/api/security/activity', () => ok(page(EVENTS))));
  },
} satisfies Meta<typeof ActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:activity.kind.sign_in_failed'))).toBeVisible();
    await expect(canvas.getByText('Chrome 131 · Windows 10 · 192.0.2.77')).toBeVisible();
    await expect(canvas.getByText(t('security:activity.kind.password_changed'))).toBeVisible();
    // nothing known of the device or address: named by its kind
    await expect(canvas.getByText(t('security:devices.kind.unknown'))).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(EVENTS.length);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/security/activity', () => ok(page([]))));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:activity.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/security/activity', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(canvas.getByText(t('security:activity.title'))).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(http.get('/api/security/activity', () => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:loadFailed'))).toBeVisible();
  },
};
