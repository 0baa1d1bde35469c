import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import { fillByKeyboard, tabTo } from '../../src/components/storybook/keyboard';
import ChainDepositPage from '../../src/features/deposit/pages/ChainDepositPage';
import i18n from '../../src/i18n';
import {
  ADDRESSES,
  alice,
  handlers,
  hugePhoto,
  photo,
  stubClipboard,
  uploadFailsOnce,
  uploadOk,
} from './fixtures';
import { uploadPhoto } from '../../src/components/storybook/uploads';

const meta = {
  title: 'Pages/Deposit/Chain',
  component: ChainDepositPage,
  decorators: [withRouter, withQueryClient],
  parameters: {
    route: 'pages/assets/deposit/index?currency_id=3',
    layout: 'fullscreen',
    session: { user: alice },
  },
  beforeEach({ msw }) {
    msw.use(handlers.channels, handlers.address, handlers.charge, uploadOk);
  },
} satisfies Meta<typeof ChainDepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const address = (canvas: Canvas) => canvas.findByTestId('deposit-address');
const amount = (canvas: Canvas) => canvas.findByLabelText(i18n.t('deposit:form.amount'));
const proof = (canvas: Canvas) => canvas.findByLabelText(i18n.t('deposit:form.proof'));
/** Picks the proof photo and waits until it is on the server. */
async function attachProof(canvas: Canvas) {
  await uploadPhoto(await proof(canvas), photo('proof.png'));
  await expect(canvas.getByAltText(i18n.t('kyc:upload.preview'))).toBeVisible();
}
const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: i18n.t('deposit:form.submit') }));

/** USDT on TRC20 (the first network): the address, its QR code and the minimum. */
export const Trc20: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await address(canvas)).toHaveTextContent(ADDRESSES.TRC20!);
    await expect(await canvas.findByAltText(i18n.t('deposit:chain.qr'))).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'TRC20' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      canvas.getByText(i18n.t('deposit:form.minimum', { min: '10', coin: 'USDT' })),
    ).toBeVisible();
  },
};

export const Bsc: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await address(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'BSC' }));
    await waitFor(() =>
      expect(canvas.getByTestId('deposit-address')).toHaveTextContent(ADDRESSES.BSC!),
    );
  },
};

export const Erc20: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await address(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'ERC20' }));
    await waitFor(() =>
      expect(canvas.getByTestId('deposit-address')).toHaveTextContent(ADDRESSES.ERC20!),
    );
    await expect(
      canvas.getByText(i18n.t('deposit:chain.warning', { coin: 'USDT', network: 'ERC20' })),
    ).toBeVisible();
  },
};

/** BTC is deposited on BSC only, with its own minimum. */
export const BtcOnBsc: Story = {
  parameters: { route: 'pages/assets/deposit/index?currency_id=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await address(canvas)).toHaveTextContent(ADDRESSES.BSC!);
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    await expect(
      canvas.getByText(i18n.t('deposit:form.minimum', { min: '0.0005', coin: 'BTC' })),
    ).toBeVisible();
  },
};

export const CopyAddress: Story = {
  beforeEach() {
    const writes = stubClipboard('works');
    (globalThis as { __writes?: string[] }).__writes = writes;
    return () => void delete (navigator as { clipboard?: unknown }).clipboard;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await address(canvas);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common:copy.action') }));
    await expect(await within(document.body).findByText(i18n.t('common:copy.done'))).toBeVisible();
    await expect((globalThis as { __writes?: string[] }).__writes).toEqual([ADDRESSES.TRC20]);
  },
};

/** The browser refuses the clipboard: "Copy failed, please copy manually". */
export const CopyFailed: Story = {
  beforeEach() {
    stubClipboard('refused');
    return () => void delete (navigator as { clipboard?: unknown }).clipboard;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await address(canvas);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common:copy.action') }));
    await expect(
      await within(document.body).findByText(i18n.t('common:copy.failed')),
    ).toBeVisible();
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '9.5');
    await submit(canvas);
    await expect(await canvas.findByText(i18n.t('deposit:validation.belowMinimum'))).toBeVisible();
  },
};

export const MissingProof: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '50');
    await submit(canvas);
    await expect(await canvas.findByText(i18n.t('deposit:validation.proofRequired'))).toBeVisible();
  },
};

export const UploadTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await proof(canvas), hugePhoto());
    await expect(await canvas.findByText(i18n.t('kyc:upload.tooLarge'))).toBeVisible();
  },
};

export const UploadFailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(uploadFailsOnce());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await proof(canvas), photo('proof.png'));
    await expect(await canvas.findByText(i18n.t('kyc:upload.failed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('kyc:upload.retry') }));
    await waitFor(() => expect(canvas.queryByText(i18n.t('kyc:upload.failed'))).toBeNull());
    await expect(await canvas.findByAltText(i18n.t('kyc:upload.preview'))).toBeVisible();
  },
};

/** A complete application: it is under review, and its page opens. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '120.5');
    await attachProof(canvas);
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

/** Keyboard only: Tab to the amount and type, Tab to the proof (the file chooser picks it), Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      { to: await amount(canvas), type: '120.5', maxTabs: 20 },
      { to: await proof(canvas) },
    ]);
    await attachProof(canvas);
    await tabTo(canvas.getByRole('button', { name: i18n.t('deposit:form.submit') }));
    await userEvent.keyboard('{Enter}');
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

/** The server refuses: "Failed to submit", with its reason. */
export const SubmitFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.chargeRefused);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amount(canvas), '12');
    await attachProof(canvas);
    await submit(canvas);
    const text = i18n.t('deposit:form.submitFailedReason', {
      reason: 'The minimum deposit is 10 USDT',
    });
    await expect(await within(document.body).findByText(text)).toBeVisible();
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

export const AddressError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.addressFailed);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('deposit:chain.addressFailed')),
    ).toBeVisible();
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
