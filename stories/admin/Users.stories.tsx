import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type {
  AccountEvent,
  Adjustment,
  UserDetail,
  UserRow,
} from '../../src/admin/api/generated/model';
import {
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  enabledButton,
  enter,
  expectShown,
  failure,
  LOADED,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  t,
  withConsole,
} from './console';

const ROW: UserRow = {
  id: 7,
  email: 'somchai@example.com',
  phone: '812345678',
  area_code: '+66',
  invite_code: 'K7Q2ZP',
  kyc_status: 'verified',
  kyc_level: 'basic',
  created_at: '2026-11-01T08:00:00.000Z',
  sign_in_frozen: false,
  withdraw_frozen: false,
};

const DETAIL: UserDetail = {
  profile: { ...ROW, account_type: 'normal' as never, nickname: 'somchai', lang: 'th' },
  kyc: {
    level: 'basic',
    basic: {
      status: 'verified',
      reason: null,
      submitted_at: '2026-11-02T08:00:00.000Z',
      reviewed_at: '2026-11-02T09:00:00.000Z',
    },
    advanced: { status: 'unverified', reason: null, submitted_at: null, reviewed_at: null },
  },
  balances: [
    { account: 'spot', currency_id: 3, currency: 'USDT', available: '1250.5', frozen: '50' },
    { account: 'trust', currency_id: 3, currency: 'USDT', available: '300', frozen: '0' },
  ],
  passkeys: [
    {
      id: 4,
      name: 'iPhone',
      created_at: '2026-11-10T08:00:00.000Z',
      last_used_at: '2026-11-26T18:20:00.000Z',
      synced: true,
    },
  ],
  sessions: [
    {
      id: 1,
      created_at: '2026-11-24T08:00:00.000Z',
      expires_at: '2026-12-24T08:00:00.000Z',
      last_used_at: '2026-11-26T18:20:00.000Z',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
      browser: 'Safari 18',
      os: 'iOS 18.1',
      device: 'mobile',
    },
    {
      id: 2,
      created_at: '2026-11-20T08:00:00.000Z',
      expires_at: '2026-12-20T08:00:00.000Z',
      last_used_at: '2026-11-21T09:00:00.000Z',
      ip: '198.51.100.23',
      user_agent: null,
      browser: null,
      os: null,
      device: 'unknown',
    },
  ],
  referrals: { inviter: null, invited: 3 },
  flags: {
    sign_in_frozen: false,
    sign_in_frozen_at: null,
    withdraw_frozen: false,
    withdraw_frozen_at: null,
    fund_password_set: true,
    authenticator_enabled_at: '2026-10-02T09:30:00.000Z',
    disabled: false,
  },
  second_factor_reset: null,
};

const EVENTS: AccountEvent[] = [
  {
    id: 12,
    kind: 'sign_in_failed',
    at: '2026-11-26T18:25:00.000Z',
    ip: '192.0.2.99',
    browser: 'Chrome 131',
    os: 'Windows 10',
    device: 'desktop',
  },
  {
    id: 11,
    kind: 'signed_in',
    at: '2026-11-26T18:20:00.000Z',
    ip: '203.0.113.7',
    browser: 'Safari 18',
    os: 'iOS 18.1',
    device: 'mobile',
  },
];

const adjustment = (overrides: Partial<Adjustment>): Adjustment => ({
  id: 5,
  user_id: 7,
  account: 'spot',
  currency_id: 3,
  currency: 'USDT',
  amount: '2500',
  value_usdt: '2500',
  reason: 'Compensation for incident #88',
  status: 'pending',
  requested_by: 'finance@example.com',
  requested_at: '2026-11-24T10:00:00.000Z',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  entry_id: null,
  ...overrides,
});

const userHandlers = (detail: UserDetail = DETAIL) => [
  http.get('/api/admin/users/7', () => ok(detail as never)),
  http.get('/api/admin/users/7/journal', () =>
    ok({
      total: 1,
      page: 1,
      limit: 20,
      items: [
        {
          id: '9-1',
          kind: 'deposit',
          account: 'spot',
          currency_id: 3,
          currency: 'USDT',
          amount: '1300.5',
          balance: '1300.5',
          created_at: '2026-11-20T08:00:00.000Z',
        },
      ],
    }),
  ),
  http.get('/api/admin/users/7/orders', () => ok({ total: 0, page: 1, limit: 20, items: [] })),
  http.get('/api/admin/users/7/activity', () =>
    ok({ total: 2, page: 1, limit: 20, items: EVENTS }),
  ),
  http.get('/api/admin/adjustments', () => ok({ threshold_usdt: '1000', pending: [], recent: [] })),
];

const meta = {
  title: 'Console/Users',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/users' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...userHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search by any key; a search nobody matches says so; a row opens the user. */
export const Search: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/admin/users', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        const items = !q || 'somchai@example.com K7Q2ZP 7'.includes(q) ? [ROW] : [];
        return ok({ total: items.length, page: 1, limit: 20, items });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('somchai@example.com')).toBeVisible();
    const search = page.getByRole('searchbox', { name: t('users.search_placeholder') });
    await userEvent.type(search, 'nobody{Enter}');
    await expectShown(canvasElement, t('users.none'));
    await userEvent.clear(search);
    await userEvent.type(search, 'K7Q2ZP{Enter}');
    await userEvent.click(await page.findByText('somchai@example.com', {}, LOADED));
    // The user's page loads (seconds on a busy machine: the default second is too short).
    await expect(await page.findByText(t('users.freeze_sign_in'), {}, LOADED)).toBeVisible();
    // Whether the user has a second factor, and since when.
    await expect(page.getByText(t('users.authenticator'))).toBeVisible();
  },
};

/** A user's page; freezing sign-in asks for a reason, then the page shows the frozen flag. */
export const FreezeSignIn: Story = {
  parameters: { consolePath: '/users/7' },
  beforeEach({ msw }) {
    let frozen = false;
    msw.use(
      http.get('/api/admin/users/7', () =>
        ok({ ...DETAIL, flags: { ...DETAIL.flags, sign_in_frozen: frozen } } as never),
      ),
      http.post('/api/admin/users/7/freeze_sign_in', () => {
        frozen = true;
        return ok(null);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('#7 somchai@example.com')).toBeVisible();
    await userEvent.click(await page.findByRole('button', { name: t('users.freeze_sign_in') }));
    const submit = () =>
      document.body.querySelector<HTMLElement>('.ant-modal-footer .ant-btn-dangerous')!;
    await waitFor(() => expect(submit()).toBeTruthy());
    await userEvent.click(submit());
    await expectShown(document.body, t('form.required'));
    await enter(
      within(document.body).getByLabelText(t('users.reason')),
      'Account takeover suspected',
    );
    await userEvent.click(submit());
    await expectShown(document.body, t('users.done_freeze_sign_in'));
    await expectShown(canvasElement, t('users.sign_in_frozen'));
    await expect(page.getByRole('button', { name: t('users.unfreeze_sign_in') })).toBeVisible();
  },
};

const PENDING_RESET = {
  id: 31,
  reason: 'Lost phone; identity checked by video call',
  requested_by: 'rev@example.com',
  requested_at: '2026-11-27T09:00:00.000Z',
};

/** A reviewer asks to remove the authenticator of a user who lost the phone (four eyes). */
export const SecondFactorResetAsked: Story = {
  parameters: { consolePath: '/users/7' },
  beforeEach({ msw }) {
    let pending: typeof PENDING_RESET | null = null;
    msw.use(
      meHandler(operatorAs('reviewer')),
      http.get('/api/admin/users/7', () =>
        ok({ ...DETAIL, second_factor_reset: pending } as never),
      ),
      http.post('/api/admin/users/7/second_factor_reset', () => {
        pending = PENDING_RESET;
        return ok(PENDING_RESET);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('#7 somchai@example.com')).toBeVisible();
    await userEvent.click(
      await page.findByRole('button', { name: t('users.reset_second_factor') }),
    );
    await enter(
      within(document.body).getByLabelText(t('users.reason')),
      'Lost phone; identity checked by video call',
    );
    const submit = () =>
      document.body.querySelector<HTMLElement>('.ant-modal-footer .ant-btn-dangerous')!;
    await userEvent.click(submit());
    await expectShown(document.body, t('users.reset_requested'));
    // Waiting for an admin: a reviewer sees it but may not decide.
    await expect(
      await page.findByText(/Lost phone; identity checked by video call/, {}, LOADED),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t('users.reset_approve') })).toBeDisabled();
  },
};

/** An admin approves the waiting reset: the factor is gone, the page says so. */
export const SecondFactorResetApproved: Story = {
  parameters: { consolePath: '/users/7' },
  beforeEach({ msw }) {
    let pending: typeof PENDING_RESET | null = PENDING_RESET;
    msw.use(
      http.get('/api/admin/users/7', () =>
        ok({
          ...DETAIL,
          flags: {
            ...DETAIL.flags,
            authenticator_enabled_at: pending ? '2026-10-02T09:30:00.000Z' : null,
          },
          // Approval removes the passkeys with the authenticator.
          passkeys: pending ? DETAIL.passkeys : [],
          second_factor_reset: pending,
        } as never),
      ),
      http.post('/api/admin/second_factor_resets/31/approve', () => {
        pending = null;
        return ok(null);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: t('users.reset_approve') }));
    await expectShown(document.body, t('users.reset_approved'));
    await expectShown(canvasElement, t('users.authenticator_off'));
    await expect(page.queryByRole('button', { name: t('users.reset_second_factor') })).toBeNull();
  },
};

/** Sessions show device, address and last use; ending one asks a reason and says it is done. */
export const EndOneSession: Story = {
  parameters: { consolePath: '/users/7' },
  beforeEach({ msw }) {
    let ended = false;
    msw.use(
      http.get('/api/admin/users/7', () =>
        ok({ ...DETAIL, sessions: ended ? DETAIL.sessions.slice(1) : DETAIL.sessions } as never),
      ),
      http.post('/api/admin/users/7/sessions/1/end', () => {
        ended = true;
        return ok(null);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: t('users.sessions') }));
    await expectShown(canvasElement, 'Safari 18 · iOS 18.1');
    await expectShown(canvasElement, t('users.device_kind.unknown'));
    const end = `${t('users.end_session')} Safari 18 · iOS 18.1`;
    await userEvent.click(await enabledButton(canvasElement, end));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expectShown(
      document.body,
      t('users.end_session_title', { device: 'Safari 18 · iOS 18.1' }),
    );
    await enter(dialog.getByLabelText(t('users.reason')), 'Phone reported stolen');
    await userEvent.click(dialog.getByRole('button', { name: t('users.end_session') }));
    await expectShown(document.body, t('users.done_end_session'));
    await waitFor(() => expect(page.queryByText('Safari 18 · iOS 18.1')).toBeNull());
  },
};

/** The user's account activity, as the user reads it: a failed sign-in from another device. */
export const AccountActivity: Story = {
  parameters: { consolePath: '/users/7' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: t('users.activity') }));
    await expectShown(canvasElement, t('users.event_kind.sign_in_failed'));
    await expectShown(canvasElement, 'Chrome 131 · Windows 10');
    await expectShown(canvasElement, '192.0.2.99');
    await expectShown(canvasElement, t('users.event_kind.signed_in'));
  },
};

/** A viewer reads the page but every action is off. */
export const RoleNotAllowed: Story = {
  parameters: { consolePath: '/users/7' },
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const action of [
      'freeze_sign_in',
      'freeze_withdrawals',
      'end_sessions',
      'reset_fund_password',
      'adjust',
    ])
      await expect(await page.findByRole('button', { name: t(`users.${action}`) })).toBeDisabled();
    await userEvent.click(page.getByRole('tab', { name: t('users.sessions') }));
    const end = `${t('users.end_session')} Safari 18 · iOS 18.1`;
    await expect(await page.findByRole('button', { name: end })).toBeDisabled();
  },
};

/** Above the threshold an adjustment waits for a second operator; a refused one is said. */
export const AdjustFourEyes: Story = {
  parameters: { consolePath: '/users/7' },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/admin/users/7/adjust', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        if (form.get('amount') === '-99999')
          return failure(409, 2613, 'The adjustment would overdraw the account.');
        return ok(adjustment({ amount: form.get('amount')!, status: 'pending' }) as never);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await page.findByRole('button', { name: t('users.adjust') }));
    await expectShown(document.body, t('users.four_eyes_hint', { threshold: '1000' }));
    const amount = await body.findByLabelText(t('users.amount'));
    await enter(amount, '0');
    await enter(body.getByLabelText(t('users.reason')), 'Compensation for incident #88');
    const submit = () =>
      document.body.querySelector<HTMLElement>('.ant-modal-footer .ant-btn-primary')!;
    await userEvent.click(submit());
    await expectShown(document.body, t('users.amount_invalid'));
    await userEvent.clear(amount);
    await enter(amount, '2500');
    await userEvent.click(submit());
    await expectShown(document.body, t('users.adjust_pending'));

    await userEvent.click(page.getByRole('button', { name: t('users.adjust') }));
    await enter(await body.findByLabelText(t('users.amount')), '-99999');
    await enter(body.getByLabelText(t('users.reason')), 'Reverse the bonus');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(page.getByRole('alert')).toHaveTextContent(
        'The adjustment would overdraw the account.',
      ),
    );
  },
};

/** The four-eyes list: the operator's own adjustment is off; another's can be approved. */
export const AdjustmentsToApprove: Story = {
  parameters: { consolePath: '/adjustments' },
  beforeEach({ msw }) {
    let approved = false;
    msw.use(
      meHandler(operatorAs('finance', 'finance@example.com')),
      http.get('/api/admin/adjustments', () =>
        ok({
          threshold_usdt: '1000',
          pending: [
            adjustment({ id: 5 }),
            ...(approved
              ? []
              : [
                  adjustment({
                    id: 6,
                    requested_by: 'admin@example.com',
                    amount: '-1500',
                    value_usdt: '1500',
                    reason: 'Duplicate deposit',
                  }),
                ]),
          ],
          recent: approved
            ? [
                adjustment({
                  id: 6,
                  status: 'posted',
                  requested_by: 'admin@example.com',
                  decided_by: 'finance@example.com',
                  decided_at: '2026-11-24T11:00:00.000Z',
                  amount: '-1500',
                  entry_id: 90,
                }),
              ]
            : [],
        } as never),
      ),
      http.post('/api/admin/adjustments/6/approve', () => {
        approved = true;
        return ok(null);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const own = (await page.findByText('Compensation for incident #88')).closest(
      'tr',
    ) as HTMLElement;
    await expect(within(own).getByRole('button', { name: t('queue.approve') })).toBeDisabled();
    await expect(within(own).getByText(t('users.own_adjustment'))).toBeVisible();
    const other = page.getByText('Duplicate deposit').closest('tr') as HTMLElement;
    await userEvent.click(await enabledButton(other, t('queue.approve')));
    const confirm = await within(document.body).findByRole('tooltip', {}, { timeout: 5000 });
    await userEvent.click(within(confirm).getByRole('button', { name: t('queue.approve') }));
    await expectShown(canvasElement, t('adjustment.posted'));
  },
};
