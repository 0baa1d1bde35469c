import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import i18n from '../../i18n';
import { FormHarness } from './FormHarness';
import { FundPasswordField } from './FundPasswordField';
import { waitInteractive } from './waitInteractive';

// Spec section 5: "Finacial password is 6 digit".
const schema = object({
  fund: string()
    .required('form:validation.fundPasswordDigits')
    .matches(/^\d{6}$/, 'form:validation.fundPasswordDigits'),
});

const meta = {
  title: 'Design system/Form/FundPasswordField',
  tags: ['autodocs'],
  component: FundPasswordField,
  args: { name: 'fund', label: 'Fund password' },
  parameters: { router: false },
  decorators: [
    (Story) => (
      <FormHarness initialValues={{ fund: '' }} schema={schema}>
        <Story />
      </FormHarness>
    ),
  ],
} satisfies Meta<typeof FundPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Fund password' }));
    await userEvent.keyboard('12a3456789');
    // Letters are dropped and input stops at six digits.
    await waitFor(() => expect(canvas.getByTestId('values')).toHaveTextContent('"fund":"123456"'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const TooFewDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Fund password' }));
    await userEvent.keyboard('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.t('form:validation.fundPasswordDigits'),
    );
  },
};

export const WithHint: Story = {
  args: { plain: true },
  render: (args) => (
    <FundPasswordField
      {...args}
      hint={
        <p style={{ fontSize: 12, color: 'var(--app-weak)' }}>{i18n.t('form:fundPassword.hint')}</p>
      }
    />
  ),
};

export const OnScreenKeypad: Story = {
  args: { keypad: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('group', { name: 'Fund password' }));
    const body = within(canvasElement.ownerDocument.body);
    for (const digit of ['1', '2', '3']) {
      await userEvent.click(
        await waitInteractive(await body.findByRole('button', { name: digit })),
      );
    }
    await waitFor(() => expect(canvas.getByTestId('values')).toHaveTextContent('"fund":"123"'));
  },
};
