// The validation messages of this area, as i18n keys of the `exchange` namespace (spec section 5
// wording where the spec gives one). Formik keeps the key; the form adapters translate it.
export const MESSAGES = {
  amountRequired: 'exchange:validation.amountRequired',
  amountInvalid: 'exchange:validation.amountInvalid',
  amountPlaces: 'exchange:validation.amountPlaces',
  insufficient: 'exchange:validation.insufficient', // "Insufficient balance"
  emailRequired: 'exchange:validation.emailRequired', // "Please enter email"
  emailInvalid: 'exchange:validation.emailInvalid', // "Please enter your vaild email"
  passwordRequired: 'exchange:validation.passwordRequired',
  fundPasswordDigits: 'exchange:validation.fundPasswordDigits', // "Finacial password is 6 digit"
} as const;
