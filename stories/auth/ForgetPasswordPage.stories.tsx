import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import ForgetPasswordPage from '../../src/features/auth/pages/ForgetPasswordPage';
import { PATHS } from '../../src/lib/paths';
import { areaCodeHandler, codeSentHandlers, fail, ok } from './fixtures';
import {
  bodyOf,
  expectCallingCode,
  expectFieldError,
  expectLocation,
  expectNoErrors,
  pageOf,
  sendButton,
  submit,
  switchToEmail,
  t,
  typeEmail,
  typeInto,
  typePhone,
} from './helpers';

const SUBMIT = 'auth:forget.submit';
const UPDATED = 'Your password has been reset. Please log in.';
const WRONG_CODE = 'The verification code is wrong or has expired';

let sentBody = new URLSearchParams();

const meta = {
  title: 'Pages/Auth/ForgetPassword',
  component: ForgetPasswordPage,
  parameters: { route: 'pages/user/login/forgetPassword' },
  beforeEach({ msw }) {
    msw.use(
      areaCodeHandler,
      ...codeSentHandlers(60, 300),
      http.post('/api/user/forget', async ({ request }) => {
        sentBody = new URLSearchParams(await request.text());
        return ok(null, UPDATED);
      }),
    );
  },
} satisfies Meta<typeof ForgetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof pageOf>;

async function fillValidEmail(canvas: Canvas) {
  await typeEmail(canvas, 'alice@example.com');
  await typeInto(canvas, 'auth:fields.code', '654321');
  await typeInto(canvas, 'auth:fields.newPassword', 'newpass1');
  await typeInto(canvas, 'auth:fields.confirmPassword', 'newpass1');
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectCallingCode(canvas);
    await expect(canvas.getByLabelText(t('auth:fields.phone'))).toHaveValue('');
    await expect(canvas.getByLabelText(t('auth:fields.newPassword'))).toHaveValue('');
    await expect(sendButton(canvas)).toBeDisabled();
    await expectNoErrors(canvas);
  },
};

export const SubmitEmptyPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectCallingCode(canvas);
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.phone', 'auth:validation.phoneRequired');
    await expectFieldError(canvas, 'auth:fields.code', 'auth:validation.codeRequired');
    await expectFieldError(canvas, 'auth:fields.newPassword', 'auth:validation.passwordRequired');
    await expectFieldError(
      canvas,
      'auth:fields.confirmPassword',
      'auth:validation.confirmRequired',
    );
  },
};

export const SubmitEmptyEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await switchToEmail(canvas);
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.email', 'auth:validation.emailRequired');
  },
};

export const BadPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typePhone(canvas, '99');
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.phone', 'auth:validation.phoneInvalid');
  },
};

export const BadEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeEmail(canvas, 'alice@');
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.email', 'auth:validation.emailInvalid');
  },
};

export const ShortPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeInto(canvas, 'auth:fields.newPassword', 'abc');
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.newPassword', 'auth:validation.passwordMin');
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeInto(canvas, 'auth:fields.newPassword', 'newpass1');
    await typeInto(canvas, 'auth:fields.confirmPassword', 'newpass2');
    await submit(canvas, SUBMIT);
    await expectFieldError(
      canvas,
      'auth:fields.confirmPassword',
      'auth:validation.passwordMismatch',
    );
  },
};

export const CodeSendingAndCountdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typePhone(canvas, '13800138000');
    const button = sendButton(canvas);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'sending'));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await expect(button).toBeDisabled();
    await expect(await bodyOf(canvasElement).findByText(t('auth:code.sent'))).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/user/forget', () => fail(400, WRONG_CODE)));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillValidEmail(canvas);
    await submit(canvas, SUBMIT);
    await expect(await bodyOf(canvasElement).findByText(WRONG_CODE)).toBeVisible();
    await expectLocation(canvas, PATHS.forgetPassword);
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillValidEmail(canvas);
    await submit(canvas, SUBMIT);
    await expect(await bodyOf(canvasElement).findByText(UPDATED)).toBeVisible();
    await expectLocation(canvas, PATHS.login);
    await expect(Object.fromEntries(sentBody)).toEqual({
      type: 'email',
      user_string: 'alice@example.com',
      code: '654321',
      password: 'newpass1',
      re_password: 'newpass1',
    });
  },
};

/** Keyboard only: the arrow key moves to the Email tab, then Tab to each field and Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      {
        to: canvas.getByRole('tab', { name: t('auth:tabs.phone') }),
        type: '{ArrowRight}',
        maxTabs: 8,
      },
    ]);
    await expect(canvas.getByRole('tab', { name: t('auth:tabs.email') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Again from the top of the page, now that the e-mail field is shown.
    await fillByKeyboard([
      { to: canvas.getByLabelText(t('auth:fields.email')), type: 'alice@example.com', maxTabs: 8 },
      { to: canvas.getByLabelText(t('auth:fields.code')), type: '654321' },
      { to: canvas.getByLabelText(t('auth:fields.newPassword')), type: 'newpass1' },
      { to: canvas.getByLabelText(t('auth:fields.confirmPassword')), type: 'newpass1' },
      { to: canvas.getByRole('button', { name: t(SUBMIT) }), type: '{Enter}' },
    ]);
    await expect(await bodyOf(canvasElement).findByText(UPDATED)).toBeVisible();
    await expectLocation(canvas, PATHS.login);
    await expect(Object.fromEntries(sentBody)).toEqual({
      type: 'email',
      user_string: 'alice@example.com',
      code: '654321',
      password: 'newpass1',
      re_password: 'newpass1',
    });
  },
};
