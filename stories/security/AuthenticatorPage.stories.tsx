import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Authenticator } from '../../src/api/generated/model';
import AuthenticatorPage from '../../src/features/security/pages/AuthenticatorPage';
import {
  bodyOf,
  broken,
  expectAlert,
  expectLocation,
  fail,
  ok,
  pageOf,
  pending,
  t,
  USER,
} from './fixtures';

// The authenticator app: set up with a QR code and a first code, the recovery codes shown once,
// then on (renew the codes, turn it off).

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/CoinHub:alice%40example.com?issuer=CoinHub&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = [
  'k7pm-2x9q-hc4t',
  'w3ne-v8ra-6jdz',
  'b5ty-q2mh-x7kc',
  'f9ug-4pzs-e3wn',
  'r6dc-m8vb-2kqy',
  'h2xj-7tne-a5pu',
  'z4qk-c9wm-8rfd',
  'n7bs-3ehy-t6gx',
  'p8va-5kzr-w2mj',
  'e3hw-6dqn-y9cb',
];
const WRONG = 'The code is wrong or has already been used';
const OFF: Authenticator = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
const ON: Authenticator = {
  enabled: true,
  enabled_at: '2026-10-02T09:30:00Z',
  recovery_codes_left: 7,
};

let state: Authenticator = OFF;
let sent = new URLSearchParams();
const stateHandler = http.get('/api/security/authenticator', () => ok(state));
const answer = (path: string, reply: (body: URLSearchParams) => Response) =>
  http.post(`/api/security/authenticator/${path}`, async ({ request }) => {
    sent = new URLSearchParams(await request.text());
    return reply(sent);
  });
const rightCode = (body: URLSearchParams) =>
  (body.get('code') === '123456' || body.get('recovery_code') === CODES[0]) &&
  body.get('password') === 'secret123';

const meta = {
  title: 'Pages/Security/Authenticator',
  component: AuthenticatorPage,
  parameters: {
    route: 'pages/settings/security/authenticator',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    state = OFF;
    sent = new URLSearchParams();
    msw.use(
      stateHandler,
      answer('setup', () => ok({ secret: SECRET, otpauth_uri: URI })),
      answer('enable', (body) => {
        if (!rightCode(body)) return fail(422, WRONG, 1332);
        state = { enabled: true, enabled_at: '2030-01-01T00:00:00Z', recovery_codes_left: 10 };
        return ok({ recovery_codes: CODES }, 'Authenticator app turned on');
      }),
      answer('recovery_codes', (body) =>
        rightCode(body) ? ok({ recovery_codes: CODES }) : fail(422, WRONG, 1332),
      ),
      answer('disable', (body) => {
        if (!rightCode(body)) return fail(422, WRONG, 1332);
        state = OFF;
        return ok(null, 'Authenticator app turned off');
      }),
    );
  },
} satisfies Meta<typeof AuthenticatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof pageOf>;

const on = { beforeEach: () => void (state = ON) };

async function startSetup(canvas: Canvas) {
  await userEvent.click(
    await canvas.findByRole('button', { name: t('security:authenticator.start') }),
  );
  await expect(await canvas.findByTestId('totp-secret')).toHaveTextContent(SECRET);
}

async function confirm(canvas: Canvas, code: string, password: string) {
  if (code)
    await userEvent.type(canvas.getByLabelText(t('security:authenticator.firstCode')), code);
  if (password)
    await userEvent.type(canvas.getByLabelText(t('security:authenticator.password')), password);
  await userEvent.click(canvas.getByRole('button', { name: t('security:authenticator.confirm') }));
}

/** Off: what the app is for, and the button that starts the set-up. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:authenticator.intro'))).toBeVisible();
    await expect(sent.toString()).toBe('');
  },
};

/** The QR code to scan, the key to type instead, and the first code with the password. */
export const QrSetup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await startSetup(canvas);
    await expect(await canvas.findByAltText(t('security:authenticator.qr'))).toBeVisible();
    await expect(canvas.getByText(t('security:authenticator.typeSecret'))).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: t('common:copy.label', { what: t('security:authenticator.secret') }),
      }),
    ).toBeVisible();
  },
};

export const SetupEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await startSetup(canvas);
    await confirm(canvas, '', '');
    await expectAlert(canvas, t('form:validation.totpRequired'));
    await expectAlert(canvas, t('security:validation.loginPasswordRequired'));
  },
};

export const SetupWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await startSetup(canvas);
    await confirm(canvas, '000000', 'secret123');
    await expect(await bodyOf(canvasElement).findByText(WRONG)).toBeVisible();
    await expect(canvas.getByTestId('totp-secret')).toBeVisible();
  },
};

/** Turned on: the ten recovery codes, shown once, to copy or download. */
export const RecoveryCodesShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await startSetup(canvas);
    await confirm(canvas, '123456', 'secret123');
    const list = await canvas.findByRole('list', { name: t('security:authenticator.codes.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getByText(CODES[0]!)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('security:authenticator.codes.download') }),
    ).toBeVisible();
    await expect(Object.fromEntries(sent)).toEqual({ code: '123456', password: 'secret123' });
  },
};

/** "I have saved them" leads back to the Security page. */
export const CodesSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await startSetup(canvas);
    await confirm(canvas, '123456', 'secret123');
    await userEvent.click(
      await canvas.findByRole('button', { name: t('security:authenticator.codes.done') }),
    );
    await expectLocation(canvas, '/pages/settings/security/index');
  },
};

/** On: since when, and how many recovery codes are left. */
export const On: Story = {
  ...on,
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:authenticator.on'))).toBeVisible();
    await expect(
      canvas.getByText(t('security:authenticator.codesLeft', { count: 7 })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('security:authenticator.renew') }),
    ).toBeVisible();
  },
};

export const RenewCodes: Story = {
  ...on,
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('security:authenticator.renew') }),
    );
    await expect(canvas.getByText(t('security:authenticator.renewHint'))).toBeVisible();
    // New codes need the app's code: no recovery code here.
    await expect(
      canvas.queryByRole('button', { name: t('form:secondFactor.useRecovery') }),
    ).toBeNull();
    await userEvent.type(canvas.getByLabelText(t('form:secondFactor.code')), '123456');
    await userEvent.type(canvas.getByLabelText(t('security:authenticator.password')), 'secret123');
    await userEvent.click(
      canvas.getByRole('button', { name: t('security:authenticator.renewSubmit') }),
    );
    await expect(await canvas.findByText(CODES[9]!)).toBeVisible();
  },
};

/** Turning it off warns of the withdrawal hold and takes a recovery code too. */
export const TurnOff: Story = {
  ...on,
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('security:authenticator.disable') }),
    );
    await expect(canvas.getByText(t('security:authenticator.disableHint'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('form:secondFactor.useRecovery') }));
    await userEvent.type(await canvas.findByLabelText(t('form:secondFactor.recovery')), CODES[0]!);
    await userEvent.type(canvas.getByLabelText(t('security:authenticator.password')), 'secret123');
    await userEvent.click(
      canvas.getByRole('button', { name: t('security:authenticator.disableSubmit') }),
    );
    await expect(await canvas.findByText(t('security:authenticator.intro'))).toBeVisible();
    await waitFor(() =>
      expect(Object.fromEntries(sent)).toEqual({ recovery_code: CODES[0], password: 'secret123' }),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/api/security/authenticator', 'get'));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(canvas.getByText(t('security:authenticator.title'))).toBeVisible();
    await expect(canvas.queryByText(t('security:authenticator.intro'))).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(broken('/api/security/authenticator', 'get'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await pageOf(canvasElement).findByText(t('security:authenticator.loadFailed')),
    ).toBeVisible();
  },
};
