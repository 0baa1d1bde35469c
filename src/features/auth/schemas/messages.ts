// The validation messages of spec section 5, as i18n keys of the `auth` namespace. Formik keeps
// the key; the form adapters translate it at display time.
export const MESSAGES = {
  phoneRequired: 'auth:validation.phoneRequired', // "Please enter phone number"
  phoneInvalid: 'auth:validation.phoneInvalid', // "Please enter the correct phone number"
  areaCodeRequired: 'auth:validation.areaCodeRequired',
  emailRequired: 'auth:validation.emailRequired', // "Please enter email"
  emailInvalid: 'auth:validation.emailInvalid', // "Please enter your vaild email"
  codeRequired: 'auth:validation.codeRequired',
  codeInvalid: 'auth:validation.codeInvalid',
  passwordRequired: 'auth:validation.passwordRequired',
  passwordMin: 'auth:validation.passwordMin',
  passwordMax: 'auth:validation.passwordMax',
  confirmRequired: 'auth:validation.confirmRequired',
  passwordMismatch: 'auth:validation.passwordMismatch', // "Password twice inconsistent"
  agreementRequired: 'auth:validation.agreementRequired', // "Please read and tick to agree to user agreement"
  inviteInvalid: 'auth:validation.inviteInvalid',
} as const;

export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];
