import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WithdrawRecordPage from '../../src/features/withdraw/pages/WithdrawRecordPage';
import { handlers, pageOf, RECORD, RECORDS, t, USER } from './fixtures';

const meta = {
  title: 'Pages/Withdraw/Records',
  component: WithdrawRecordPage,
  parameters: {
    route: 'pages/assets/withdraw/detail',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    msw.use(handlers.records(RECORDS));
  },
} satisfies Meta<typeof WithdrawRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagOf = (el: HTMLElement, status: string) => el.querySelector(`[data-status="${status}"]`);
/** The button of a record, which its content names: the n-th of the list (newest first). */
const recordButton = async (canvas: ReturnType<typeof pageOf>, index: number) =>
  within((await canvas.findAllByRole('listitem'))[index]!).getByRole('button');

/** Under review, passed and rejected records, each with its status tag. */
export const Records: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.getByText(t('withdraw:status.under_review'))).toBeVisible();
    await expect(canvas.getByText(t('withdraw:status.passed'))).toBeVisible();
    await expect(canvas.getByText(t('withdraw:status.rejected'))).toBeVisible();
  },
};

/** A long history comes a page at a time: scrolling to the end fetches the next page. */
export const LoadsMoreOnScroll: Story = {
  beforeEach({ msw }) {
    const many = Array.from({ length: 27 }, (_, i) => ({ ...RECORD, id: 100 - i }));
    msw.use(handlers.records(many));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(20));
    canvas.getAllByRole('listitem').at(-1)!.scrollIntoView();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(27));
    // The last of the 27 is record 74.
    await expect(await recordButton(canvas, 26)).toHaveTextContent(RECORD.currency);
  },
};

export const UnderReview: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([RECORD]));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tagOf(canvasElement, 'under_review')).not.toBeNull());
  },
};

/** A paid-out record; its detail shows the payout's reference (the chain transaction hash). */
export const Passed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([RECORDS[1]!]));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tagOf(canvasElement, 'passed')).not.toBeNull());
    const canvas = pageOf(canvasElement);
    await userEvent.click(await recordButton(canvas, 0));
    const detail = within(
      await within(document.body).findByRole('region', { name: t('withdraw:records.detail') }),
    );
    await expect(detail.getByText(t('withdraw:records.payoutReference'))).toBeVisible();
    await expect(detail.getByText(RECORDS[1]!.payout_reference!)).toBeVisible();
  },
};

/** A rejected record; its detail shows the operator's reason. */
export const RejectedDetail: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([RECORDS[2]!]));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await recordButton(canvas, 0));
    const detail = within(
      await within(document.body).findByRole('region', { name: t('withdraw:records.detail') }),
    );
    await expect(detail.getByText('The payee name does not match')).toBeVisible();
    await expect(detail.getByText('Bangkok Bank 6222 **** 3445')).toBeVisible();
  },
};

/** One record's detail, in a modal sheet: amount, fee, actual received, address, remark. The sheet
 * takes the focus, and Escape gives it back to the record. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    const record = await recordButton(canvas, 0);
    await userEvent.click(record);
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('withdraw:records.detail'),
    });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(record.closest('[inert]')).not.toBeNull();
    const detail = within(
      await within(document.body).findByRole('region', { name: t('withdraw:records.detail') }),
    );
    await expect(detail.getByText(RECORD.destination)).toBeVisible();
    await expect(detail.getByText('rent')).toBeVisible();
    await expect(detail.getByText(/98\.9/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(record).toHaveFocus();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('withdraw:records.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recordsPending);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recordsBroken);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await pageOf(canvasElement).findByText(t('withdraw:records.loadFailed')),
    ).toBeVisible();
  },
};
