// The validation messages of OTC forms, as i18n keys of the `otc` namespace (spec section 5:
// "amount or quantity required"). Formik keeps the key; the form adapters translate it.
export const MESSAGES = {
  orderRequired: 'otc:validation.orderRequired', // "Please enter the amount or quantity"
  numberInvalid: 'otc:validation.numberInvalid',
  amountPlaces: 'otc:validation.amountPlaces',
  quantityPlaces: 'otc:validation.quantityPlaces',
  belowMin: 'otc:validation.belowMin',
  aboveMax: 'otc:validation.aboveMax',
  aboveRemaining: 'otc:validation.aboveRemaining',
  priceRequired: 'otc:validation.priceRequired',
  pricePlaces: 'otc:validation.pricePlaces',
  quantityRequired: 'otc:validation.quantityRequired',
  minRequired: 'otc:validation.minRequired',
  maxRequired: 'otc:validation.maxRequired',
  minAboveMax: 'otc:validation.minAboveMax',
  minAboveWorth: 'otc:validation.minAboveWorth',
  belowPlatformMin: 'otc:validation.belowPlatformMin',
  abovePlatformMax: 'otc:validation.abovePlatformMax',
  payKindsRequired: 'otc:validation.payKindsRequired',
  remarkTooLong: 'otc:validation.remarkTooLong',
  paymentKindRequired: 'otc:validation.paymentKindRequired',
  voucherRequired: 'otc:validation.voucherRequired',
  descriptionRequired: 'otc:validation.descriptionRequired',
  descriptionShort: 'otc:validation.descriptionShort',
  descriptionLong: 'otc:validation.descriptionLong',
  fundPasswordDigits: 'otc:validation.fundPasswordDigits', // "Finacial password is 6 digit"
} as const;
