import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import FiatDepositPage from '../../src/features/deposit/pages/FiatDepositPage';
import i18n from '../../src/i18n';
import { alice, channels, handlers, photo, uploadOk } from './fixtures';
import { http, HttpResponse } from 'msw';
import { uploadPhoto } from '../../src/components/storybook/uploads';

const meta = {
  title: 'Pages/Deposit/Bank, WeChat, Alipay',
  component: FiatDepositPage,
  decorators: [withRouter, withQueryClient],
  parameters: {
    route: 'pages/assets/depositm/index?method=bank',
    layout: 'fullscreen',
    session: { user: alice },
  },
  beforeEach({ msw }) {
    msw.use(handlers.channels, handlers.charge, uploadOk);
  },
} satisfies Meta<typeof FiatDepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const amount = (canvas: Canvas) => canvas.findByLabelText(i18n.t('deposit:form.transferAmount'));
const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: i18n.t('deposit:form.submit') }));

/** The platform's bank card: holder, number, bank, branch, SWIFT, fee; the minimum of 100 USDT. */
export const Bank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6217 0000 1234 5678 901')).toBeVisible();
    await expect(canvas.getByText('HSBCHKHHHKH')).toBeVisible();
    await expect(canvas.getByText('0.5%')).toBeVisible();
    await expect(
      canvas.getByText(i18n.t('deposit:form.minimum', { min: '100', coin: 'USDT' })),
    ).toBeVisible();
  },
};

export const WeChat: Story = {
  parameters: { route: 'pages/assets/depositm/index?method=wechat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('coinhub_pay_service')).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:fiat.wechatAccount'))).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: i18n.t('deposit:method.wechat') }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const Alipay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('6217 0000 1234 5678 901');
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('deposit:method.alipay') }));
    await expect(await canvas.findByText('pay@coinhub-digital.com')).toBeVisible();
    await expect(
      canvas.getByText(i18n.t('deposit:form.minimum', { min: '50', coin: 'USDT' })),
    ).toBeVisible();
  },
};

/** Transfer amount and voucher are both required. */
export const MissingAmountAndVoucher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await amount(canvas);
    await submit(canvas);
    await expect(
      await canvas.findByText(i18n.t('deposit:validation.amountRequired')),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.t('deposit:validation.voucherRequired'))).toBeVisible();
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '99');
    await submit(canvas);
    await expect(await canvas.findByText(i18n.t('deposit:validation.belowMinimum'))).toBeVisible();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '1000');
    await uploadPhoto(canvas.getByLabelText(i18n.t('deposit:form.voucher')), photo('voucher.png'));
    await submit(canvas);
    await expect(
      await within(document.body).findByText(i18n.t('deposit:form.submitted')),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/assets/deposit/charge?id=41',
      ),
    );
  },
};

/** Alipay switched off by the operator. */
export const Unavailable: Story = {
  parameters: { route: 'pages/assets/depositm/index?method=alipay' },
  beforeEach({ msw }) {
    const data = { ...channels, channels: channels.channels.filter((c) => c.method !== 'alipay') };
    msw.use(
      http.get('/api/deposit/channels', () =>
        HttpResponse.json({ code: 1, type: 'ok', message: 'Success', data }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('deposit:fiat.unavailable')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.channelsLoading);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.channelsFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('deposit:index.loadFailed')),
    ).toBeVisible();
  },
};
