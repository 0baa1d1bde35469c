import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import PasskeysPage from '../../src/features/security/pages/PasskeysPage';
import {
  authenticatorState,
  broken,
  expectAlert,
  fail,
  IPHONE_PASSKEY,
  ok,
  pageOf,
  PASSKEYS,
  passkeysState,
  pending,
  t,
  USER,
  YUBIKEY_PASSKEY,
} from './fixtures';

// Passkeys: the list (added, last used, synced), adding one (name and password; the browser then
// makes it), renaming and removing one (password and the second factor). Making and using a
// passkey needs a real authenticator: the passkeys journey (tests/e2e) does that part.

let sent = new URLSearchParams();
const answer = (path: string, reply: (body: URLSearchParams) => Response) =>
  http.post(`/api/security/passkey/${path}`, async ({ request }) => {
    sent = new URLSearchParams(await request.text());
    return reply(sent);
  });

const meta = {
  title: 'Pages/Security/Passkeys',
  component: PasskeysPage,
  parameters: {
    route: 'pages/settings/security/passkeys',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    sent = new URLSearchParams();
    msw.use(
      passkeysState(PASSKEYS),
      answer('rename', (body) =>
        ok({ ...IPHONE_PASSKEY, name: body.get('name') ?? '' }, 'Passkey renamed'),
      ),
      answer('remove', (body) =>
        body.get('password') === 'secret123' && body.get('totp_code') === '123456'
          ? ok(null, 'Passkey removed')
          : fail(422, 'The login password is wrong', 1321),
      ),
    );
  },
} satisfies Meta<typeof PasskeysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None yet: what passkeys are for, and the button that adds one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(passkeysState([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:passkeys.empty'))).toBeVisible();
    await expect(canvas.getByText(t('security:passkeys.intro'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('security:passkeys.add') })).toBeEnabled();
  },
};

/** Two passkeys: one synced and used, one on a security key and never used. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText('iPhone 15')).toBeVisible();
    await expect(canvas.getByText('YubiKey 5C')).toBeVisible();
    await expect(canvas.getByText(t('security:passkeys.synced'))).toBeVisible();
    await expect(canvas.getByText(t('security:passkeys.thisDeviceOnly'))).toBeVisible();
    await expect(canvas.getByText(t('security:passkeys.neverUsed'))).toBeVisible();
  },
};

/** At the limit of ten: no button, a note saying why. */
export const AtLimit: Story = {
  beforeEach({ msw }) {
    msw.use(
      passkeysState(
        Array.from({ length: 10 }, (_, i) => ({
          ...YUBIKEY_PASSKEY,
          id: 100 + i,
          name: `Key ${i + 1}`,
        })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(
      await canvas.findByText(t('security:passkeys.atLimit', { max: 10 })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('security:passkeys.add') })).toBeNull();
  },
};

/** Adding asks for a name and the login password before the browser is asked for anything. */
export const AddNeedsNameAndPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('security:passkeys.add') }));
    await userEvent.click(
      await canvas.findByRole('button', { name: t('security:passkeys.addSubmit') }),
    );
    await expectAlert(canvas, t('security:validation.passkeyNameRequired'));
    await expectAlert(canvas, t('security:validation.loginPasswordRequired'));
    await expect(sent.toString()).toBe('');
  },
};

/** A name only helps tell passkeys apart: renaming asks for nothing else. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('security:passkeys.renameNamed', { name: 'iPhone 15' }),
      }),
    );
    const name = await canvas.findByLabelText(t('security:passkeys.name'));
    await userEvent.clear(name);
    await userEvent.type(name, '  Work phone ');
    await userEvent.click(
      canvas.getByRole('button', { name: t('security:passkeys.renameSubmit') }),
    );
    await waitFor(() => expect(sent.get('name')).toBe('Work phone'));
    await expect(sent.get('id')).toBe('11');
  },
};

/** With the authenticator app on, removing asks for its code too (step-up), in the same request. */
export const RemoveWithStepUp: Story = {
  beforeEach({ msw }) {
    msw.use(authenticatorState(true));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('security:passkeys.removeNamed', { name: 'YubiKey 5C' }),
      }),
    );
    await expect(await canvas.findByText(t('security:passkeys.removeHint'))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(t('security:authenticator.password')), 'secret123');
    await userEvent.type(await canvas.findByLabelText(t('form:secondFactor.code')), '123456');
    await userEvent.click(
      canvas.getByRole('button', { name: t('security:passkeys.removeSubmit') }),
    );
    await waitFor(() => expect(sent.get('id')).toBe('12'));
    await expect(sent.get('totp_code')).toBe('123456');
    await expect(sent.get('password')).toBe('secret123');
  },
};

/** The only second factor: removing it warns that sign-in falls back to the password alone. */
export const RemoveLastFactor: Story = {
  beforeEach({ msw }) {
    msw.use(passkeysState([IPHONE_PASSKEY]));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('security:passkeys.removeNamed', { name: 'iPhone 15' }),
      }),
    );
    await expect(await canvas.findByText(t('security:passkeys.removeLastHint'))).toBeVisible();
    // The passkey itself is the step-up: the browser asks for it when the form is sent.
    await expect(canvas.getByRole('note')).toHaveTextContent(t('form:stepUp.passkeyNote'));
    await expect(canvas.queryByLabelText(t('form:secondFactor.code'))).toBeNull();
  },
};

/** While the list loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/api/security/passkeys', 'get'));
  },
};

/** The list could not be read: say so, and offer to try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(broken('/api/security/passkeys', 'get'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await pageOf(canvasElement).findByText(t('security:passkeys.loadFailed')),
    ).toBeVisible();
  },
};
