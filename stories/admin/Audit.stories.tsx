import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuditEntry } from '../../src/admin/api/generated/model';
import {
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectShown,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  t,
  withConsole,
} from './console';

const ENTRIES: AuditEntry[] = [
  {
    id: 2,
    at: '2026-11-24T10:02:00.000Z',
    actor: 'finance@example.com',
    ip: '10.0.0.8',
    action: 'review.reject',
    target_type: 'withdraw',
    target_id: '7',
    before: { status: 'pending' },
    after: { status: 'rejected' },
    reason: 'Address flagged by compliance',
  },
  {
    id: 1,
    at: '2026-11-24T09:40:00.000Z',
    actor: 'reviewer@example.com',
    ip: '10.0.0.7',
    action: 'review.approve',
    target_type: 'kyc_basic',
    target_id: '3',
    before: { status: 'pending' },
    after: { status: 'approved' },
    reason: null,
  },
];

const meta = {
  title: 'Console/Audit log',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/audit' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(
      meHandler(operatorAs('viewer')),
      queuesHandler(),
      http.get('/api/admin/audit', ({ request }) => {
        const actor = new URL(request.url).searchParams.get('actor');
        const items = ENTRIES.filter((e) => !actor || e.actor.includes(actor));
        return ok({ total: items.length, page: 1, limit: 20, items });
      }),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what, when, from where and why; the values before and after unfold. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expectShown(canvasElement, 'Address flagged by compliance');
    await expect(page.getByText('withdraw #7')).toBeVisible();
    await userEvent.click(canvasElement.querySelector<HTMLElement>('.ant-table-row-expand-icon')!);
    await expectShown(canvasElement, t('audit.after'));
  },
};

/** Filtered by operator: only their entries; a filter nobody matches says so. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(t('audit.actor')), 'reviewer@');
    await userEvent.click(page.getByRole('button', { name: t('audit.search') }));
    await waitFor(() => expect(page.queryByText('withdraw #7')).toBeNull());
    await expect(page.getByText('kyc_basic #3')).toBeVisible();
    await userEvent.clear(page.getByLabelText(t('audit.actor')));
    await userEvent.type(page.getByLabelText(t('audit.actor')), 'nobody');
    await userEvent.click(page.getByRole('button', { name: t('audit.search') }));
    await expectShown(canvasElement, t('audit.empty'));
  },
};
