import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boolean, object } from 'yup';
import i18n from '../../i18n';
import { AgreementCheckbox } from './AgreementCheckbox';
import { FormHarness } from './FormHarness';
import { waitInteractive } from './waitInteractive';

const schema = object({ agreement: boolean().oneOf([true], 'form:validation.required') });

const meta = {
  title: 'Design system/Form/AgreementCheckbox',
  tags: ['autodocs'],
  component: AgreementCheckbox,
  args: {
    name: 'agreement',
    title: 'User Agreement',
    content: 'Trading digital assets is risky.\n\nKeep your passwords secret.',
  },
  parameters: { router: false },
  decorators: [
    (Story) => (
      <FormHarness initialValues={{ agreement: false }} schema={schema}>
        <Story />
      </FormHarness>
    ),
  ],
} satisfies Meta<typeof AgreementCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotTicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.t('form:validation.required'),
    );
  },
};

export const Tick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByTestId('values')).toHaveTextContent('"agreement":true');
  },
};

export const ReadAndAgree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('link', { name: 'User Agreement' }));
    // Opening the agreement does not tick the box by itself.
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    const dialog = await waitInteractive(
      await body.findByRole('dialog', { name: 'User Agreement' }),
    );
    await expect(dialog).toHaveTextContent('Keep your passwords secret.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: i18n.t('form:agreement.agree') }),
    );
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
  },
};

/** The agreement is a modal sheet: the focus moves into it and the page behind is inert; Escape
 * (or its Close button) closes it without ticking the box, and the focus returns to the link. */
export const AgreementSheetIsModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const link = canvas.getByRole('link', { name: 'User Agreement' });
    await userEvent.click(link);
    const dialog = await body.findByRole('dialog', { name: 'User Agreement' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(link.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(link).toHaveFocus();

    await userEvent.click(link);
    const again = await waitInteractive(
      await body.findByRole('dialog', { name: 'User Agreement' }),
    );
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.click(
      within(again).getByRole('button', { name: i18n.t('common:actions.close') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(link).toHaveFocus();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

export const WithSentence: Story = {
  args: { title: 'User Agreement' },
  render: (args) => (
    <AgreementCheckbox
      {...args}
      title={i18n.t('auth:agreement.title')}
      content={i18n.t('agreement:body')}
      label={(link) => <Trans i18nKey="auth:agreement.sentence" components={{ terms: link }} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: i18n.t('auth:agreement.title') })).toBeVisible();
  },
};
