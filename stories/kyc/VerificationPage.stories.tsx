import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import VerificationPage from '../../src/features/kyc/pages/VerificationPage';
import i18n from '../../src/i18n';
import { KYC, kycFailed, kycHandler, kycLoading, user } from './fixtures';

const meta = {
  title: 'Pages/KYC/Verification',
  component: VerificationPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/verification/index', layout: 'fullscreen', session: { user } },
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.unverified));
  },
} satisfies Meta<typeof VerificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tags = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-status]');

export const Unverified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('kyc:index.basic'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('kyc:index.advanced'))).toBeVisible();
    await waitFor(() => expect(tags(canvasElement)).toHaveLength(2));
    await expect(canvas.getAllByText(i18n.t('kyc:status.unverified'))).toHaveLength(2);
    await userEvent.click(canvas.getByText(i18n.t('kyc:index.basic')));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/verification/basic',
      ),
    );
  },
};

export const UnderReview: Story = {
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.underReview));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('kyc:status.under_review'))).toBeVisible();
  },
};

export const Verified: Story = {
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.verified));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(i18n.t('kyc:status.verified'))).toHaveLength(2));
  },
};

export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.rejected));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('kyc:status.rejected'))).toBeVisible();
    await expect(
      canvas.getByText(i18n.t('kyc:result.rejected', { reason: KYC.rejected.basic.reason })),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(kycLoading);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(kycFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('kyc:index.loadFailed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('common:actions.retry') }),
    ).toBeVisible();
  },
};
