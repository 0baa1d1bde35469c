import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  dashboardHandler,
  expectShown,
  failure,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  t,
  withConsole,
} from './console';

const meta = {
  title: 'Console/Sign-in',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/sign-in' },
  globals: consoleGlobals,
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(body: HTMLElement, code = '123456') {
  const page = within(body);
  await userEvent.type(await page.findByLabelText(t('auth.email')), 'admin@example.com');
  await userEvent.type(page.getByLabelText(t('auth.password')), 'correct horse battery');
  await userEvent.type(page.getByLabelText(t('auth.code')), code);
  await userEvent.click(page.getByRole('button', { name: t('auth.sign_in') }));
}

/** Every field is required, and the code is six digits. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(t('auth.code')), '12a');
    await userEvent.click(page.getByRole('button', { name: t('auth.sign_in') }));
    await waitFor(() => expect(page.getAllByText(t('form.required'))).toHaveLength(2));
    await expectShown(canvasElement, t('form.code'));
  },
};

/** A wrong password or code: the server's message, and the operator stays on the form. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/admin/auth/sign_in', () =>
        failure(401, 2601, 'Wrong e-mail, password or authenticator code.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Wrong e-mail, password or authenticator code.',
    );
  },
};

/** Signed in: the dashboard with the pending counts. */
export const SignedIn: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/admin/auth/sign_in', () => ok(operatorAs('admin', 'admin@example.com'))),
      meHandler(operatorAs('admin', 'admin@example.com')),
      queuesHandler(),
      dashboardHandler(),
    );
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const page = within(canvasElement);
    await expect(await page.findByTestId('operator-email')).toHaveTextContent('admin@example.com');
    await waitFor(() =>
      expect(page.getByRole('heading', { name: t('dashboard.title') })).toBeVisible(),
    );
  },
};
