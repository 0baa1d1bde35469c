import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { object, string } from 'yup';
import i18n from '../../i18n';
import { FormHarness } from './FormHarness';
import { PasswordField } from './PasswordField';

const schema = object({
  password: string().required('form:validation.required').min(6, 'form:validation.invalid'),
});

const meta = {
  title: 'Design system/Form/PasswordField',
  tags: ['autodocs'],
  component: PasswordField,
  args: { name: 'password', label: 'Password', placeholder: 'At least 6 characters' },
  parameters: { router: false },
  decorators: [
    (Story) => (
      <FormHarness initialValues={{ password: '' }} schema={schema}>
        <Story />
      </FormHarness>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByTestId('values')).toHaveTextContent('"password":"secret1"');
  },
};

export const ToggleVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: i18n.t('form:password.show') });
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.t('form:validation.invalid'),
    );
  },
};
