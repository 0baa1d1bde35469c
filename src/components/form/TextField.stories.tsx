import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import i18n from '../../i18n';
import { FormHarness } from './FormHarness';
import { TextField } from './TextField';

const schema = object({ nickname: string().required('form:validation.required') });

const meta = {
  title: 'Design system/Form/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { name: 'nickname', label: 'Nickname', placeholder: 'Enter a nickname' },
  parameters: { router: false },
  decorators: [
    (Story) => (
      <FormHarness initialValues={{ nickname: '' }} schema={schema}>
        <Story />
      </FormHarness>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Nickname')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const TypingWritesTheValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nickname'), 'Satoshi');
    await expect(canvas.getByTestId('values')).toHaveTextContent('"nickname":"Satoshi"');
  },
};

export const ErrorShownInline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Nickname');
    await userEvent.click(input);
    await userEvent.tab(); // touched, still empty
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n.t('form:validation.required'));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(i18n.t('form:validation.required'));
    // Fixing the value clears the error.
    await userEvent.type(input, 'Ada');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const DigitsOnly: Story = {
  args: { strip: /\D/g, inputMode: 'numeric', label: 'Amount', name: 'nickname' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount'), '12ab34');
    await expect(canvas.getByLabelText('Amount')).toHaveValue('1234');
  },
};
