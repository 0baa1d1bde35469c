import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import AntiPhishingPage from '../../src/features/security/pages/AntiPhishingPage';
import {
  antiPhishing,
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

const WRONG = 'The login password is incorrect';
let sent = new URLSearchParams();

const meta = {
  title: 'Pages/Security/AntiPhishing',
  component: AntiPhishingPage,
  parameters: {
    route: 'pages/settings/security/antiPhishing',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    sent = new URLSearchParams();
    msw.use(
      antiPhishing(null),
      http.post('/api/security/anti_phishing', async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return sent.get('password') === 'secret123'
          ? ok(null, 'Anti-phishing code saved')
          : fail(422, WRONG, 1321);
      }),
    );
  },
} satisfies Meta<typeof AntiPhishingPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof pageOf>;

/** The code's input (the form is named like it too). */
const codeInput = (canvas: Canvas) =>
  canvas.getByLabelText(t('security:antiPhishing.code'), { selector: 'input' });

async function save(canvas: Canvas, code: string, password: string) {
  if (code) await userEvent.type(codeInput(canvas), code);
  if (password)
    await userEvent.type(canvas.getByLabelText(t('security:antiPhishing.password')), password);
  await userEvent.click(canvas.getByRole('button', { name: t('security:antiPhishing.submit') }));
}

/** Not set yet: what the code is for, and the form. */
export const NotSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:antiPhishing.none'))).toBeVisible();
    await expect(canvas.getByText(t('security:antiPhishing.intro'))).toBeVisible();
  },
};

/** Set: the current code is shown, so the user can compare it with an e-mail. */
export const Current: Story = {
  beforeEach({ msw }) {
    msw.use(antiPhishing('Blue42'));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText('Blue42')).toBeVisible();
    await expect(canvas.getByText(t('security:antiPhishing.current'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/api/security/anti_phishing', 'get'));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(codeInput(canvas)).toBeVisible();
    await expect(canvas.queryByText(t('security:antiPhishing.none'))).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(broken('/api/security/anti_phishing', 'get'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await pageOf(canvasElement).findByText(t('security:antiPhishing.loadFailed')),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await save(canvas, '', '');
    await expectAlert(canvas, t('security:validation.antiPhishingRequired'));
    await expectAlert(canvas, t('security:validation.loginPasswordRequired'));
  },
};

/** Too short, or with a character other than a letter or digit: refused before sending. */
export const BadCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await save(canvas, 'ab!', 'secret123');
    await expectAlert(canvas, t('security:validation.antiPhishingFormat'));
    await expect(sent.has('code')).toBe(false);
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await save(canvas, 'Blue42', 'not-it');
    await expect(await bodyOf(canvasElement).findByText(WRONG)).toBeVisible();
    await expectLocation(canvas, '/pages/settings/security/antiPhishing');
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await save(canvas, 'Blue42', 'secret123');
    await expectLocation(canvas, '/pages/settings/security/index');
    await waitFor(() =>
      expect(Object.fromEntries(sent)).toEqual({ code: 'Blue42', password: 'secret123' }),
    );
  },
};

/** Keyboard only: Tab to the code, type, Tab to the password, type, Enter on Save. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      { to: codeInput(canvas), type: 'Blue42', maxTabs: 8 },
      { to: canvas.getByLabelText(t('security:antiPhishing.password')), type: 'secret123' },
      {
        to: canvas.getByRole('button', { name: t('security:antiPhishing.submit') }),
        type: '{Enter}',
      },
    ]);
    await expectLocation(canvas, '/pages/settings/security/index');
  },
};
