export { adInitialValues, adSchema, type AdValues, type PlatformLimits } from './ad';
export {
  appealInitialValues,
  appealSchema,
  confirmSchema,
  payInitialValues,
  paySchema,
  type AppealValues,
  type ConfirmValues,
  type PayValues,
} from './actions';
export { amountOf, maxOrderOf, quantityOf, withinPlatform, type AdTerms } from './convert';
export { DECIMAL_STRIP, LEGAL_DECIMALS, PRICE_DECIMALS } from './decimal';
export { MESSAGES } from './messages';
export { orderInitialValues, orderSchema, type OrderValues } from './order';
