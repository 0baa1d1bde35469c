import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import WithdrawPage from '../../src/features/withdraw/pages/WithdrawPage';
import { http } from 'msw';
import i18n from '../../src/i18n';
import { formatDateTime } from '../../src/lib/date';
import {
  bodyOf,
  expectAlert,
  expectLocation,
  fail,
  handlers,
  INFO,
  ok,
  pageOf,
  t,
  typeFundPassword,
  USER,
} from './fixtures';

let sent = new URLSearchParams();

const meta = {
  title: 'Pages/Withdraw/Withdraw',
  component: WithdrawPage,
  parameters: {
    route: 'pages/assets/withdraw/index',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    sent = new URLSearchParams();
    msw.use(
      handlers.coins,
      handlers.info(),
      handlers.out((form) => (sent = form)),
    );
  },
} satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function apply(canvas: Canvas, amount: string, confirm = true) {
  await userEvent.type(await canvas.findByLabelText(t('withdraw:form.amount')), amount);
  await typeFundPassword(canvas, t('withdraw:form.fundPassword'), '135790');
  await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.submit') }));
  if (!confirm) return;
  const dialog = within(await within(document.body).findByRole('dialog'));
  await waitFor(() =>
    userEvent.click(dialog.getByRole('button', { name: t('withdraw:form.confirm') })),
  );
}

/** Balance, fee rule, minimum, arrival within 12 hours, the user's addresses. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(
      await canvas.findByText(t('withdraw:form.arrivalValue', { hours: 12 })),
    ).toBeVisible();
    await expect(canvas.getAllByText(/1,?250\.5/).length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText(t('withdraw:form.address'))).toHaveValue('2');
  },
};

/** "All" fills the balance; the fee and the amount actually received follow the amount. */
export const FeeAndReceived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('withdraw:form.amount')), '100');
    await waitFor(() => expect(canvas.getByTestId('withdraw-fee')).toHaveTextContent('1.1'));
    await expect(canvas.getByTestId('withdraw-receive')).toHaveTextContent('98.9');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.all') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t('withdraw:form.amount'))).toHaveValue('1250.5'),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.infoPending);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.infoBroken);
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('withdraw:loadFailed'))).toBeVisible();
  },
};

/** No basic KYC: "Please complete KYC Verification first", with the way to verification. */
export const NoKyc: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info({ kyc_status: 'unverified' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectAlert(canvas, t('withdraw:gate.kyc'));
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:gate.kycAction') }));
    await expectLocation(canvas, '/pages/verification/index');
  },
};

export const KycUnderReview: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info({ kyc_status: 'under_review' }));
  },
  play: async ({ canvasElement }) => {
    await expectAlert(pageOf(canvasElement), t('withdraw:gate.kycPending'));
  },
};

/** "You have not set a transaction password", with the way to set one. */
export const NoFundPassword: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info({ fund_password_set: false }));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectAlert(canvas, t('withdraw:gate.fundPassword'));
    await userEvent.click(
      canvas.getByRole('button', { name: t('withdraw:gate.fundPasswordAction') }),
    );
    await expectLocation(canvas, '/pages/settings/security/changePayPassword');
  },
};

const HOLD_UNTIL = '2026-11-28T14:05:00.000Z';

/** After a login password reset: why withdrawals wait, until when (local time), and where to check. */
export const OnHoldAfterPasswordReset: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info({ withdraw_hold: { until: HOLD_UNTIL, reason: 'password_reset' } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectAlert(canvas, t('withdraw:gate.hold'));
    await expectAlert(canvas, t('withdraw:gate.holdReason.password_reset'));
    const until = formatDateTime(HOLD_UNTIL, i18n.language);
    await expectAlert(canvas, t('withdraw:gate.holdUntil', { until }));
    await expect(canvas.queryByLabelText(t('withdraw:form.amount'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:gate.holdAction') }));
    await expectLocation(canvas, '/pages/settings/security/activity');
  },
};

/** After a fund password change the hold names that change. */
export const OnHoldAfterFundPasswordChange: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.info({ withdraw_hold: { until: HOLD_UNTIL, reason: 'fund_password_changed' } }),
    );
  },
  play: async ({ canvasElement }) => {
    await expectAlert(pageOf(canvasElement), t('withdraw:gate.holdReason.fund_password_changed'));
  },
};

/** After the authenticator was turned off the hold says so. */
export const OnHoldAfterSecondFactorOff: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info({ withdraw_hold: { until: HOLD_UNTIL, reason: 'second_factor_off' } }));
  },
  play: async ({ canvasElement }) => {
    await expectAlert(pageOf(canvasElement), t('withdraw:gate.holdReason.second_factor_off'));
  },
};

const authenticatorOn = http.get('/api/security/authenticator', () =>
  ok({ enabled: true, enabled_at: '2026-10-02T09:30:00Z', recovery_codes_left: 10 }),
);

/** Step-up: with the authenticator on, its code is asked right below the fund password. */
export const StepUpCodeRequired: Story = {
  beforeEach({ msw }) {
    msw.use(authenticatorOn);
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    const code = await canvas.findByLabelText(t('form:secondFactor.code'));
    await apply(canvas, '100', false);
    await expectAlert(canvas, t('form:validation.totpRequired'));
    await expect(sent.has('amount')).toBe(false);
    await userEvent.type(code, '246810');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.submit') }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: t('withdraw:form.confirm') })),
    );
    await waitFor(() =>
      expect(Object.fromEntries(sent)).toMatchObject({
        fund_password: '135790',
        totp_code: '246810',
      }),
    );
  },
};

/** A hold that began after the page loaded: the server refuses, and the page then shows the hold. */
export const HoldBeganMeanwhile: Story = {
  beforeEach({ msw }) {
    let held = false;
    msw.use(
      http.post('/api/wallet/get_info', () =>
        ok({
          ...INFO,
          withdraw_hold: held ? { until: HOLD_UNTIL, reason: 'password_reset' as const } : null,
        }),
      ),
      http.post('/api/wallet/out', () => {
        held = true;
        return fail(403, 'Your login password was reset, so withdrawals are on hold', 1710);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await apply(canvas, '20');
    await expect(await bodyOf(canvasElement).findByText(/withdrawals are on hold/)).toBeVisible();
    await expectAlert(canvas, t('withdraw:gate.hold'));
  },
};

/** "Please set the withdraw address first", with the way to add one. */
export const NoAddress: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info({ addresses: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectAlert(canvas, t('withdraw:gate.address'));
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:gate.addressAction') }));
    await expectLocation(canvas, '/pages/user/address/create?currency_id=3');
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await apply(canvas, '2000', false);
    await expect(await canvas.findByText(t('withdraw:validation.insufficient'))).toBeVisible();
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await apply(canvas, '5', false);
    await expect(await canvas.findByText(t('withdraw:validation.belowMinimum'))).toBeVisible();
  },
};

export const FundPasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('withdraw:form.amount')), '20');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.submit') }));
    await expect(
      await canvas.findByText(t('withdraw:validation.fundPasswordDigits')),
    ).toBeVisible();
  },
};

/** The server refuses the fourth application of the day with its localized message. */
export const FourthOfTheDayRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.info({ today_count: 2 }),
      handlers.outRefused(
        1707,
        'You can submit at most 3 withdrawals per day. Please try again tomorrow',
        429,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await apply(pageOf(canvasElement), '20');
    await expect(
      await bodyOf(canvasElement).findByText(/at most 3 withdrawals per day/),
    ).toBeVisible();
  },
};

/** Three applications today: the page says so and does not offer a fourth. */
export const DailyLimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info({ today_count: 3 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectAlert(canvas, t('withdraw:form.limitReached', { limit: 3 }));
    await expect(canvas.getByRole('button', { name: t('withdraw:form.submit') })).toBeDisabled();
  },
};

/** Confirmed: submitted and under review; the request carries the address, amount, password and remark. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('withdraw:form.remark')), 'rent');
    await apply(canvas, '100');
    await expect(await bodyOf(canvasElement).findByText(t('withdraw:form.success'))).toBeVisible();
    await expect(Object.fromEntries(sent)).toMatchObject({
      method: 'chain',
      currency_id: '3',
      address_id: '2',
      amount: '100',
      fund_password: '135790',
      remark: 'rent',
    });
  },
};

/** Keyboard only: Tab to each field and type, Enter on Withdraw, then Enter on Confirm. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      { to: await canvas.findByLabelText(t('withdraw:form.amount')), type: '100', maxTabs: 20 },
      { to: canvas.getByLabelText(t('withdraw:form.remark')), type: 'rent' },
      {
        to: canvas.getByRole('textbox', { name: t('withdraw:form.fundPassword') }),
        type: '135790',
      },
      { to: canvas.getByRole('button', { name: t('withdraw:form.submit') }), type: '{Enter}' },
    ]);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await fillByKeyboard([
      {
        to: dialog.getByRole('button', { name: t('withdraw:form.confirm') }),
        type: '{Enter}',
        maxTabs: 40,
      },
    ]);
    // The request, before the message (the previous story's may still be showing).
    await waitFor(() =>
      expect(Object.fromEntries(sent)).toMatchObject({
        method: 'chain',
        currency_id: '3',
        address_id: '2',
        amount: '100',
        fund_password: '135790',
        remark: 'rent',
      }),
    );
    await expect(await bodyOf(canvasElement).findByText(t('withdraw:form.success'))).toBeVisible();
  },
};
