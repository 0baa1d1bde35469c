import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import ChangePasswordPage from '../../src/features/security/pages/ChangePasswordPage';
import { bodyOf, expectAlert, expectLocation, fail, ok, pageOf, t, USER } from './fixtures';

const WRONG = 'The original password is incorrect';
let sent = new URLSearchParams();

const meta = {
  title: 'Pages/Security/ChangePassword',
  component: ChangePasswordPage,
  parameters: {
    route: 'pages/settings/security/changePassword',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/safe/update_password', async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return sent.get('old_password') === 'old-secret'
          ? ok(null, 'Login password changed')
          : fail(422, WRONG, 1304);
      }),
    );
  },
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof pageOf>;

async function fill(canvas: Canvas, old: string, next: string, repeat: string) {
  await userEvent.type(canvas.getByLabelText(t('security:fields.oldPassword')), old);
  await userEvent.type(canvas.getByLabelText(t('security:fields.newPassword')), next);
  await userEvent.type(canvas.getByLabelText(t('security:fields.repeatPassword')), repeat);
  await userEvent.click(canvas.getByRole('button', { name: t('security:changePassword.submit') }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('security:changePassword.submit') }),
    );
    await expectAlert(canvas, t('security:validation.oldPasswordRequired'));
    await expectAlert(canvas, t('security:validation.passwordRequired'));
    await expectAlert(canvas, t('security:validation.repeatRequired'));
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fill(canvas, 'old-secret', 'new-secret', 'new-secreT');
    await expectAlert(canvas, t('security:validation.passwordsDifferent'));
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fill(canvas, 'old-secret', '12345', '12345');
    await expectAlert(canvas, t('security:validation.passwordMin'));
  },
};

export const WrongOriginal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fill(canvas, 'not-it', 'new-secret', 'new-secret');
    await expect(await bodyOf(canvasElement).findByText(WRONG)).toBeVisible();
    await expectLocation(canvas, '/pages/settings/security/changePassword');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fill(canvas, 'old-secret', 'new-secret', 'new-secret');
    await expectLocation(canvas, '/pages/settings/security/index');
    await waitFor(() => expect(sent.get('re_password')).toBe('new-secret'));
  },
};

/** Keyboard only: Tab to each password field, type, Tab to Submit and press Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      {
        to: canvas.getByLabelText(t('security:fields.oldPassword')),
        type: 'old-secret',
        maxTabs: 8,
      },
      { to: canvas.getByLabelText(t('security:fields.newPassword')), type: 'new-secret' },
      { to: canvas.getByLabelText(t('security:fields.repeatPassword')), type: 'new-secret' },
      {
        to: canvas.getByRole('button', { name: t('security:changePassword.submit') }),
        type: '{Enter}',
      },
    ]);
    await expectLocation(canvas, '/pages/settings/security/index');
    await waitFor(() => expect(sent.get('re_password')).toBe('new-secret'));
  },
};
