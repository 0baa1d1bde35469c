// The validation messages of spot trading, as i18n keys of the `market` namespace (spec section 5:
// quantity required; balance or sellable balance must suffice; section 8 wording).
export const MESSAGES = {
  quantityRequired: 'market:validation.quantityRequired', // "quantity empty"
  quantityInvalid: 'market:validation.quantityInvalid',
  quantityPlaces: 'market:validation.quantityPlaces',
  priceRequired: 'market:validation.priceRequired',
  priceInvalid: 'market:validation.priceInvalid',
  pricePlaces: 'market:validation.pricePlaces',
  insufficientBalance: 'market:validation.insufficientBalance', // "Insufficient balance"
  insufficientSellable: 'market:validation.insufficientSellable', // "Insufficient sellable balance"
} as const;
