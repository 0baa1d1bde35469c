// The KYC forms' messages, as full i18n keys of the `kyc` namespace (spec section 5: every field
// of basic verification is required; advanced needs basic first).
export const KYC_MESSAGES = {
  countryRequired: 'kyc:validation.countryRequired',
  nameRequired: 'kyc:validation.nameRequired',
  nameInvalid: 'kyc:validation.nameInvalid',
  idNumberRequired: 'kyc:validation.idNumberRequired',
  idNumberInvalid: 'kyc:validation.idNumberInvalid',
  contactRequired: 'kyc:validation.contactRequired',
  contactInvalid: 'kyc:validation.contactInvalid',
  frontRequired: 'kyc:validation.frontRequired',
  backRequired: 'kyc:validation.backRequired',
  handRequired: 'kyc:validation.handRequired',
  addressRequired: 'kyc:validation.addressRequired',
  addressInvalid: 'kyc:validation.addressInvalid',
  addressImageRequired: 'kyc:validation.addressImageRequired',
} as const;
