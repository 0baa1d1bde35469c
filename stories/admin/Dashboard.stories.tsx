import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { formatTime } from '../../src/admin/features/queues/queueText';
import { formatErrorRate, formatMs } from '../../src/admin/features/system/format';
import { consoleI18n } from '../../src/admin/i18n';
import {
  consoleGlobals,
  DASHBOARD,
  consoleLanguage,
  consoleParameters,
  dashboardHandler,
  expectShown,
  failure,
  LOADED,
  meHandler,
  ok,
  operatorAs,
  PUBLISHED_SNAPSHOT,
  queuesHandler,
  REFUSED_SNAPSHOT,
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
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), dashboardHandler());
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
    // each queue's card, in the order shown
    const titles = cards.map(
      (link) => link.closest('.ant-card')?.querySelector('.ant-card-head-title')?.textContent,
    );
    await expect(titles).toEqual(
      ['kyc_basic', 'kyc_advanced', 'deposit', 'withdraw', 'subscription', 'otc_appeal'].map((k) =>
        t(`queue.${k}`),
      ),
    );
  },
};

/** The console in Thai (it has the app's seven languages): queue names and antd's own words. */
export const InThai: Story = {
  globals: { ...consoleGlobals, locale: 'th' },
  play: async (context) => {
    await expect(t('queue.open')).toMatch(/[\u0e00-\u0e7f]/); // Thai script, not a fallback
    await PendingCounts.play!(context);
  },
};

/** Today's money in and out and sign-ups; each job's last run, and a failing one's error. */
export const TodayAndJobs: Story = {
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, '1620.5 USDT');
    await expect(within(canvasElement).getByText('12')).toBeVisible();
    await expectShown(canvasElement, /connection terminated unexpectedly/);
    await expect(within(canvasElement).getByText(t('job.otc_expire'))).toBeVisible();
  },
};

/** The cluster's live tiles: requests, errors, p99, sockets and the job furthest behind. */
export const LiveFigures: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('live-figures', {}, LOADED);
    const figure = (key: string) =>
      within(card).getByText(t(key)).closest('.ant-statistic')?.textContent;
    await expect(figure('dashboard.live_rps')).toContain('42.5');
    const lang = consoleI18n.language;
    await expect(figure('dashboard.live_error_rate')).toContain(formatErrorRate(0.0125, lang));
    await expect(figure('dashboard.live_latency')).toContain(formatMs(182.4, lang));
    await expect(figure('dashboard.live_sockets')).toContain('318');
    await expect(figure('dashboard.live_job_lag')).toContain(t('system.dur_ms', { m: 1, s: 35 }));
    await expect(card.textContent).toContain(
      t('dashboard.live_job_behind', { job: 'trust.accrue' }),
    );
    await expect(
      within(card).getByRole('link', { name: t('dashboard.live_details') }),
    ).toBeVisible();
  },
};

/** The last day's notifications: written, pushes delivered and failed, browsers removed. */
export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('notification-figures', {}, LOADED);
    await expectShown(card, t('dashboard.notifications'));
    const figure = (key: string) =>
      within(card).getByText(t(key)).closest('.ant-statistic')?.textContent;
    await expect(figure('dashboard.notif_sent')).toContain('1,843');
    await expect(figure('dashboard.notif_delivered')).toContain('1,620');
    await expect(figure('dashboard.notif_failed')).toContain('17');
    await expect(figure('dashboard.notif_removed')).toContain('4');
  },
};

/** The ledger audit: balanced, then a run that finds problems lists them. */
export const Reconcile: Story = {
  beforeEach({ msw }) {
    let runs = 0;
    msw.use(
      http.post('/api/admin/reconcile', () => {
        runs += 1;
        return ok({
          ok: runs === 1,
          checked_at: '2026-11-24T10:05:00.000Z',
          accounts: 48,
          problems: runs === 1 ? [] : ['[balance_mismatch] account 12 (user 7 USDT spot): 11/0'],
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', {
      name: t('dashboard.reconcile'),
    });
    await userEvent.click(button);
    await expectShown(canvasElement, t('dashboard.balanced', { accounts: 48 }));
    await userEvent.click(button);
    await expectShown(canvasElement, t('dashboard.unbalanced', { count: 1 }));
    await expectShown(canvasElement, /balance_mismatch/);
  },
};

/** A viewer sees everything but cannot run the audit. */
export const ViewerCannotReconcile: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('dashboard.reconcile') }),
    ).toBeDisabled();
    await expectShown(canvasElement, t('job.trust_accrue'));
  },
};

/** The latest proof of liabilities, published: when, its root and how many accounts. */
export const LiabilitiesPublished: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('liabilities-card', {}, LOADED);
    await expectShown(card, t('liabilities.status.published'));
    await expect(within(card).getByTestId('root-hash')).toHaveAttribute(
      'title',
      PUBLISHED_SNAPSHOT.root_hash,
    );
    await expect(within(card).getByText('48')).toBeVisible();
    await expect(within(card).getByRole('link', { name: t('liabilities.all') })).toHaveAttribute(
      'href',
      '/liabilities',
    );
  },
};

/** The latest snapshot was refused: a warning that nothing was published, and why. */
export const LiabilitiesRefused: Story = {
  beforeEach({ msw }) {
    msw.use(dashboardHandler({ ...DASHBOARD, liabilities: REFUSED_SNAPSHOT }));
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('liabilities-card', {}, LOADED);
    const alert = within(card).getByRole('alert');
    await expectShown(alert, t('liabilities.latest_refused_hint'));
    const time = formatTime(REFUSED_SNAPSHOT.taken_at, consoleI18n.language);
    await expect(alert.textContent).toContain(t('liabilities.latest_refused', { time }));
    await expect(within(alert).getByText(/coin_mismatch/)).toBeVisible();
    await expect(within(card).queryByTestId('root-hash')).toBeNull();
  },
};

/** No snapshot taken yet: the card says so. */
export const LiabilitiesNoneYet: Story = {
  beforeEach({ msw }) {
    msw.use(dashboardHandler({ ...DASHBOARD, liabilities: null }));
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('liabilities-card', {}, LOADED);
    await expectShown(card, t('liabilities.none_yet'));
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
