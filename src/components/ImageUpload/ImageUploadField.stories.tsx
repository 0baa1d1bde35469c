import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import i18n from '../../i18n';
import { FormHarness } from '../form/FormHarness';
import type { UploadImage } from './ImageUpload';
import { ImageUploadField } from './ImageUploadField';

// The formik field around ImageUpload; the upload itself is replaced by a promise the story
// settles, so "submit while the photo is still on its way" can be shown step by step.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const photo = () =>
  new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], 'id.png', { type: 'image/png' });

const schema = object({ front: string().required('kyc:validation.frontRequired') });

let finish: (id: string) => void = () => {};
const heldUpload: UploadImage = (_file, onProgress) => {
  onProgress(60);
  return new Promise((resolve) => (finish = resolve));
};

const meta = {
  title: 'Design system/Form/ImageUploadField',
  tags: ['autodocs'],
  component: ImageUploadField,
  args: { name: 'front', label: 'Front of ID', upload: heldUpload },
  parameters: { router: false },
  decorators: [
    (Story) => (
      <FormHarness initialValues={{ front: '' }} schema={schema}>
        <div style={{ width: 180 }}>
          <Story />
        </div>
      </FormHarness>
    ),
  ],
} satisfies Meta<typeof ImageUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting with no photo: the schema's own message. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.t('kyc:validation.frontRequired'),
    );
  },
};

/** Submitting while the photo is on its way says so, then the photo arrives and the error goes. */
export const SubmittedWhileUploading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Front of ID'), photo());
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('kyc:upload.wait'));
    finish('AbCdEfGhIjKlMnOpQrStUv');
    await waitFor(() =>
      expect(canvas.getByTestId('values')).toHaveTextContent('"front":"AbCdEfGhIjKlMnOpQrStUv"'),
    );
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};
