import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getSession } from '../../src/api/session';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import LoginPage from '../../src/features/auth/pages/LoginPage';
import { DEFAULT_LANDING } from '../../src/lib/landing';
import { PATHS } from '../../src/lib/paths';
import { areaCodeHandler, fail, ok, SESSION } from './fixtures';
import {
  bodyOf,
  expectCallingCode,
  expectFieldError,
  expectLocation,
  expectNoErrors,
  languageSwitchName,
  pageOf,
  submit,
  switchToEmail,
  t,
  typeEmail,
  typeInto,
  typePhone,
} from './helpers';

const SUBMIT = 'auth:login.submit';
const WRONG_PASSWORD = 'Incorrect account or password';

let sentBody = new URLSearchParams();
const loginOk = http.post('/api/user/login', async ({ request }) => {
  sentBody = new URLSearchParams(await request.text());
  return ok(SESSION, 'Signed in');
});

const meta = {
  title: 'Pages/Auth/Login',
  component: LoginPage,
  parameters: { route: 'pages/user/login/login' },
  beforeEach({ msw }) {
    msw.use(areaCodeHandler, loginOk);
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectCallingCode(canvas);
    await expect(canvas.getByRole('tab', { name: t('auth:tabs.phone') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText(t('auth:fields.phone'))).toHaveValue('');
    await expect(canvas.getByLabelText(t('auth:fields.password'))).toHaveValue('');
    await expect(canvas.getByRole('link', { name: t('auth:login.forgot') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth:login.register') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: languageSwitchName() })).toBeVisible();
    await expectNoErrors(canvas);
  },
};

/** Passkeys: a button that signs in with one, and the account fields offer them in autofill. */
export const PasskeySignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(canvas.getByRole('button', { name: t('auth:passkey.signIn') })).toBeEnabled();
    await expect(canvas.getByLabelText(t('auth:fields.phone'))).toHaveAttribute(
      'autocomplete',
      'tel-national webauthn',
    );
    await switchToEmail(canvas);
    await expect(canvas.getByLabelText(t('auth:fields.email'))).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
  },
};

export const EmailTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await switchToEmail(canvas);
    await expect(canvas.getByLabelText(t('auth:fields.email'))).toHaveAttribute('type', 'email');
    await expect(canvas.queryByLabelText(t('auth:fields.phone'))).toBeNull();
  },
};

export const SubmitEmptyPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectCallingCode(canvas);
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.phone', 'auth:validation.phoneRequired');
    await expectFieldError(canvas, 'auth:fields.password', 'auth:validation.passwordRequired');
  },
};

export const SubmitEmptyEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await switchToEmail(canvas);
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.email', 'auth:validation.emailRequired');
    await expectFieldError(canvas, 'auth:fields.password', 'auth:validation.passwordRequired');
  },
};

export const BadPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typePhone(canvas, '12');
    await typeInto(canvas, 'auth:fields.password', 'secret1');
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.phone', 'auth:validation.phoneInvalid');
  },
};

export const BadEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeEmail(canvas, 'alice@example');
    await typeInto(canvas, 'auth:fields.password', 'secret1');
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.email', 'auth:validation.emailInvalid');
  },
};

export const ShortPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typePhone(canvas, '13800138000');
    await typeInto(canvas, 'auth:fields.password', '12345');
    await submit(canvas, SUBMIT);
    await expectFieldError(canvas, 'auth:fields.password', 'auth:validation.passwordMin');
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/user/login', async () => {
        await delay('infinite');
        return ok(SESSION);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typePhone(canvas, '13800138000');
    await typeInto(canvas, 'auth:fields.password', 'secret1');
    await submit(canvas, SUBMIT);
    const button = canvas.getByRole('button', { name: t(SUBMIT) });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveClass('adm-button-loading');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/user/login', () => fail(401, WRONG_PASSWORD)));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typePhone(canvas, '13800138000');
    await typeInto(canvas, 'auth:fields.password', 'wrong-password');
    await submit(canvas, SUBMIT);
    await expect(await bodyOf(canvasElement).findByText(WRONG_PASSWORD)).toBeVisible();
    // Still here, form kept, nobody signed in, ready to try again.
    await expectLocation(canvas, PATHS.login);
    await expect(canvas.getByLabelText(t('auth:fields.phone'))).toHaveValue('13800138000');
    await expect(getSession().token).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: t(SUBMIT) })).toBeEnabled());
  },
};

export const SuccessByPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typePhone(canvas, '13800138000');
    await typeInto(canvas, 'auth:fields.password', 'secret1');
    await submit(canvas, SUBMIT);
    await expectLocation(canvas, DEFAULT_LANDING);
    await expect(getSession().token).toBe(SESSION.token);
    await expect(getSession().user?.nickname).toBe(SESSION.user.nickname);
    await expect(Object.fromEntries(sentBody)).toEqual({
      type: 'mobile',
      user_string: '13800138000',
      area_code: '86',
      password: 'secret1',
    });
  },
};

/** Keyboard only: Tab to each field, type, Tab to Sign in and press Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      { to: canvas.getByLabelText(t('auth:fields.phone')), type: '13800138000', maxTabs: 8 },
      { to: canvas.getByLabelText(t('auth:fields.password')), type: 'secret1' },
      { to: canvas.getByRole('button', { name: t(SUBMIT) }), type: '{Enter}' },
    ]);
    await expectLocation(canvas, DEFAULT_LANDING);
    await expect(Object.fromEntries(sentBody)).toMatchObject({ user_string: '13800138000' });
  },
};

export const SuccessByEmailReturnsToBackpage: Story = {
  parameters: { route: 'pages/user/login/login?backpage=%2Fpages%2Fassets%2Findex&backtype=2' },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeEmail(canvas, 'alice@example.com');
    await typeInto(canvas, 'auth:fields.password', 'secret1');
    await submit(canvas, SUBMIT);
    await expectLocation(canvas, PATHS.assets);
    await expect(Object.fromEntries(sentBody)).toEqual({
      type: 'email',
      user_string: 'alice@example.com',
      password: 'secret1',
    });
  },
};

export const GoToRegister: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('auth:login.register') }));
    await expectLocation(canvas, PATHS.register);
  },
};

export const GoToForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('auth:login.forgot') }));
    await expectLocation(canvas, PATHS.forgetPassword);
  },
};

export const LanguageMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: languageSwitchName() }));
    const body = bodyOf(canvasElement);
    for (const name of ['English', '简体中文', '繁體中文', '日本語', '한국어', 'Español', 'ไทย']) {
      const matches = await body.findAllByText(name);
      await expect(matches.at(-1)).toBeVisible();
    }
  },
};
