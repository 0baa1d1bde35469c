import { object, string } from 'yup';
import type { StepUpValues } from '../../../components/form';
import { stepUpFields } from '../../../components/form/secondFactorSchema';

// Binding a payment method (spec section 5: "Bank card binding: all fields required").
export const BANK_FIELDS = [
  'real_name',
  'card_number',
  'bank_name',
  'branch',
  'bank_address',
  'swift_code',
  'cardholder',
  'iban',
  'payee_address',
  'postal_code',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];

export const MESSAGES = {
  real_name: 'bankbind:validation.real_name',
  card_number: 'bankbind:validation.card_number',
  bank_name: 'bankbind:validation.bank_name',
  branch: 'bankbind:validation.branch',
  bank_address: 'bankbind:validation.bank_address',
  swift_code: 'bankbind:validation.swift_code',
  cardholder: 'bankbind:validation.cardholder',
  iban: 'bankbind:validation.iban',
  payee_address: 'bankbind:validation.payee_address',
  postal_code: 'bankbind:validation.postal_code',
  account: 'bankbind:validation.account',
  qr: 'bankbind:validation.qr',
} as const;

// With a second factor on, a new card or account is where withdrawals may go: it needs the code.
export type BankValues = Record<BankField, string> & StepUpValues;
export const bankInitialValues = (): BankValues => ({
  ...(Object.fromEntries(BANK_FIELDS.map((f) => [f, ''])) as Record<BankField, string>),
  step_up: 'none',
  totp_code: '',
});

export const bankSchema = () =>
  object({
    ...Object.fromEntries(
      BANK_FIELDS.map((f) => [f, string().trim().required(MESSAGES[f]).max(200, MESSAGES[f])]),
    ),
    ...stepUpFields,
  });

export interface WalletValues extends StepUpValues {
  account: string;
  qr_upload_id: string;
}
export const walletInitialValues = (): WalletValues => ({
  account: '',
  qr_upload_id: '',
  step_up: 'none',
  totp_code: '',
});

/** Alipay or WeChat: the account and the QR code image, both required. */
export const walletSchema = () =>
  object({
    account: string().trim().required(MESSAGES.account).max(100, MESSAGES.account),
    qr_upload_id: string().required(MESSAGES.qr),
    ...stepUpFields,
  });
