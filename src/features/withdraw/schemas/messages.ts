// The validation messages of withdrawals, as i18n keys of the `withdraw` namespace (spec section 5
// and 8 wording where the spec gives one). Formik keeps the key; the form adapters translate it.
export const MESSAGES = {
  addressRequired: 'withdraw:validation.addressRequired', // "Please set the withdraw address first"
  amountRequired: 'withdraw:validation.amountRequired',
  amountInvalid: 'withdraw:validation.amountInvalid',
  amountPlaces: 'withdraw:validation.amountPlaces',
  belowMinimum: 'withdraw:validation.belowMinimum',
  insufficient: 'withdraw:validation.insufficient', // "Insufficient balance"
  fundPasswordDigits: 'withdraw:validation.fundPasswordDigits', // "Finacial password is 6 digit"
  remarkTooLong: 'withdraw:validation.remarkTooLong',
} as const;
