import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard, tabTo } from '../../src/components/storybook/keyboard';
import AdvancedVerificationPage from '../../src/features/kyc/pages/AdvancedVerificationPage';
import i18n from '../../src/i18n';
import { KYC, kycFailed, kycHandler, photo, uploadOk, user } from './fixtures';
import { uploadPhoto } from '../../src/components/storybook/uploads';

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

let sentBody: Record<string, string> = {};

/** Keyboard only: Tab to the address and type, Tab to the photo (the file chooser picks it), Enter. */
export const Keyboard: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/user/real_name2', async ({ request }) => {
        sentBody = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({
          code: 1,
          type: 'ok',
          message: 'Submitted',
          data: KYC.advancedReview,
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      {
        to: await canvas.findByLabelText(i18n.t('kyc:form.address')),
        type: '1-2-3 Shibuya, Tokyo',
        maxTabs: 8,
      },
    ]);
    const image = canvas.getByLabelText(i18n.t('kyc:form.addressImage'));
    await tabTo(image);
    await uploadPhoto(image, photo('address.png'));
    await expect(canvas.getByAltText(i18n.t('kyc:upload.preview'))).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: i18n.t('kyc:form.submit') }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/verification/index',
      ),
    );
    await expect(sentBody).toMatchObject({ address: '1-2-3 Shibuya, Tokyo' });
    await expect(sentBody).toHaveProperty('address_image', expect.stringMatching(/^upload/));
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
