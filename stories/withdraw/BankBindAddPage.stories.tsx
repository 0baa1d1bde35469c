import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fillByKeyboard, tabTo } from '../../src/components/storybook/keyboard';
import BankBindAddPage from '../../src/features/bankbind/pages/BankBindAddPage';
import { bodyOf, expectLocation, handlers, pageOf, qrPhoto, t, USER } from './fixtures';
import { uploadPhoto } from '../../src/components/storybook/uploads';

let sent = new URLSearchParams();

const BANK: [string, string][] = [
  ['bankbind:field.real_name', 'Somchai Jaidee'],
  ['bankbind:field.card_number', '6222020200112233445'],
  ['bankbind:field.bank_name', 'Bangkok Bank'],
  ['bankbind:field.branch', 'Silom'],
  ['bankbind:field.bank_address', '333 Silom Road, Bangkok'],
  ['bankbind:field.swift_code', 'BKKBTHBK'],
  ['bankbind:field.cardholder', 'SOMCHAI JAIDEE'],
  ['bankbind:field.iban', 'TH12BKKB0000123456789012'],
  ['bankbind:field.payee_address', '99 Sukhumvit Soi 11, Bangkok'],
  ['bankbind:field.postal_code', '10110'],
];
const VALIDATION: Record<string, string> = {
  'bankbind:field.real_name': 'bankbind:validation.real_name',
  'bankbind:field.card_number': 'bankbind:validation.card_number',
  'bankbind:field.bank_name': 'bankbind:validation.bank_name',
  'bankbind:field.branch': 'bankbind:validation.branch',
  'bankbind:field.bank_address': 'bankbind:validation.bank_address',
  'bankbind:field.swift_code': 'bankbind:validation.swift_code',
  'bankbind:field.cardholder': 'bankbind:validation.cardholder',
  'bankbind:field.iban': 'bankbind:validation.iban',
  'bankbind:field.payee_address': 'bankbind:validation.payee_address',
  'bankbind:field.postal_code': 'bankbind:validation.postal_code',
};

const meta = {
  title: 'Pages/BankBind/Add',
  component: BankBindAddPage,
  parameters: { route: 'pages/bankbind/addbank', layout: 'fullscreen', session: { user: USER } },
  beforeEach({ msw }) {
    sent = new URLSearchParams();
    msw.use(
      handlers.save((form) => (sent = form)),
      handlers.upload,
    );
  },
} satisfies Meta<typeof BankBindAddPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof pageOf>;

async function fillBank(canvas: Canvas, skip?: string) {
  for (const [label, value] of BANK) {
    // i18n-dynamic: full literal 'bankbind:*' keys of the BANK and VALIDATION tables above
    if (label !== skip) await userEvent.type(await canvas.findByLabelText(t(label)), value);
  }
  await userEvent.click(canvas.getByRole('button', { name: t('bankbind:submit') }));
}

/** The bank card form first, with the Alipay and WeChat tabs. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByLabelText(t('bankbind:field.card_number'))).toBeVisible();
    await expect(canvas.getByRole('tab', { name: t('bankbind:kind.alipay') })).toBeVisible();
  },
};

/** Every field filled: bound, back to the list; the request carries every field. */
export const BankBound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillBank(canvas);
    await expect(await bodyOf(canvasElement).findByText(t('bankbind:saved'))).toBeVisible();
    await expectLocation(canvas, '/pages/bankbind/index');
    await expect(Object.fromEntries(sent)).toMatchObject({
      kind: 'bank',
      swift_code: 'BKKBTHBK',
      postal_code: '10110',
    });
  },
};

/** Keyboard only: Tab through every bank card field, type, then Enter on Submit. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByLabelText(t('bankbind:field.real_name'));
    await fillByKeyboard([
      ...BANK.map(([label, value], index) => ({
        // i18n-dynamic: full literal 'bankbind:*' keys of the BANK table above
        to: canvas.getByLabelText(t(label)),
        type: value,
        ...(index === 0 ? { maxTabs: 10 } : {}),
      })),
      { to: canvas.getByRole('button', { name: t('bankbind:submit') }), type: '{Enter}' },
    ]);
    await expect(await bodyOf(canvasElement).findByText(t('bankbind:saved'))).toBeVisible();
    await expectLocation(canvas, '/pages/bankbind/index');
    await expect(Object.fromEntries(sent)).toMatchObject({
      kind: 'bank',
      swift_code: 'BKKBTHBK',
      postal_code: '10110',
    });
  },
};

/** Submitting empty shows every required-field error at once. */
export const AllFieldsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('bankbind:submit') }));
    for (const [label] of BANK) {
      // i18n-dynamic: full literal 'bankbind:*' keys of the BANK and VALIDATION tables above
      const message = t(VALIDATION[label]!);
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

// One story per required bank field: all others filled, that one left empty.
const missing = (label: string): Story => ({
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillBank(canvas, label);
    // i18n-dynamic: full literal 'bankbind:*' keys of the BANK and VALIDATION tables above
    await expect(await canvas.findByText(t(VALIDATION[label]!))).toBeVisible();
    await expect(sent.has('kind')).toBe(false);
  },
});
export const MissingName = missing('bankbind:field.real_name');
export const MissingCardNumber = missing('bankbind:field.card_number');
export const MissingBankName = missing('bankbind:field.bank_name');
export const MissingBranch = missing('bankbind:field.branch');
export const MissingBankAddress = missing('bankbind:field.bank_address');
export const MissingSwift = missing('bankbind:field.swift_code');
export const MissingCardholder = missing('bankbind:field.cardholder');
export const MissingIban = missing('bankbind:field.iban');
export const MissingPayeeAddress = missing('bankbind:field.payee_address');
export const MissingPostalCode = missing('bankbind:field.postal_code');

/** The server refuses: "Binding failed", and the form stays filled. */
export const BindFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.saveFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillBank(canvas);
    await expect(await bodyOf(canvasElement).findByText('Binding failed')).toBeVisible();
    await expect(canvas.getByLabelText(t('bankbind:field.bank_name'))).toHaveValue('Bangkok Bank');
  },
};

/** Alipay: the account and an uploaded QR code. */
export const AlipayBound: Story = {
  parameters: { route: 'pages/bankbind/addbank?kind=alipay' },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(t('bankbind:field.alipay_account')),
      'somchai@alipay',
    );
    await uploadPhoto(canvas.getByLabelText(t('bankbind:field.qr')), qrPhoto());
    await userEvent.click(canvas.getByRole('button', { name: t('bankbind:submit') }));
    await expectLocation(canvas, '/pages/bankbind/index');
    await expect(Object.fromEntries(sent)).toMatchObject({
      kind: 'alipay',
      account: 'somchai@alipay',
      qr_upload_id: 'qrqrqrqrqrqrqrqrqrqrq2',
    });
  },
};

// Keyboard only, Alipay or WeChat: Tab to the account and type, Tab to the QR code photo (the
// file chooser picks it; the focus stays on it while it uploads), Tab on to Submit and Enter.
const walletByKeyboard = (
  kind: 'alipay' | 'wechat',
  accountLabel: string,
  account: string,
): Story => ({
  parameters: { route: `pages/bankbind/addbank?kind=${kind}` },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      // i18n-dynamic: accountLabel, 'bankbind:field.alipay_account' or '...wechat_account' below
      { to: await canvas.findByLabelText(t(accountLabel)), type: account, maxTabs: 10 },
    ]);
    const qr = canvas.getByLabelText(t('bankbind:field.qr'));
    await tabTo(qr, 1);
    await uploadPhoto(qr, qrPhoto());
    await expect(qr).toHaveFocus();
    await tabTo(canvas.getByRole('button', { name: t('bankbind:submit') }), 1);
    await userEvent.keyboard('{Enter}');
    await expect(await bodyOf(canvasElement).findByText(t('bankbind:saved'))).toBeVisible();
    await expectLocation(canvas, '/pages/bankbind/index');
    await expect(Object.fromEntries(sent)).toMatchObject({
      kind,
      account,
      qr_upload_id: 'qrqrqrqrqrqrqrqrqrqrq2',
    });
  },
});

/** Keyboard only: Alipay, the account and its QR code. */
export const AlipayKeyboard = walletByKeyboard(
  'alipay',
  'bankbind:field.alipay_account',
  'somchai@alipay',
);

/** Keyboard only: WeChat, the account and its QR code. */
export const WechatKeyboard = walletByKeyboard(
  'wechat',
  'bankbind:field.wechat_account',
  'somchai_wx',
);

/** WeChat without its QR code: both fields are required. */
export const WechatQrRequired: Story = {
  parameters: { route: 'pages/bankbind/addbank?kind=wechat' },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('bankbind:submit') }));
    await expect(await canvas.findByText(t('bankbind:validation.account'))).toBeVisible();
    await expect(await canvas.findByText(t('bankbind:validation.qr'))).toBeVisible();
  },
};
