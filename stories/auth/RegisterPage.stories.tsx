import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getSession } from '../../src/api/session';
import { waitInteractive } from '../../src/components/form/waitInteractive';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import RegisterPage from '../../src/features/auth/pages/RegisterPage';
import { DEFAULT_LANDING } from '../../src/lib/landing';
import { PATHS } from '../../src/lib/paths';
import { areaCodeHandler, codeSentHandlers, fail, ok, SESSION } from './fixtures';
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

const SUBMIT = 'auth:register.submit';
const WRONG_CODE = 'The verification code is wrong or has expired';
const TAKEN = 'This phone number is already registered';

let sentBody = new URLSearchParams();
let codeRequest = { path: '', body: new URLSearchParams() };

const meta = {
  title: 'Pages/Auth/Register',
  component: RegisterPage,
  parameters: { route: 'pages/user/login/register' },
  beforeEach({ msw }) {
    msw.use(
      areaCodeHandler,
      ...codeSentHandlers(60, 300),
      http.post('/api/user/register', async ({ request }) => {
        sentBody = new URLSearchParams(await request.text());
        return ok(SESSION, 'Registered');
      }),
    );
    // Only calls to the API: module loads (the lazily imported toast, say) pass MSW's events too.
    const record = ({ request }: { request: Request }) => {
      if (!new URL(request.url).pathname.startsWith('/api/')) return;
      void request
        .clone()
        .text()
        .then((text) => {
          codeRequest = { path: new URL(request.url).pathname, body: new URLSearchParams(text) };
        });
    };
    msw.events.on('request:start', record);
    return () => msw.events.removeListener('request:start', record);
  },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof pageOf>;

async function fillValid(canvas: Canvas, { agree = true } = {}) {
  await typePhone(canvas, '13800138000');
  await typeInto(canvas, 'auth:fields.code', '123456');
  await typeInto(canvas, 'auth:fields.password', 'secret1');
  await typeInto(canvas, 'auth:fields.confirmPassword', 'secret1');
  if (agree) await userEvent.click(canvas.getByRole('checkbox'));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectCallingCode(canvas);
    await expect(canvas.getByLabelText(t('auth:fields.phone'))).toHaveValue('');
    await expect(canvas.getByLabelText(t('auth:fields.invite'))).toHaveValue('');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    // No target yet: no code can be sent.
    await expect(sendButton(canvas)).toBeDisabled();
    await expectNoErrors(canvas);
  },
};

export const InviteCodeFromLink: Story = {
  parameters: { route: 'pages/user/login/register?code=AB12CD' },
  play: async ({ canvasElement }) => {
    await expect(pageOf(canvasElement).getByLabelText(t('auth:fields.invite'))).toHaveValue(
      'AB12CD',
    );
  },
};

export const SubmitEmptyPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectCallingCode(canvas);
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.phone', 'auth:validation.phoneRequired');
    await expectFieldError(canvas, 'auth:fields.code', 'auth:validation.codeRequired');
    await expectFieldError(canvas, 'auth:fields.password', 'auth:validation.passwordRequired');
    await expectFieldError(
      canvas,
      'auth:fields.confirmPassword',
      'auth:validation.confirmRequired',
    );
    await expect(canvas.getByText(t('auth:validation.agreementRequired'))).toBeVisible();
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
    await typePhone(canvas, '123');
    await expect(sendButton(canvas)).toBeDisabled();
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.phone', 'auth:validation.phoneInvalid');
  },
};

export const BadEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeEmail(canvas, 'alice.example.com');
    await expect(sendButton(canvas)).toBeDisabled();
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.email', 'auth:validation.emailInvalid');
  },
};

export const ShortPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeInto(canvas, 'auth:fields.password', '123');
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.password', 'auth:validation.passwordMin');
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeInto(canvas, 'auth:fields.password', 'secret1');
    await typeInto(canvas, 'auth:fields.confirmPassword', 'secret2');
    await submit(canvas, SUBMIT);
    await expectFieldError(
      canvas,
      'auth:fields.confirmPassword',
      'auth:validation.passwordMismatch',
    );
  },
};

export const AgreementNotTicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillValid(canvas, { agree: false });
    await submit(canvas, SUBMIT);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(1));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('auth:validation.agreementRequired'),
    );
    await expectLocation(canvas, PATHS.register);
  },
};

export const ReadTheAgreement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('auth:agreement.title') }));
    const dialog = await waitInteractive(
      await bodyOf(canvasElement).findByRole('dialog', { name: t('auth:agreement.title') }),
    );
    await expect(dialog).toBeVisible();
    await userEvent.click(
      (await bodyOf(canvasElement).findAllByRole('button', { name: t('form:agreement.agree') })).at(
        -1,
      )!,
    );
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
  },
};

export const CodeSendingAndCountdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typePhone(canvas, '13800138000');
    const button = sendButton(canvas);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'sending'));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await expect(button).toBeDisabled();
    await expect(button.textContent).toMatch(/\d+/);
    await expect(await bodyOf(canvasElement).findByText(t('auth:code.sent'))).toBeVisible();
    await expect(codeRequest.path).toBe('/api/sms_send');
    await expect(Object.fromEntries(codeRequest.body)).toEqual({
      user_string: '13800138000',
      area_code: '86',
      scene: 'register',
    });
  },
};

export const EmailCodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeEmail(canvas, 'alice@example.com');
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(sendButton(canvas)).toHaveAttribute('data-state', 'counting'));
    await expect(codeRequest.path).toBe('/api/sms_mail');
    await expect(Object.fromEntries(codeRequest.body)).toEqual({
      user_string: 'alice@example.com',
      scene: 'register',
    });
  },
};

export const CodeSendRefused: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/sms_send', () => fail(409, TAKEN)));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typePhone(canvas, '13800138000');
    await userEvent.click(sendButton(canvas));
    await expect(await bodyOf(canvasElement).findByText(TAKEN)).toBeVisible();
    await waitFor(() => expect(sendButton(canvas)).toHaveAttribute('data-state', 'idle'));
    await expect(sendButton(canvas)).toBeEnabled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/user/register', () => fail(400, WRONG_CODE)));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillValid(canvas);
    await submit(canvas, SUBMIT);
    await expect(await bodyOf(canvasElement).findByText(WRONG_CODE)).toBeVisible();
    await expectLocation(canvas, PATHS.register);
    await expect(getSession().token).toBeNull();
    await expect(canvas.getByLabelText(t('auth:fields.code'))).toHaveValue('123456');
  },
};

export const Success: Story = {
  parameters: { route: 'pages/user/login/register?code=AB12CD' },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillValid(canvas);
    await submit(canvas, SUBMIT);
    await expectLocation(canvas, DEFAULT_LANDING);
    await expect(getSession().token).toBe(SESSION.token);
    await expect(Object.fromEntries(sentBody)).toEqual({
      type: 'mobile',
      user_string: '13800138000',
      area_code: '86',
      code: '123456',
      password: 'secret1',
      re_password: 'secret1',
      extension_code: 'AB12CD',
    });
  },
};

/** Keyboard only: Tab to each field, type, tick the agreement with Space, Enter on Register. */
export const Keyboard: Story = {
  parameters: { route: 'pages/user/login/register?code=AB12CD' },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: t('form:phone.areaCodeLabel', { code: '+86' }) }),
      ).toBeVisible(),
    );
    await fillByKeyboard([
      { to: canvas.getByLabelText(t('auth:fields.phone')), type: '13800138000', maxTabs: 8 },
      { to: canvas.getByLabelText(t('auth:fields.code')), type: '123456' },
      { to: canvas.getByLabelText(t('auth:fields.password')), type: 'secret1' },
      { to: canvas.getByLabelText(t('auth:fields.confirmPassword')), type: 'secret1' },
      { to: canvas.getByRole('checkbox'), type: '{ }' },
      { to: canvas.getByRole('button', { name: t(SUBMIT) }), type: '{Enter}' },
    ]);
    await expectLocation(canvas, DEFAULT_LANDING);
    await expect(getSession().token).toBe(SESSION.token);
    await expect(Object.fromEntries(sentBody)).toEqual({
      type: 'mobile',
      user_string: '13800138000',
      area_code: '86',
      code: '123456',
      password: 'secret1',
      re_password: 'secret1',
      extension_code: 'AB12CD',
    });
  },
};
