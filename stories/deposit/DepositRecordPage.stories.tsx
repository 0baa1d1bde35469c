import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import DepositRecordPage from '../../src/features/deposit/pages/DepositRecordPage';
import i18n from '../../src/i18n';
import { alice, DEPOSITS, handlers } from './fixtures';

const meta = {
  title: 'Pages/Deposit/Records',
  component: DepositRecordPage,
  decorators: [withRouter, withQueryClient],
  parameters: {
    route: 'pages/assets/transfer/record',
    layout: 'fullscreen',
    session: { user: alice },
  },
  beforeEach({ msw }) {
    msw.use(
      handlers.channels,
      handlers.records([DEPOSITS.underReview, DEPOSITS.passed, DEPOSITS.rejected]),
    );
  },
} satisfies Meta<typeof DepositRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tag = (canvasElement: HTMLElement, status: string) =>
  canvasElement.querySelectorAll(`[data-status="${status}"]`);

/** Every state at once: under review, passed and rejected, with amount, fee and actual received. */
export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('deposit:status.under_review'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:status.passed'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:status.rejected'))).toBeVisible();
    await expect(canvas.getByText('1000.00')).toBeVisible();
  },
};

/** A record opens its application page. */
export const OpenRecord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(i18n.t('deposit:status.passed')));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/assets/deposit/charge?id=40',
      ),
    );
  },
};

export const UnderReview: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([DEPOSITS.underReview]));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(i18n.t('deposit:status.under_review'));
    await expect(tag(canvasElement, 'under_review')).toHaveLength(1);
  },
};

export const Passed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([DEPOSITS.passed]));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(i18n.t('deposit:status.passed'));
    await expect(tag(canvasElement, 'passed')).toHaveLength(1);
  },
};

export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([DEPOSITS.rejected]));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(i18n.t('deposit:status.rejected'));
    await expect(tag(canvasElement, 'rejected')).toHaveLength(1);
  },
};

/** Filtering by coin asks the server for that coin only. */
export const FilterByCoin: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.records([
        DEPOSITS.underReview,
        { ...DEPOSITS.passed, currency_id: 1, currency: 'BTC', amount: '0.01', actual: '0.01' },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(i18n.t('deposit:status.passed'));
    await userEvent.selectOptions(canvas.getByLabelText(i18n.t('deposit:record.filter')), 'BTC');
    await waitFor(() => expect(canvas.getAllByText('0.01')).toHaveLength(2));
    await expect(canvas.getByText(i18n.t('deposit:status.passed'))).toBeVisible();
    await expect(canvas.queryByText(i18n.t('deposit:status.under_review'))).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.records([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('deposit:record.empty')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recordsLoading);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recordsFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('deposit:record.loadFailed')),
    ).toBeVisible();
  },
};
