import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import ChargePage from '../../src/features/deposit/pages/ChargePage';
import i18n from '../../src/i18n';
import { ADDRESSES, alice, DEPOSITS, handlers } from './fixtures';

const meta = {
  title: 'Pages/Deposit/Application',
  component: ChargePage,
  decorators: [withRouter, withQueryClient],
  parameters: {
    route: 'pages/assets/deposit/charge?id=41',
    layout: 'fullscreen',
    session: { user: alice },
  },
  beforeEach({ msw }) {
    msw.use(handlers.detail(DEPOSITS.underReview));
  },
} satisfies Meta<typeof ChargePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just submitted: under review, with the address it was sent to. */
export const UnderReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('deposit:charge.underReview'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:status.under_review'))).toBeVisible();
    await expect(canvas.getByText(ADDRESSES.TRC20!)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('deposit:charge.toRecords') }));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/assets/transfer/record',
      ),
    );
  },
};

export const Passed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.detail(DEPOSITS.passed));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('deposit:charge.passed'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:charge.reviewedAt'))).toBeVisible();
  },
};

/** A rejected bank deposit: the reason, and nothing credited. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.detail(DEPOSITS.rejected));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('deposit:charge.rejected'))).toBeVisible();
    await expect(canvas.getByText('The transfer was not received')).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:method.bank'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.detailLoading);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** Unknown or someone else's deposit: the server answers 404. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.detailMissing);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('deposit:charge.loadFailed')),
    ).toBeVisible();
  },
};
