import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import AdvancedVerificationPage from '../../src/features/kyc/pages/AdvancedVerificationPage';
import i18n from '../../src/i18n';
import { KYC, kycFailed, kycHandler, uploadOk, user } from './fixtures';

const meta = {
  title: 'Pages/KYC/Advanced',
  component: AdvancedVerificationPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/verification/advanced', layout: 'fullscreen', session: { user } },
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.basicVerified), uploadOk);
  },
} satisfies Meta<typeof AdvancedVerificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before basic verification: the prompt, and the way to basic verification. */
export const BeforeBasic: Story = {
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.unverified));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('kyc:advanced.basicFirst'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('kyc:advanced.goBasic') }));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/verification/basic',
      ),
    );
  },
};

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: i18n.t('kyc:form.submit') }));
    await expect(await canvas.findByText(i18n.t('kyc:validation.addressRequired'))).toBeVisible();
    await expect(
      await canvas.findByText(i18n.t('kyc:validation.addressImageRequired')),
    ).toBeVisible();
  },
};

export const UnderReview: Story = {
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.advancedReview));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('kyc:result.underReview')),
    ).toBeVisible();
  },
};

export const Verified: Story = {
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.verified));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('kyc:result.verified')),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(kycFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('kyc:index.loadFailed')),
    ).toBeVisible();
  },
};
