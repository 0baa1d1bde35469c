import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WithdrawBankPage from '../../src/features/withdraw/pages/WithdrawBankPage';
import {
  bodyOf,
  expectAlert,
  expectLocation,
  handlers,
  pageOf,
  t,
  typeFundPassword,
  USER,
} from './fixtures';

let sent = new URLSearchParams();

const meta = {
  title: 'Pages/Withdraw/Bank',
  component: WithdrawBankPage,
  parameters: {
    route: 'pages/assets/withdraw/bank/bank',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    sent = new URLSearchParams();
    msw.use(
      handlers.info(),
      handlers.out((form) => (sent = form)),
    );
  },
} satisfies Meta<typeof WithdrawBankPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bound card (masked) is the destination, with the balance, fee and arrival. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(/6222 \*\*\*\* 3445/)).toBeVisible();
    await expect(canvas.getByText('SOMCHAI JAIDEE')).toBeVisible();
  },
};

/** Submitting sends method=bank and no address. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(/6222 \*\*\*\* 3445/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(t('withdraw:form.amount')), '50');
    await typeFundPassword(canvas, t('withdraw:form.fundPassword'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.submit') }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: t('withdraw:form.confirm') })),
    );
    await expect(await bodyOf(canvasElement).findByText(t('withdraw:form.success'))).toBeVisible();
    await expect(Object.fromEntries(sent)).toMatchObject({ method: 'bank', amount: '50' });
    await expect(sent.has('address_id')).toBe(false);
  },
};

/** No bound card: a prompt to bind one first. */
export const NoCard: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info({ bank_card: null }));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectAlert(canvas, t('withdraw:bank.noCard'));
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:bank.bind') }));
    await expectLocation(canvas, '/pages/bankbind/addbank');
  },
};

export const NoKyc: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.info({ kyc_status: 'unverified' }));
  },
  play: async ({ canvasElement }) => {
    await expectAlert(pageOf(canvasElement), t('withdraw:gate.kyc'));
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
