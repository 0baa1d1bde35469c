// The deposit forms' messages, as full i18n keys of the `deposit` namespace (spec section 5:
// amount required with a per-coin minimum; a proof picture or, for a bank transfer, a voucher).
export const DEPOSIT_MESSAGES = {
  amountRequired: 'deposit:validation.amountRequired',
  amountInvalid: 'deposit:validation.amountInvalid',
  amountPlaces: 'deposit:validation.amountPlaces',
  belowMinimum: 'deposit:validation.belowMinimum',
  proofRequired: 'deposit:validation.proofRequired',
  voucherRequired: 'deposit:validation.voucherRequired',
} as const;
