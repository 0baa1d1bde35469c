import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectShown,
  failure,
  ok,
  t,
  withConsole,
} from './console';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const SECRET = 'KKJKUFU4AB37B4BJQ7WS3BQ4BDLA3YS6';

const meta = {
  title: 'Console/Enrolment',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: `/enrol/${TOKEN}` },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/admin/auth/enrolment', () =>
        ok({
          email: 'new.reviewer@example.com',
          role: 'reviewer',
          secret: SECRET,
          otpauth_uri: `otpauth://totp/CoinHub%20console:new.reviewer%40example.com?secret=${SECRET}&issuer=CoinHub%20console`,
        }),
      ),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code and the key to pair; the password twice and a code. */
export const PairAndChoose: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/admin/auth/enrol', () => ok(null)),
      http.post('/api/admin/auth/sign_in', () => failure(400, 400, 'unused')),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByAltText('otpauth QR')).toBeVisible();
    await expect(page.getByTestId('totp-secret')).toHaveTextContent(SECRET);
    await userEvent.type(page.getByLabelText(t('auth.new_password')), 'too short');
    await userEvent.type(page.getByLabelText(t('auth.confirm_password')), 'different');
    await userEvent.click(page.getByRole('button', { name: t('auth.enrol') }));
    await expectShown(canvasElement, t('form.password_min', { min: 12 }));
    await expectShown(canvasElement, t('form.password_match'));
    await userEvent.clear(page.getByLabelText(t('auth.new_password')));
    await userEvent.type(page.getByLabelText(t('auth.new_password')), 'a long passphrase');
    await userEvent.clear(page.getByLabelText(t('auth.confirm_password')));
    await userEvent.type(page.getByLabelText(t('auth.confirm_password')), 'a long passphrase');
    await userEvent.type(page.getByLabelText(t('auth.code')), '123456');
    await userEvent.click(page.getByRole('button', { name: t('auth.enrol') }));
    await expectShown(canvasElement, t('auth.enrolled'));
  },
};

/** A wrong code: the server's message under the code field. */
export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/admin/auth/enrol', () =>
        Response.json(
          {
            code: 2604,
            type: 'error',
            message: 'The authenticator code is wrong.',
            data: { code: 'The authenticator code is wrong.' },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(t('auth.new_password')), 'a long passphrase');
    await userEvent.type(page.getByLabelText(t('auth.confirm_password')), 'a long passphrase');
    await userEvent.type(page.getByLabelText(t('auth.code')), '000000');
    await userEvent.click(page.getByRole('button', { name: t('auth.enrol') }));
    await expectShown(canvasElement, 'The authenticator code is wrong.');
  },
};

/** A spent or unknown link. */
export const InvalidLink: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/admin/auth/enrolment', () =>
        failure(404, 2603, 'This enrolment link is invalid or has been used.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t('auth.enrol_invalid'),
    );
  },
};
