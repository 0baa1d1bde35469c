import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import ChangePayPasswordPage from '../../src/features/security/pages/ChangePayPasswordPage';
import {
  bodyOf,
  broken,
  codeSent,
  expectAlert,
  fail,
  hasPassword,
  ok,
  pageOf,
  pending,
  t,
  typeFundPassword,
  USER,
} from './fixtures';

let sent = new URLSearchParams();

const meta = {
  title: 'Pages/Security/ChangePayPassword',
  component: ChangePayPasswordPage,
  parameters: {
    route: 'pages/settings/security/changePayPassword',
    layout: 'fullscreen',
    session: { user: { ...USER, has_fund_password: false } },
  },
  beforeEach({ msw }) {
    sent = new URLSearchParams();
    msw.use(
      hasPassword(false),
      ...codeSent,
      http.post('/api/user/e_pwd', async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        if (sent.get('old_password') && sent.get('old_password') !== '135790') {
          return fail(422, 'Incorrect fund password', 1302);
        }
        return ok(null, 'Fund password set');
      }),
    );
  },
} satisfies Meta<typeof ChangePayPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof pageOf>;

const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: t('security:payPassword.submit') }));

async function typeNew(canvas: Canvas, password: string, repeat = password) {
  await typeFundPassword(canvas, t('security:fields.newFundPassword'), password);
  await typeFundPassword(canvas, t('security:fields.repeatFundPassword'), repeat);
}

/** First time: a code to the user's own e-mail is needed. */
export const SetFirstTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByLabelText(t('security:fields.code'))).toBeVisible();
    await expect(canvas.queryByText(t('security:payPassword.useOld'))).toBeNull();
  },
};

export const NotSixDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByLabelText(t('security:fields.code'));
    await typeNew(canvas, '123');
    await submit(canvas);
    await expectAlert(canvas, t('security:validation.fundPasswordDigits'));
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByLabelText(t('security:fields.code'));
    await typeNew(canvas, '246810', '246811');
    await submit(canvas);
    await expectAlert(canvas, t('security:validation.fundPasswordMismatch'));
  },
};

export const SetSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('security:fields.code')), '654321');
    await typeNew(canvas, '246810');
    await submit(canvas);
    await waitFor(() => expect(sent.get('code')).toBe('654321'));
    await expect(sent.get('password')).toBe('246810');
    await expect(await bodyOf(canvasElement).findByText('Fund password set')).toBeVisible();
  },
};

/** Keyboard only: Tab to the code and both fund passwords, type, Tab to Submit and press Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      {
        to: await canvas.findByLabelText(t('security:fields.code')),
        type: '654321',
        maxTabs: 8,
      },
      {
        to: canvas.getByRole('textbox', { name: t('security:fields.newFundPassword') }),
        type: '246810',
      },
      {
        to: canvas.getByRole('textbox', { name: t('security:fields.repeatFundPassword') }),
        type: '246810',
      },
      {
        to: canvas.getByRole('button', { name: t('security:payPassword.submit') }),
        type: '{Enter}',
      },
    ]);
    await waitFor(() => expect(sent.get('code')).toBe('654321'));
    await expect(sent.get('password')).toBe('246810');
    await expect(await bodyOf(canvasElement).findByText('Fund password set')).toBeVisible();
  },
};

/** A fund password exists: change it with the current one, or switch to a code. */
export const Change: Story = {
  parameters: { session: { user: USER } },
  beforeEach({ msw }) {
    msw.use(hasPassword(true));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByRole('textbox', { name: t('security:fields.oldFundPassword') });
    await typeFundPassword(canvas, t('security:fields.oldFundPassword'), '135790');
    await typeNew(canvas, '246810');
    await submit(canvas);
    await waitFor(() => expect(sent.get('old_password')).toBe('135790'));
    await expect(sent.get('code')).toBeNull();
  },
};

export const WrongCurrentPassword: Story = {
  parameters: { session: { user: USER } },
  beforeEach({ msw }) {
    msw.use(hasPassword(true));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByRole('textbox', { name: t('security:fields.oldFundPassword') });
    await typeFundPassword(canvas, t('security:fields.oldFundPassword'), '000000');
    await typeNew(canvas, '246810');
    await submit(canvas);
    await expect(await bodyOf(canvasElement).findByText('Incorrect fund password')).toBeVisible();
  },
};

export const ChangeWithCode: Story = {
  parameters: { session: { user: USER } },
  beforeEach({ msw }) {
    msw.use(hasPassword(true));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByText(t('security:payPassword.useCode')));
    await expect(canvas.getByLabelText(t('security:fields.code'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/api/user/has_password'));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(broken('/api/user/has_password'));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:loadFailed'))).toBeVisible();
  },
};
