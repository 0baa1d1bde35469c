import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BankBindPage from '../../src/features/bankbind/pages/BankBindPage';
import { expectLocation, handlers, pageOf, t, USER } from './fixtures';

const meta = {
  title: 'Pages/BankBind/List',
  component: BankBindPage,
  parameters: { route: 'pages/bankbind/index', layout: 'fullscreen', session: { user: USER } },
  beforeEach({ msw }) {
    msw.use(handlers.methods());
  },
} satisfies Meta<typeof BankBindPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bound bank card (number and IBAN masked), Alipay bound, WeChat not yet. */
export const Bound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    const bank = within(await canvas.findByRole('region', { name: t('bankbind:kind.bank') }));
    await expect(bank.getByText('6222 **** 3445')).toBeVisible();
    await expect(bank.getByText('TH12 **** 9012')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: t('bankbind:kind.alipay') })).getByText(
        'somchai@alipay',
      ),
    ).toBeVisible();
    const wechat = within(canvas.getByRole('region', { name: t('bankbind:kind.wechat') }));
    await expect(wechat.getByText(t('bankbind:notBound'))).toBeVisible();
  },
};

/** A method not bound yet offers "Bind", which opens the form on its tab. */
export const BindWechat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    const wechat = within(await canvas.findByRole('region', { name: t('bankbind:kind.wechat') }));
    await userEvent.click(wechat.getByRole('link', { name: t('bankbind:bind') }));
    await expectLocation(canvas, '/pages/bankbind/addbank?kind=wechat');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.methods({ bank: null, alipay: null, wechat: null }));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(t('bankbind:notBound'))).toHaveLength(3));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.methodsPending);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};
