import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NotificationCategory } from '../../src/api/generated/model';
import { filterName } from '../../src/features/notifications/categories';
import NotificationSettingsPage from '../../src/features/notifications/pages/NotificationSettingsPage';
import { setPushBrowser } from '../../src/features/notifications/push/push';
import i18n from '../../src/i18n';
import {
  PREFS,
  prefsFailed,
  prefsLoading,
  prefsServer,
  pushBrowser,
  pushServer,
  type PrefsServer,
} from './prefsFixtures';

// Settings → Notifications (pages/settings/notifications): this browser's push, then each
// category's inbox (always), push and e-mail. The browser's push objects are stand-ins.
let server: PrefsServer;
let push: ReturnType<typeof pushServer>;

const meta = {
  title: 'Pages/Notifications/Settings',
  component: NotificationSettingsPage,
  parameters: { route: 'pages/settings/notifications', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    setPushBrowser(pushBrowser('default'));
    server = prefsServer();
    msw.use(...server.handlers);
    return () => setPushBrowser(undefined);
  },
} satisfies Meta<typeof NotificationSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const t = i18n.t.bind(i18n);
const CHANNELS = {
  inbox: () => t('notifications:prefs.channel.inbox'),
  push: () => t('notifications:prefs.channel.push'),
  email: () => t('notifications:prefs.channel.email'),
};
/** A category's switch, named by the category's heading and the row's label. */
const prefSwitch = (
  canvas: Canvas,
  category: NotificationCategory,
  channel: keyof typeof CHANNELS,
) => canvas.getByRole('switch', { name: `${filterName(t, category)} ${CHANNELS[channel]()}` });
const querySwitch = (canvas: Canvas, category: NotificationCategory, channel: 'email') =>
  canvas.queryByRole('switch', { name: `${filterName(t, category)} ${CHANNELS[channel]()}` });
const deviceSwitch = (canvas: Canvas) =>
  canvas.getByRole('switch', {
    name: `${t('notifications:prefs.device.title')} ${t('notifications:prefs.device.push')}`,
  });
const loaded = (canvas: Canvas) => canvas.findByTestId('prefs-system');
/** Toasts render into <body>, outside the story's canvas. */
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A user who never chose: every switch on; e-mail only where the category sends any, and the
 * account's security e-mails locked on. Push on this browser is off, ready to turn on. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    for (const { category, email } of PREFS) {
      await expect(canvas.getByRole('heading', { name: filterName(t, category) })).toBeVisible();
      const inbox = prefSwitch(canvas, category, 'inbox');
      await expect(inbox).toBeChecked();
      await expect(inbox).toBeDisabled();
      await expect(prefSwitch(canvas, category, 'push')).toBeChecked();
      if (email === null) await expect(querySwitch(canvas, category, 'email')).toBeNull();
      else await expect(prefSwitch(canvas, category, 'email')).toBeChecked();
    }
    await expect(prefSwitch(canvas, 'p2p', 'email')).toBeEnabled();
    const security = prefSwitch(canvas, 'account', 'email');
    await expect(security).toBeDisabled();
    await expect(security).toHaveAccessibleDescription(t('notifications:prefs.emailLocked'));
    await expect(canvas.getAllByText(t('notifications:prefs.alwaysOn'))).toHaveLength(6);
    const device = deviceSwitch(canvas);
    await expect(device).not.toBeChecked();
    await expect(device).toBeEnabled();
    await expect(device).toHaveAccessibleDescription(t('notifications:prefs.device.hint'));
  },
};

/** Some channels off; a switch turns one on at once and tells the server. */
export const SomeOff: Story = {
  beforeEach({ msw }) {
    server = prefsServer(
      PREFS.map((p) =>
        p.category === 'earn' || p.category === 'system'
          ? { ...p, push: false }
          : p.category === 'wallet'
            ? { ...p, email: false }
            : p,
      ),
    );
    msw.use(...server.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(prefSwitch(canvas, 'earn', 'push')).not.toBeChecked();
    await expect(prefSwitch(canvas, 'system', 'push')).not.toBeChecked();
    await expect(prefSwitch(canvas, 'wallet', 'email')).not.toBeChecked();
    await expect(prefSwitch(canvas, 'wallet', 'push')).toBeChecked();

    await userEvent.click(prefSwitch(canvas, 'wallet', 'email'));
    await expect(prefSwitch(canvas, 'wallet', 'email')).toBeChecked();
    await waitFor(() => expect(server.sets).toHaveLength(1));
    await expect(Object.fromEntries(server.sets[0]!)).toEqual({
      category: 'wallet',
      channel: 'email',
      enabled: '1',
    });
    await userEvent.click(prefSwitch(canvas, 'trading', 'push'));
    await expect(prefSwitch(canvas, 'trading', 'push')).not.toBeChecked();
    await waitFor(() => expect(server.sets).toHaveLength(2));
    await expect(Object.fromEntries(server.sets[1]!)).toEqual({
      category: 'trading',
      channel: 'push',
      enabled: '0',
    });
    await waitFor(() =>
      expect(server.prefs.find((p) => p.category === 'trading')?.push).toBe(false),
    );
    await expect(prefSwitch(canvas, 'wallet', 'email')).toBeChecked();
    // Back to the top: the page as it opens (its screenshot).
    for (let el = deviceSwitch(canvas).parentElement; el; el = el.parentElement) el.scrollTop = 0;
    window.scrollTo(0, 0);
  },
};

/** The server refuses: the switch goes back to where it was and a toast says so. */
export const FailedToggle: Story = {
  beforeEach({ msw }) {
    server = prefsServer(PREFS, { failSets: true, after: 400 });
    msw.use(...server.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(prefSwitch(canvas, 'p2p', 'push'));
    // At once, before the server answers.
    await expect(prefSwitch(canvas, 'p2p', 'push')).not.toBeChecked();
    await expect(
      await bodyOf(canvasElement).findByText(t('notifications:prefs.saveFailed')),
    ).toBeVisible();
    await expect(prefSwitch(canvas, 'p2p', 'push')).toBeChecked();
    await expect(server.sets).toHaveLength(1);
  },
};

/** Push on this browser, subscribed: the switch is on. */
export const PushOn: Story = {
  beforeEach() {
    setPushBrowser(pushBrowser('granted', true));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await waitFor(() => expect(deviceSwitch(canvas)).toBeChecked());
    await expect(deviceSwitch(canvas)).toBeEnabled();
  },
};

/** Turning push on asks the browser, subscribes and tells the server. */
export const TurnPushOn: Story = {
  beforeEach({ msw }) {
    push = pushServer();
    msw.use(...push.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(deviceSwitch(canvas));
    await waitFor(() => expect(deviceSwitch(canvas)).toBeChecked());
    await expect(push.subscribed).toEqual(['https://push.example.com/send/story-device']);
  },
};

/** A browser without Web Push: the switch is off and says why. */
export const PushUnsupported: Story = {
  beforeEach() {
    setPushBrowser(pushBrowser('unsupported'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const device = deviceSwitch(canvas);
    await expect(device).toBeDisabled();
    await expect(device).not.toBeChecked();
    await expect(device).toHaveAccessibleDescription(t('notifications:prefs.device.unsupported'));
    await expect(canvas.getByText(t('notifications:prefs.device.unsupported'))).toBeVisible();
  },
};

/** Notifications blocked in the browser: the switch is off and tells how to allow them. */
export const PushDenied: Story = {
  beforeEach() {
    setPushBrowser(pushBrowser('denied'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const device = deviceSwitch(canvas);
    await expect(device).toBeDisabled();
    await expect(device).toHaveAccessibleDescription(t('notifications:prefs.device.denied'));
    await expect(canvas.getByText(t('notifications:prefs.device.denied'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(prefsLoading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: t('notifications:prefs.title') }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    // This browser's switch does not wait for the server.
    await expect(deviceSwitch(canvas)).toBeEnabled();
    await expect(canvas.queryByTestId('prefs-p2p')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(prefsFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('notifications:prefs.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common:actions.retry') })).toBeVisible();
  },
};
