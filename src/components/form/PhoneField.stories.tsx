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

/**
 * The picker is a modal sheet: the focus moves into it and the form behind is inert. Its search
 * box has a named clear button while it holds text, which clears it and keeps the focus there;
 * Escape clears the text first, then closes the sheet, and the focus returns to the code button.
 */
export const PickerIsModalAndSearchClears: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(areaButton(canvasElement)).toHaveTextContent('+86'));
    const opener = areaButton(canvasElement);
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: i18n.t('form:phone.pickerTitle') });
    await waitFor(() => expect(dialog).toHaveFocus());
    await waitInteractive(dialog);
    await expect(opener.closest('[inert]')).not.toBeNull();

    const sheet = within(dialog);
    const search = sheet.getByRole('searchbox', { name: i18n.t('form:phone.search') });
    const clearName = i18n.t('form:input.clearSearch');
    await expect(sheet.queryByRole('button', { name: clearName })).toBeNull();
    await userEvent.type(search, 'Hong');
    await waitFor(() => expect(sheet.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(sheet.getByRole('button', { name: clearName }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(sheet.getAllByRole('option')).toHaveLength(AREA_CODES.length);
    await expect(sheet.queryByRole('button', { name: clearName })).toBeNull();

    await userEvent.type(search, '+66');
    await userEvent.keyboard('{Escape}'); // clears the search, the sheet stays
    await expect(search).toHaveValue('');
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}'); // closes the sheet
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    // Opened again (the sheet stayed in the page, hidden): the focus moves in again.
    await userEvent.click(opener);
    const again = await body.findByRole('dialog', { name: i18n.t('form:phone.pickerTitle') });
    await waitFor(() => expect(again).toHaveFocus());
    await waitInteractive(again);
    await userEvent.click(within(again).getByRole('button', { name: i18n.t('form:phone.close') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
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
