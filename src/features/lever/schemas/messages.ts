// The validation messages of the leverage area, as i18n keys of the `lever` namespace (spec section 5
// and 9 wording where the spec gives one). Formik keeps the key; the form adapters translate it.
export const MESSAGES = {
  lotsMin: 'lever:validation.lotsMin', // "Leverage minimum: 1 lot"
  stopProfitRequired: 'lever:validation.stopProfitRequired',
  stopLossRequired: 'lever:validation.stopLossRequired',
  priceInvalid: 'lever:validation.priceInvalid',
  stopProfitSide: 'lever:validation.stopProfitSide',
  stopLossSide: 'lever:validation.stopLossSide',
  insufficient: 'lever:validation.insufficient', // "Insufficient balance"
} as const;
