// The validation messages of the trust area, as i18n keys of the `trust` namespace (spec section 5:
// the service agreement must be ticked; the amount is not empty and at least the minimum escrow amount).
export const MESSAGES = {
  amountRequired: 'trust:validation.amountRequired',
  amountInvalid: 'trust:validation.amountInvalid',
  belowMinimum: 'trust:validation.belowMinimum',
  amountPlaces: 'trust:validation.amountPlaces',
  insufficient: 'trust:validation.insufficient', // "Insufficient balance"
  agreement: 'trust:validation.agreement',
} as const;
