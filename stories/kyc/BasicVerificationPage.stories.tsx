import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard, tabTo } from '../../src/components/storybook/keyboard';
import BasicVerificationPage from '../../src/features/kyc/pages/BasicVerificationPage';
import i18n from '../../src/i18n';
import { storeChosenLocation, takeChosenLocation } from '../../src/lib/chosenLocation';
import { clearDraft, saveDraft } from '../../src/lib/formDraft';
import {
  hugePhoto,
  KYC,
  kycHandler,
  kycLoading,
  photo,
  uploadFailsOnce,
  uploadOk,
  user,
} from './fixtures';
import { uploadPhoto } from '../../src/components/storybook/uploads';

const meta = {
  title: 'Pages/KYC/Basic',
  component: BasicVerificationPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/verification/basic', layout: 'fullscreen', session: { user } },
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.unverified), uploadOk);
    clearDraft('kyc-basic');
    takeChosenLocation();
  },
} satisfies Meta<typeof BasicVerificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: i18n.t('kyc:form.submit') });

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await submitButton(canvas)).toBeVisible();
    await expect(canvas.getByLabelText(i18n.t('kyc:form.front'))).toBeInTheDocument();
  },
};

/** Every field is required: submitting an empty form names each of them. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await submitButton(canvas));
    for (const message of [
      i18n.t('kyc:validation.countryRequired'),
      i18n.t('kyc:validation.nameRequired'),
      i18n.t('kyc:validation.idNumberRequired'),
      i18n.t('kyc:validation.contactRequired'),
      i18n.t('kyc:validation.frontRequired'),
      i18n.t('kyc:validation.backRequired'),
      i18n.t('kyc:validation.handRequired'),
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

export const UploadTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(i18n.t('kyc:form.front')), hugePhoto());
    await expect(await canvas.findByText(i18n.t('kyc:upload.tooLarge'))).toBeVisible();
  },
};

export const UploadFailedAndRetried: Story = {
  beforeEach({ msw }) {
    msw.use(uploadFailsOnce());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(i18n.t('kyc:form.back')), photo());
    await expect(await canvas.findByText(i18n.t('kyc:upload.failed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('kyc:upload.retry') }));
    await waitFor(() => expect(canvas.queryByText(i18n.t('kyc:upload.failed'))).toBeNull());
    await expect(await canvas.findByAltText(i18n.t('kyc:upload.preview'))).toBeVisible();
  },
};

/** A complete form goes under review and the user is back on the status page. */
export const Submits: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/user/real_name', () =>
        HttpResponse.json({ code: 1, type: 'ok', message: 'Submitted', data: KYC.underReview }),
      ),
    );
    storeChosenLocation({ country_code: 'JP', area_code: '81', name: 'Japan' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18n.t('kyc:form.country') }),
    ).toHaveTextContent('Japan');
    await userEvent.type(canvas.getByLabelText(i18n.t('kyc:form.name')), 'Hanako Yamada');
    await userEvent.type(canvas.getByLabelText(i18n.t('kyc:form.idNumber')), 'TK1234567');
    await userEvent.type(canvas.getByLabelText(i18n.t('kyc:form.contact')), '+81 90 1234 5678');
    await uploadPhoto(canvas.getByLabelText(i18n.t('kyc:form.front')), photo('front.png'));
    await uploadPhoto(canvas.getByLabelText(i18n.t('kyc:form.back')), photo('back.png'));
    await uploadPhoto(canvas.getByLabelText(i18n.t('kyc:form.hand')), photo('hand.png'));
    await expect(canvas.getAllByAltText(i18n.t('kyc:upload.preview'))).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('kyc:form.submit') }));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/verification/index',
      ),
    );
    await expect(sessionStorage.getItem('form_draft:kyc-basic')).toBeNull(); // draft cleared
  },
};

/** Keyboard only: Tab to each field and type, Tab to each photo (the file chooser picks it), Enter. */
export const Keyboard: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/user/real_name', () =>
        HttpResponse.json({ code: 1, type: 'ok', message: 'Submitted', data: KYC.underReview }),
      ),
    );
    storeChosenLocation({ country_code: 'JP', area_code: '81', name: 'Japan' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18n.t('kyc:form.country') }),
    ).toHaveTextContent('Japan');
    await fillByKeyboard([
      { to: canvas.getByLabelText(i18n.t('kyc:form.name')), type: 'Hanako Yamada', maxTabs: 10 },
      { to: canvas.getByLabelText(i18n.t('kyc:form.idNumber')), type: 'TK1234567' },
      { to: canvas.getByLabelText(i18n.t('kyc:form.contact')), type: '+81 90 1234 5678' },
    ]);
    for (const [label, file] of [
      ['kyc:form.front', 'front.png'],
      ['kyc:form.back', 'back.png'],
      ['kyc:form.hand', 'hand.png'],
    ] as const) {
      // i18n-dynamic: label, one of the three literal 'kyc:form.*' keys listed just above
      const input = canvas.getByLabelText(i18n.t(label));
      await tabTo(input);
      await uploadPhoto(input, photo(file));
    }
    await expect(canvas.getAllByAltText(i18n.t('kyc:upload.preview'))).toHaveLength(3);
    await tabTo(canvas.getByRole('button', { name: i18n.t('kyc:form.submit') }));
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () =>
        expect(within(document.body).getByTestId('location')).toHaveTextContent(
          '/pages/verification/index',
        ),
      { timeout: 5000 }, // the request and the route change, on a busy machine
    );
    await expect(sessionStorage.getItem('form_draft:kyc-basic')).toBeNull(); // draft cleared
  },
};

/** Tapping the country opens the chooser, with the values typed so far kept for the return. */
export const OpensCountryChooser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(i18n.t('kyc:form.name')), 'Hanako Yamada');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('kyc:form.country') }));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        `/pages/system/choose-location?backpage=${encodeURIComponent('/pages/verification/basic')}`,
      ),
    );
    await expect(JSON.parse(sessionStorage.getItem('form_draft:kyc-basic') ?? '{}')).toMatchObject({
      name: 'Hanako Yamada',
    });
  },
};

/** Back from the chooser: the country is filled in and the values typed before are still there. */
export const ChosenCountry: Story = {
  beforeEach() {
    saveDraft('kyc-basic', { country: '', name: 'Hanako Yamada', id_number: 'TK1234567' });
    storeChosenLocation({ country_code: 'JP', area_code: '81', name: 'Japan' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18n.t('kyc:form.country') }),
    ).toHaveTextContent('Japan');
    await expect(canvas.getByLabelText(i18n.t('kyc:form.name'))).toHaveValue('Hanako Yamada');
    await expect(canvas.getByLabelText(i18n.t('kyc:form.idNumber'))).toHaveValue('TK1234567');
    await expect(canvas.queryByText(i18n.t('kyc:validation.countryRequired'))).toBeNull();
  },
};

export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.rejected));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(i18n.t('kyc:result.rejected', { reason: KYC.rejected.basic.reason })),
    ).toBeVisible();
    await expect(await submitButton(canvas)).toBeVisible();
  },
};

export const UnderReview: Story = {
  beforeEach({ msw }) {
    msw.use(kycHandler(KYC.underReview));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('kyc:result.underReview'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n.t('kyc:form.submit') })).toBeNull();
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
