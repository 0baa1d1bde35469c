import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import i18n from '../../i18n';
import { CodeField } from './CodeField';
import { FormHarness } from './FormHarness';

const sendButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', {
    name: (name) => name !== 'Submit' && name !== '' && !name.includes('×'),
  });

const meta = {
  title: 'Design system/Form/CodeField',
  tags: ['autodocs'],
  component: CodeField,
  args: {
    name: 'code',
    label: 'Verification code',
    placeholder: 'Enter the 6-digit code',
    canSend: true,
    resendSeconds: 2, // test-only: a short countdown
    onSend: fn(async (): Promise<number | undefined> => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return undefined; // no resend_after: the countdown uses resendSeconds
    }),
  },
  parameters: { router: false },
  decorators: [
    (Story) => (
      <FormHarness initialValues={{ code: '' }}>
        <Story />
      </FormHarness>
    ),
  ],
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const button = sendButton(canvasElement);
    await expect(button).toHaveTextContent(i18n.t('form:code.send'));
    await expect(button).toBeEnabled();
    await userEvent.type(within(canvasElement).getByLabelText('Verification code'), '12a34567');
    await expect(within(canvasElement).getByTestId('values')).toHaveTextContent('"code":"123456"');
  },
};

export const DisabledWhileTargetInvalid: Story = {
  args: { canSend: false },
  play: async ({ canvasElement, args }) => {
    const button = sendButton(canvasElement);
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const SendingThenCountdownThenResend: Story = {
  play: async ({ canvasElement, args }) => {
    const button = sendButton(canvasElement);
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'sending'));
    await expect(button).toHaveTextContent(i18n.t('form:code.sending'));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent(i18n.t('form:code.countdown', { seconds: 2 }));
    await waitFor(
      () => expect(button).toHaveTextContent(i18n.t('form:code.countdown', { seconds: 1 })),
      {
        timeout: 2000,
      },
    );
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'resend'), { timeout: 3000 });
    await expect(button).toHaveTextContent(i18n.t('form:code.resend'));
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
  },
};

export const UsesTheServersResendAfter: Story = {
  args: { onSend: fn(async () => 5) },
  play: async ({ canvasElement }) => {
    const button = sendButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() =>
      expect(button).toHaveTextContent(i18n.t('form:code.countdown', { seconds: 5 })),
    );
  },
};

export const SendFails: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('rate limited'))) },
  play: async ({ canvasElement, args }) => {
    const button = sendButton(canvasElement);
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalled();
    // No countdown: the user may try again at once.
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'idle'));
    await expect(button).toBeEnabled();
  },
};
