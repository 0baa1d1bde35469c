import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  enabledButton,
  enter,
  expectShown,
  failure,
  meHandler,
  ok,
  operatorAs,
  queueHandler,
  queuesHandler,
  t,
  withConsole,
} from './console';

const DEPOSITS = [
  { id: '41', summary: 'user 7 · 500 USDT by TRC20 · proof ySbuJyJ7bNlHn1FQcI2Huw' },
  { id: '42', summary: 'user 9 · 0.25 BTC by BTC · proof 2Ka9e1qXo3cUO7vR0mFzkw' },
];

const meta = {
  title: 'Console/Review queue',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/queues/deposit' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('reviewer')), queuesHandler(), queueHandler('deposit', DEPOSITS));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const row = async (root: HTMLElement, id: string) =>
  (await within(root).findByText(id)).closest('tr') as HTMLElement;

/** Nothing waiting: the queue says new items appear by themselves. */
export const EmptyQueue: Story = {
  beforeEach({ msw }) {
    msw.use(queueHandler('deposit', []));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('queue.empty'));
  },
};

/** Approve after a confirmation; the queue is asked again and the item is gone. */
export const Approve: Story = {
  beforeEach({ msw }) {
    let decided = false;
    msw.use(
      http.post('/api/admin/queues/deposit/41/approve', ({ request }) => {
        // Every POST carries the session's CSRF token.
        if (request.headers.get('x-csrf-token') !== 'csrf-story')
          return failure(403, 2605, 'CSRF token missing');
        decided = true;
        return ok(null);
      }),
      http.get('/api/admin/queues/deposit', () =>
        ok(
          DEPOSITS.filter((d) => !decided || d.id !== '41').map((d) => ({
            ...d,
            created_at: '2026-11-24T09:30:00.000Z',
          })),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const item = await row(canvasElement, '41');
    await userEvent.click(await enabledButton(item, t('queue.approve')));
    const confirm = await within(document.body).findByRole('tooltip', {}, { timeout: 5000 });
    await userEvent.click(within(confirm).getByRole('button', { name: t('queue.approve') }));
    await expectShown(document.body, t('queue.approved', { id: '41' }));
    await waitFor(() => expect(within(canvasElement).queryByText('41')).toBeNull());
  },
};

/** Another console decided first: the failure is said, and the item stays until the refresh. */
export const DecisionFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/admin/queues/deposit/42/reject', () =>
        failure(409, 2607, 'This item has already been decided.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const item = await row(canvasElement, '42');
    const rejectInRow = await enabledButton(item, t('queue.reject'));
    await userEvent.click(rejectInRow);
    // The dialog opens in a portal; its Reject is the footer's danger button.
    const dialogReject = () =>
      waitFor(() => {
        const button = document.body.querySelector<HTMLElement>(
          '.ant-modal-footer .ant-btn-dangerous',
        );
        if (!button) throw new Error('no dialog yet');
        return button;
      });
    // The reason is required (the user reads it).
    await userEvent.click(await dialogReject());
    await expectShown(document.body, t('form.required'));
    await enter(
      await within(document.body).findByPlaceholderText(t('queue.reason_placeholder')),
      'The transfer is not in our account',
    );
    await userEvent.click(await dialogReject());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        t('queue.failed', { message: 'This item has already been decided.' }),
      ),
    );
  },
};

/** A viewer sees the queue but cannot decide: the buttons are off and the reason is said. */
export const RoleNotAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    const item = await row(canvasElement, '41');
    await expect(within(item).getByRole('button', { name: t('queue.approve') })).toBeDisabled();
    await expect(within(item).getByRole('button', { name: t('queue.reject') })).toBeDisabled();
    await expectShown(
      canvasElement,
      t('queue.role_not_allowed', { role: t('role.viewer'), needed: t('role.reviewer') }),
    );
  },
};

/** Withdrawals are finance's: a reviewer may look but not decide. */
export const WithdrawalsForFinance: Story = {
  parameters: { consolePath: '/queues/withdraw' },
  beforeEach({ msw }) {
    msw.use(queueHandler('withdraw', [{ id: '7', summary: 'user 3 · 1200 USDT to TQn9...4xY' }]));
  },
  play: async ({ canvasElement }) => {
    const item = await row(canvasElement, '7');
    await expect(within(item).getByRole('button', { name: t('queue.approve') })).toBeDisabled();
    await expectShown(
      canvasElement,
      t('queue.role_not_allowed', { role: t('role.reviewer'), needed: t('role.finance') }),
    );
  },
};
