import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import i18n from '../../i18n';
import { AREA_CODES, areaCodeHandler, fail } from '../../../stories/auth/fixtures';
import { FormHarness } from './FormHarness';
import { PhoneField } from './PhoneField';
import { waitInteractive } from './waitInteractive';

const schema = object({
  area_code: string().required('form:validation.required'),
  phone: string()
    .required('form:validation.required')
    .matches(/^\d{4,15}$/, 'form:validation.invalid'),
});

const meta = {
  title: 'Design system/Form/PhoneField',
  tags: ['autodocs'],
  component: PhoneField,
  args: {
    name: 'phone',
    areaCodeName: 'area_code',
    label: 'Phone number',
    placeholder: 'Enter phone number',
  },
  parameters: { router: false },
  beforeEach({ msw }) {
    msw.use(areaCodeHandler);
  },
  decorators: [
    (Story) => (
      <FormHarness initialValues={{ area_code: '', phone: '' }} schema={schema}>
        <Story />
      </FormHarness>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const areaButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', {
    name: new RegExp(i18n.t('form:phone.areaCodeLabel', { code: '' }).trim()),
  });

export const PreselectsTheMostUsedCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('values')).toHaveTextContent('"area_code":"86"'));
    await expect(areaButton(canvasElement)).toHaveTextContent('+86');
    await userEvent.type(canvas.getByLabelText('Phone number'), '138-0013 8000');
    await expect(canvas.getByTestId('values')).toHaveTextContent('"phone":"13800138000"');
  },
};

export const SearchAndPick: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(areaButton(canvasElement)).toHaveTextContent('+86'));
    await userEvent.click(areaButton(canvasElement));
    const dialog = await body.findByRole('dialog', { name: i18n.t('form:phone.pickerTitle') });
    await waitInteractive(dialog);
    await expect(within(dialog).getAllByRole('option')).toHaveLength(AREA_CODES.length);
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Hong');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('option', { name: /\+852/ }));
    await waitFor(() => expect(areaButton(canvasElement)).toHaveTextContent('+852'));
    await expect(within(canvasElement).getByTestId('values')).toHaveTextContent(
      '"area_code":"852"',
    );
  },
};

export const SearchByCode: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(areaButton(canvasElement)).toHaveTextContent('+86'));
    await userEvent.click(areaButton(canvasElement));
    const dialog = await body.findByRole('dialog', { name: i18n.t('form:phone.pickerTitle') });
    await waitInteractive(dialog);
    await userEvent.type(within(dialog).getByRole('searchbox'), '+66');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    await expect(within(dialog).getByRole('option')).toHaveTextContent('Thailand');
    await userEvent.clear(within(dialog).getByRole('searchbox'));
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Atlantis');
    await expect(await within(dialog).findByText(i18n.t('form:phone.noMatch'))).toBeVisible();
  },
};

export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.t('form:validation.invalid'),
    );
  },
};

export const ListFailsToLoad: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/area_code', () => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(areaButton(canvasElement));
    const dialog = await body.findByRole('dialog', { name: i18n.t('form:phone.pickerTitle') });
    await expect(await within(dialog).findByText(i18n.t('form:phone.failed'))).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: i18n.t('form:phone.retry') }),
    ).toBeEnabled();
  },
};
