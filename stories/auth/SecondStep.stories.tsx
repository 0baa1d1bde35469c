import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getSession } from '../../src/api/session';
import LoginPage from '../../src/features/auth/pages/LoginPage';
import { DEFAULT_LANDING } from '../../src/lib/landing';
import { areaCodeHandler, ok, SESSION } from './fixtures';
import {
  bodyOf,
  expectFieldError,
  expectLocation,
  pageOf,
  submit,
  t,
  typeEmail,
  typeInto,
} from './helpers';

// Sign-in's second step, for an account with an authenticator app: the password answers 1330
// with a ticket, and the same page asks for the app's code (or a recovery code).

const TICKET = 'tkt_3b1f7c9a2e';
const WRONG = 'The code is wrong or has already been used. 4 tries left';
const EXPIRED = 'This sign-in has expired. Please sign in again with your password';
const THROTTLED = 'Too many failed attempts. Please try again in 15 minutes';

const error = (status: number, code: number, message: string, data: unknown = null) =>
  HttpResponse.json({ code, type: 'error', message, data }, { status });

let verified = new URLSearchParams();
const askSecondStep = http.post('/api/user/login', () =>
  error(401, 1330, 'Enter the code from your authenticator app to finish signing in', {
    ticket: TICKET,
    expires_at: '2030-01-01T00:05:00Z',
    factors: 'totp',
  }),
);
const verifyAnswers = (answer: (body: URLSearchParams) => Response) =>
  http.post('/api/user/login/verify', async ({ request }) => {
    verified = new URLSearchParams(await request.text());
    return answer(verified);
  });

const meta = {
  title: 'Pages/Auth/Login/SecondStep',
  component: LoginPage,
  parameters: { route: 'pages/user/login/login' },
  beforeEach({ msw }) {
    verified = new URLSearchParams();
    msw.use(
      areaCodeHandler,
      askSecondStep,
      verifyAnswers((body) =>
        body.get('code') === '123456' || body.get('recovery_code') === 'abcd-efgh-jkmn'
          ? ok(SESSION, 'Signed in')
          : error(422, 1332, WRONG, { code: WRONG }),
      ),
    );
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof pageOf>;

/** The password step, answered "second step required". */
async function passwordStep(canvas: Canvas) {
  await typeEmail(canvas, 'alice@example.com');
  await typeInto(canvas, 'auth:fields.password', 'secret123');
  await submit(canvas, 'auth:login.submit');
  await expect(await canvas.findByText(t('auth:secondStep.title'))).toBeVisible();
  // The step's form is its own chunk, fetched when the ticket arrives.
  await canvas.findByLabelText(t('form:secondFactor.code'));
}

const codeInput = (canvas: Canvas) => canvas.getByLabelText(t('form:secondFactor.code'));

/** The password was right: the page asks for the app's code; nobody is signed in yet. */
export const AskedForCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await passwordStep(canvas);
    await expect(canvas.getByText(t('auth:secondStep.subtitle'))).toBeVisible();
    await expect(codeInput(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(
      canvas.getByRole('button', { name: t('form:secondFactor.useRecovery') }),
    ).toBeVisible();
    await expect(getSession().token).toBeNull();
  },
};

export const EmptyCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await passwordStep(canvas);
    await submit(canvas, 'auth:secondStep.submit');
    await expectFieldError(canvas, 'form:secondFactor.code', 'form:validation.totpRequired');
    await expect(verified.has('ticket')).toBe(false);
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await passwordStep(canvas);
    await userEvent.type(codeInput(canvas), '000000');
    await submit(canvas, 'auth:secondStep.submit');
    await expect(await bodyOf(canvasElement).findByText(WRONG)).toBeVisible();
    await expect(codeInput(canvas)).toBeVisible(); // still on the step, ready to try again
    await expect(getSession().token).toBeNull();
  },
};

/** Five minutes passed, or five wrong codes: the step ends and the user starts again. */
export const TicketExpired: Story = {
  beforeEach({ msw }) {
    msw.use(verifyAnswers(() => error(401, 1331, EXPIRED)));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await passwordStep(canvas);
    await userEvent.type(codeInput(canvas), '123456');
    await submit(canvas, 'auth:secondStep.submit');
    await expect(await canvas.findByText(EXPIRED)).toBeVisible();
    await expect(canvas.getByText(t('auth:secondStep.endedTitle'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondStep.again') }));
    await expect(await canvas.findByLabelText(t('auth:fields.password'))).toBeVisible();
  },
};

/** Too many wrong codes and passwords for the account: it waits, like wrong passwords do. */
export const Throttled: Story = {
  beforeEach({ msw }) {
    msw.use(verifyAnswers(() => error(429, 1003, THROTTLED)));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await passwordStep(canvas);
    await userEvent.type(codeInput(canvas), '123456');
    await submit(canvas, 'auth:secondStep.submit');
    await expect(await canvas.findByText(THROTTLED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth:secondStep.again') })).toBeVisible();
  },
};

export const SignedInWithCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await passwordStep(canvas);
    await userEvent.type(codeInput(canvas), '123456');
    await submit(canvas, 'auth:secondStep.submit');
    await expectLocation(canvas, DEFAULT_LANDING);
    await expect(getSession().token).toBe(SESSION.token);
    await expect(Object.fromEntries(verified)).toEqual({ ticket: TICKET, code: '123456' });
  },
};

/** The phone is lost: a recovery code instead of the app's code. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await passwordStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t('form:secondFactor.useRecovery') }));
    const input = await canvas.findByLabelText(t('form:secondFactor.recovery'));
    await userEvent.type(input, 'abcd');
    await submit(canvas, 'auth:secondStep.submit');
    await expectFieldError(canvas, 'form:secondFactor.recovery', 'form:validation.recoveryFormat');
    await userEvent.type(input, '-efgh-jkmn');
    await submit(canvas, 'auth:secondStep.submit');
    await expectLocation(canvas, DEFAULT_LANDING);
    await waitFor(() =>
      expect(Object.fromEntries(verified)).toEqual({
        ticket: TICKET,
        recovery_code: 'abcd-efgh-jkmn',
      }),
    );
  },
};

/** An account protected by a passkey alone: the step offers the passkey, no code field. */
export const PasskeyOnly: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/user/login', () =>
        error(401, 1330, 'Confirm with your passkey to finish signing in', {
          ticket: TICKET,
          expires_at: '2030-01-01T00:05:00Z',
          factors: 'passkey',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await typeEmail(canvas, 'alice@example.com');
    await typeInto(canvas, 'auth:fields.password', 'secret123');
    await submit(canvas, 'auth:login.submit');
    await expect(await canvas.findByText(t('auth:secondStep.subtitlePasskey'))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: t('auth:passkey.use') })).toBeVisible();
    await expect(canvas.queryByLabelText(t('form:secondFactor.code'))).toBeNull();
    await expect(getSession().token).toBeNull();
  },
};

/** Both factors: the code form, with the passkey offered beside it. */
export const CodeOrPasskey: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/user/login', () =>
        error(401, 1330, 'Enter the code from your authenticator app to finish signing in', {
          ticket: TICKET,
          expires_at: '2030-01-01T00:05:00Z',
          factors: 'totp passkey',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await passwordStep(canvas);
    await expect(canvas.getByRole('button', { name: t('auth:passkey.use') })).toBeVisible();
    await expect(codeInput(canvas)).toBeVisible();
  },
};
