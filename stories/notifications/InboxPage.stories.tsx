import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setSocketFactory } from '../../src/api/socket';
import { filterName } from '../../src/features/notifications/categories';
import InboxPage from '../../src/features/notifications/pages/InboxPage';
import { notificationText } from '../../src/features/notifications/texts';
import i18n from '../../src/i18n';
import { formatDate } from '../../src/lib/date';
import { quietSocket } from '../market/fixtures';
import { type Inbox, inbox, listFailed, listLoading, notificationSocket } from './fixtures';
import { ANNOUNCEMENT, localTime, notification, NOTIFICATIONS, UNREAD } from './samples';

// The notification inbox (pages/notice/inbox): one of every kind, by day, in the reader's words.
let server: Inbox;

const meta = {
  title: 'Pages/Notifications/Inbox',
  component: InboxPage,
  parameters: { route: 'pages/notice/inbox', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    setSocketFactory(quietSocket);
    server = inbox();
    msw.use(...server.handlers);
  },
} satisfies Meta<typeof InboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const t = i18n.t.bind(i18n);
const item = (canvas: Canvas, id: number) => canvas.getByTestId(`notification-${id}`);
const unreadMarks = (canvas: Canvas) => canvas.queryAllByText(t('notifications:unread'));
const markAllButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: t('notifications:markAllRead') });
const location = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByTestId('location');
/** What a notification reads as (whitespace as the page lays it out). */
const textOf = (n: (typeof NOTIFICATIONS)[number]) => {
  const { title, body } = notificationText(t, n);
  return { title, body: body.replace(/\s+/g, ' ') };
};
/** A link's or button's name starts with the notification's title. */
const named = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Scrolls to the end of the list until all `count` have come (20 a page). */
async function loadAll(canvas: Canvas, count: number) {
  await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(Math.min(20, count)));
  if (count <= 20) return;
  canvas.getAllByRole('listitem').at(-1)!.scrollIntoView();
  await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(count));
}

/** Every kind, newest first under Today, Yesterday and the date: title, a line of text and the
 * time; the unread ones carry a dot. The second page comes on scrolling. */
export const AllKinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadAll(canvas, NOTIFICATIONS.length);
    for (const n of NOTIFICATIONS) {
      const { title, body } = textOf(n);
      await expect(within(item(canvas, n.id)).getByText(title)).toBeVisible();
      await expect(item(canvas, n.id)).toHaveTextContent(body);
    }
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      t('notifications:day.today'),
      t('notifications:day.yesterday'),
      formatDate('2026-11-26T12:00:00Z', i18n.language),
      formatDate('2026-11-24T12:00:00Z', i18n.language),
    ]);
    await expect(unreadMarks(canvas)).toHaveLength(UNREAD);
    // Amounts as elsewhere in the app; a security alert names the activity in the security
    // page's words.
    await expect(item(canvas, 104)).toHaveTextContent('20,000');
    await expect(item(canvas, 123)).toHaveTextContent(t('security:activity.kind.signed_in'));
    await expect(item(canvas, 126)).toHaveTextContent('10:42');
    // Back to the top, everything loaded: the page as it opens (its screenshot).
    for (let el = item(canvas, 101).parentElement; el; el = el.parentElement) el.scrollTop = 0;
    window.scrollTo(0, 0);
  },
};

/** A category tab asks the server for that category only, and the link keeps it. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('notification-126')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: filterName(t, 'wallet') }));
    const wallet = NOTIFICATIONS.filter((n) => n.category === 'wallet');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(wallet.length));
    await expect(canvas.getByRole('tab', { name: filterName(t, 'wallet') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const n of wallet) await expect(item(canvas, n.id)).toHaveTextContent(textOf(n).title);
    await expect(canvas.queryByTestId('notification-126')).toBeNull(); // a P2P one
    await expect(server.calls.lists.at(-1)?.get('category')).toBe('wallet');
    await expect(location(canvasElement)).toHaveTextContent('/pages/notice/inbox?category=wallet');
  },
};

/** Opened on a category (a link to it, or back from a notification's page). */
export const OpenedOnCategory: Story = {
  parameters: { route: 'pages/notice/inbox?category=account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = NOTIFICATIONS.filter((n) => n.category === 'account');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(account.length));
    await expect(canvas.getByRole('tab', { name: filterName(t, 'account') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** "Mark all as read" clears every dot, and has nothing left to do. */
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('notification-126')).toBeVisible();
    await expect(unreadMarks(canvas)).toHaveLength(UNREAD);
    await waitFor(() => expect(markAllButton(canvas)).toBeEnabled());
    await userEvent.click(markAllButton(canvas));
    await waitFor(() => expect(unreadMarks(canvas)).toHaveLength(0));
    await expect(server.calls.readAll).toEqual([null]);
    await waitFor(() => expect(markAllButton(canvas)).toBeDisabled());
  },
};

/** Under a category tab it marks that category only: the others stay unread. */
export const MarkAllReadInCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('notification-126')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: filterName(t, 'wallet') }));
    await waitFor(() => expect(canvas.queryByTestId('notification-126')).toBeNull());
    await waitFor(() => expect(markAllButton(canvas)).toBeEnabled());
    await userEvent.click(markAllButton(canvas));
    await waitFor(() => expect(unreadMarks(canvas)).toHaveLength(0));
    await expect(server.calls.readAll).toEqual(['wallet']);
    await userEvent.click(canvas.getByRole('tab', { name: filterName(t, 'all') }));
    await expect(await canvas.findByTestId('notification-126')).toBeVisible();
    await expect(unreadMarks(canvas)).toHaveLength(UNREAD - 1); // the deposit only
    await expect(markAllButton(canvas)).toBeEnabled();
  },
};

/** Tapping a notification marks it read and opens the page it is about. */
export const OpensItsPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { title } = textOf(NOTIFICATIONS[0]!);
    await userEvent.click(await canvas.findByRole('link', { name: named(title) }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent('/pages/otc/detail?id=481'),
    );
    await waitFor(() => expect(server.calls.read).toEqual(['126']));
  },
};

/** An announcement has no page of its own: tapping it marks it read and unfolds the whole text. */
export const AnnouncementUnfolds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const announcement = await canvas.findByRole('button', { name: named(ANNOUNCEMENT.title) });
    await expect(announcement).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(announcement);
    await expect(announcement).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(server.calls.read).toEqual(['122']));
    await expect(within(announcement).queryByText(t('notifications:unread'))).toBeNull();
    await expect(location(canvasElement)).toHaveTextContent(/^\/pages\/notice\/inbox$/);
  },
};

/** A notification arriving (the socket's user event) shows at the top without a reload. */
export const Live: Story = {
  beforeEach() {
    const arrived = notification(
      127,
      'p2p_order_placed',
      { order_no: '2026112900000490', coin: 'USDT', quantity: '880' },
      '/pages/otc/detail?id=490',
      localTime(0, 11, 5),
      false,
    );
    setSocketFactory(
      notificationSocket(() => {
        server.add(arrived);
        return arrived;
      }),
    );
    return () => setSocketFactory(quietSocket);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { title } = textOf(NOTIFICATIONS.find((n) => n.kind === 'p2p_order_placed')!);
    await expect(await canvas.findByTestId('notification-127')).toHaveTextContent(title);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('2026112900000490');
    await expect(unreadMarks(canvas)).toHaveLength(UNREAD + 1);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    server = inbox([]);
    msw.use(...server.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('notifications:empty.title'))).toBeVisible();
    await expect(canvas.getByText(t('notifications:empty.description'))).toBeVisible();
    await expect(markAllButton(canvas)).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(listLoading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('notifications:title') })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(listFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('notifications:loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common:actions.retry') })).toBeVisible();
  },
};
