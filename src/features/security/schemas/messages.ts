// The validation messages of spec section 5 for this area, as i18n keys of the `security`
// namespace. Formik keeps the key; the form adapters translate it at display time.
export const MESSAGES = {
  oldPasswordRequired: 'security:validation.oldPasswordRequired',
  passwordRequired: 'security:validation.passwordRequired',
  passwordMin: 'security:validation.passwordMin',
  passwordMax: 'security:validation.passwordMax',
  repeatRequired: 'security:validation.repeatRequired',
  passwordsDifferent: 'security:validation.passwordsDifferent', // "Two passwords are different"
  fundPasswordDigits: 'security:validation.fundPasswordDigits', // "Finacial password is 6 digit"
  fundPasswordMismatch: 'security:validation.fundPasswordMismatch', // "passwords do not match"
  codeRequired: 'security:validation.codeRequired',
  codeInvalid: 'security:validation.codeInvalid',
  addressRequired: 'security:validation.addressRequired',
  addressInvalid: 'security:validation.addressInvalid',
  networkRequired: 'security:validation.networkRequired',
  antiPhishingRequired: 'security:validation.antiPhishingRequired',
  antiPhishingFormat: 'security:validation.antiPhishingFormat',
  loginPasswordRequired: 'security:validation.loginPasswordRequired',
  passkeyNameRequired: 'security:validation.passkeyNameRequired',
  passkeyNameMax: 'security:validation.passkeyNameMax',
  passkeyNameInvalid: 'security:validation.passkeyNameInvalid',
} as const;
