import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { setSocketFactory } from '../../src/api/socket';
import { OfflineBanner } from '../../src/components/OfflineBanner/OfflineBanner';
import { goOffline } from '../../src/components/storybook/offline';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import HomePage from '../../src/features/home/pages/HomePage';
import i18n from '../../src/i18n';
import { boardPage, fail, item, newsList } from '../help/fixtures';
import { handlers, liveSocket, quietSocket, quotation } from '../market/fixtures';
import { inbox, notificationSocket, unreadCount } from '../notifications/fixtures';
import { localTime, notification } from '../notifications/samples';

const NOTICES = [
  item(
    104,
    'notice',
    1,
    'Announcements',
    'New coin subscription opens on Friday',
    'Subscribe early.',
  ),
  item(
    103,
    'notice',
    1,
    'Announcements',
    'Invite friends and earn trading rebates',
    'Share your code.',
  ),
  item(102, 'notice', 1, 'Announcements', 'Scheduled system maintenance', 'About 30 minutes.'),
];
// The strip's notices; no banner (Home shows its own welcome) unless a story sets one.
const notices = newsList(({ kind, limit, banner }) =>
  boardPage(kind === 'notice' && banner !== 'true' ? NOTICES.slice(0, Number(limit)) : []),
);
const BANNER = item(
  105,
  'notice',
  1,
  'Announcements',
  'Trading competition: share 50,000 USDT in prizes',
  'Trade spot pairs until 30 November; the top 100 traders by volume win.',
);

/** Whether the signed-in user has the authenticator on (on: no nudge, as in most stories). */
const authenticator = (enabled: boolean) =>
  http.get('/api/security/authenticator', () =>
    HttpResponse.json({
      code: 1,
      type: 'ok',
      message: 'OK',
      data: {
        enabled,
        enabled_at: enabled ? '2026-10-02T09:30:00Z' : null,
        recovery_codes_left: 10,
      },
    }),
  );

/** The signed-in user's passkeys: none, or one (a second factor too: no nudge). */
const passkeys = (count: 0 | 1, onAsked?: () => void) =>
  http.get('/api/security/passkeys', () => {
    onAsked?.();
    return HttpResponse.json({
      code: 1,
      type: 'ok',
      message: 'OK',
      data: {
        list: count
          ? [
              {
                id: 1,
                name: 'iPhone',
                created_at: '2026-10-02T09:30:00Z',
                last_used_at: null,
                synced: true,
              },
            ]
          : [],
      },
    });
  });

const meta = {
  title: 'Pages/Home/Home',
  component: HomePage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/index/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    setSocketFactory(quietSocket);
    msw.use(handlers.quotes, notices, authenticator(true));
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shortcuts into every area and the main pairs with price and 24h change. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('quote-BTC/USDT')).toHaveTextContent('50,000.00');
    await expect(canvas.getByTestId('quote-ETH/USDT')).toHaveTextContent('-1.20%');
    await expect(
      canvas.getByRole('link', { name: i18n.t('home:shortcut.deposit') }),
    ).toHaveAttribute('href', '/pages/assets/transfer/index');
    await expect(canvas.getByRole('link', { name: i18n.t('home:shortcut.flash') })).toBeVisible();
    await expect(canvas.queryByTestId('quote-ETH/BTC')).toBeNull(); // main pairs only
    // No banner chosen: Home's own welcome.
    await expect(canvas.getByRole('heading', { name: i18n.t('home:hero.title') })).toBeVisible();
    await expect(canvas.queryByTestId('home-banner')).toBeNull();
    const shortcuts = within(
      canvas.getByRole('navigation', { name: i18n.t('home:shortcut.title') }),
    );
    const targets: [string, string][] = [
      [i18n.t('home:shortcut.lever'), '/pages/lever/index'],
      [i18n.t('home:shortcut.finance'), '/pages/finance/index'],
      [i18n.t('home:shortcut.publication'), '/pages/publication/index'],
      [i18n.t('home:shortcut.mining'), '/pages/wakuang/index'],
      [i18n.t('home:shortcut.promotion'), '/pages/promotion/index'],
      [i18n.t('home:shortcut.help'), '/pages/help-center/center'],
      [i18n.t('home:shortcut.settings'), '/pages/settings/index'],
      [i18n.t('home:shortcut.trust'), '/pages/template/index'],
    ];
    for (const [name, href] of targets)
      await expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(canvas.getByRole('link', { name: i18n.t('home:search.label') })).toHaveAttribute(
      'href',
      '/pages/index/search/index',
    );
    // Signed in, nothing unread: the bell alone.
    await expect(
      await canvas.findByRole('link', { name: i18n.t('common:nav.notifications') }),
    ).toHaveAttribute('href', '/pages/notice/inbox');
  },
};

const bell = (canvas: ReturnType<typeof within>, unread: number | string) =>
  canvas.findByRole('link', { name: i18n.t('common:nav.notificationsUnread', { unread }) });

/** Unread notifications: the bell's badge counts them, and its name says how many. */
export const WithUnreadNotifications: Story = {
  beforeEach({ msw }) {
    msw.use(unreadCount(3));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await bell(canvas, 3);
    await expect(link).toHaveAttribute('href', '/pages/notice/inbox');
    await expect(link).toHaveTextContent(/^3$/);
    await userEvent.click(link);
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/pages/notice/inbox'),
    );
  },
};

/** Above 99 the badge says "99+", and so does the bell's name. */
export const ManyUnreadNotifications: Story = {
  beforeEach({ msw }) {
    msw.use(unreadCount(128));
  },
  play: async ({ canvasElement }) => {
    await expect(await bell(within(canvasElement), '99+')).toHaveTextContent(/^99\+$/);
  },
};

/** A notification arriving on the socket (the user event) moves the count at once. */
export const UnreadNotificationArrives: Story = {
  beforeEach({ msw }) {
    const server = inbox([]);
    msw.use(...server.handlers);
    const arrived = notification(
      1,
      'deposit_credited',
      { coin: 'USDT', amount: '100' },
      '/pages/assets/transfer/record',
      localTime(0, 9, 0),
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
    await expect(await bell(within(canvasElement), 1)).toHaveTextContent(/^1$/);
  },
};

/** Signed out: no bell (the inbox is the signed-in user's). */
export const SignedOutNoBell: Story = {
  parameters: { session: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('quote-BTC/USDT')).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: i18n.t('common:nav.notifications') }),
    ).toBeNull();
  },
};

/** The latest three notice titles open their detail; "More" opens the notice list. */
export const WithNotices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = within(await canvas.findByRole('region', { name: i18n.t('home:notices.title') }));
    await strip.findByRole('link', { name: 'Scheduled system maintenance' }); // placeholder until then
    const links = strip.getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual([
      expect.stringContaining(i18n.t('home:notices.more')),
      'New coin subscription opens on Friday',
      'Invite friends and earn trading rebates',
      'Scheduled system maintenance',
    ]);
    await expect(links[1]).toHaveAttribute('href', '/pages/index/notice/notice?id=104');
    await expect(links[0]).toHaveAttribute('href', '/pages/notice/index');
  },
};

/** The operator chose a banner: its title and summary replace the welcome and open the notice. */
export const WithBanner: Story = {
  beforeEach({ msw }) {
    msw.use(
      newsList(({ kind, limit, banner }) =>
        boardPage(
          kind !== 'notice' ? [] : banner === 'true' ? [BANNER] : NOTICES.slice(0, Number(limit)),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId('home-banner');
    await expect(banner).toHaveAttribute('href', '/pages/index/notice/notice?id=105');
    await expect(within(banner).getByRole('heading', { name: BANNER.title })).toBeVisible();
    await expect(banner).toHaveTextContent(BANNER.summary);
    await expect(canvas.queryByText(i18n.t('home:hero.title'))).toBeNull();
  },
};

/** No notices: the strip is not shown at all. */
export const NoNotices: Story = {
  beforeEach({ msw }) {
    msw.use(newsList(() => boardPage([])));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('quote-BTC/USDT')).toBeVisible();
    // While the call runs the strip keeps its place; once answered it goes.
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: i18n.t('home:notices.title') })).toBeNull(),
    );
  },
};

/** The notices call fails: no strip, no blocking error, the rest of Home works. */
export const NoticesFailed: Story = {
  beforeEach({ msw }) {
    msw.use(newsList(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('quote-BTC/USDT')).toBeVisible();
    // While the call runs the strip keeps its place; once answered it goes.
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: i18n.t('home:notices.title') })).toBeNull(),
    );
    await expect(within(document.body).queryByText('Service unavailable')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.quotesLoading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: i18n.t('home:shortcut.withdraw') }),
    ).toBeVisible();
    await expect(canvas.queryByTestId('quote-BTC/USDT')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.quotesEmpty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18n.t('home:quotes.empty'))).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.quotesError);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('home:quotes.loadFailed')),
    ).toBeVisible();
  },
};

/** Offline: the banner above the page, and the page's own error state instead of a spinner. */
export const Offline: Story = {
  decorators: [
    (Story) => (
      <>
        <OfflineBanner />
        <Story />
      </>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(http.all('/api/*', () => HttpResponse.error()));
    return goOffline();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      i18n.t('common:offline.message'),
    );
    await expect(await canvas.findByText(i18n.t('home:quotes.loadFailed'))).toBeVisible();
  },
};

/** A ticker frame from the socket moves the prices without a refetch. */
export const Live: Story = {
  beforeEach() {
    const moved = structuredClone(quotation);
    moved.groups[0]!.pairs[0] = { ...moved.groups[0]!.pairs[0]!, price: '50123.45', change: '2.6' };
    setSocketFactory(
      liveSocket((topic) => (topic === 'ticker' ? [{ type: 'ticker', data: moved }] : [])),
    );
    return () => setSocketFactory(quietSocket);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId('quote-BTC/USDT')).toHaveTextContent('50,123.45'),
    );
    await expect(canvas.getByTestId('quote-BTC/USDT')).toHaveTextContent('+2.60%');
  },
};

const nudgeTitle = () => i18n.t('home:nudge.title');

/** Signed in without a second factor: Home nudges toward one, and leads to its page. */
export const SecondFactorNudge: Story = {
  beforeEach({ msw }) {
    msw.use(authenticator(false), passkeys(0));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The card floats above the tab bar, beside the page (a portal into the body).
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByRole('heading', { name: nudgeTitle() })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: i18n.t('home:nudge.action') }));
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/pages/settings/security/index'),
    );
  },
};

/** A passkey is a second factor too: no authenticator app, but no nudge either. */
let passkeysAsked = false;
export const NoNudgeWithPasskey: Story = {
  beforeEach({ msw }) {
    passkeysAsked = false;
    msw.use(
      authenticator(false),
      passkeys(1, () => (passkeysAsked = true)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('quote-BTC/USDT')).toBeVisible();
    // The nudge waits for the passkeys once the authenticator is known to be off; then stays away.
    await waitFor(() => expect(passkeysAsked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('heading', { name: nudgeTitle() }),
    ).toBeNull();
  },
};

/** "Not now" hides it, and it stays away on this device. */
export const SecondFactorNudgeDismissed: Story = {
  beforeEach({ msw }) {
    msw.use(authenticator(false), passkeys(0));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByRole('heading', { name: nudgeTitle() })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: i18n.t('home:nudge.dismiss') }));
    await expect(screen.queryByRole('heading', { name: nudgeTitle() })).toBeNull();
    await expect(localStorage.getItem('nudge.second-factor.dismissed')).toBe('1');
  },
};
