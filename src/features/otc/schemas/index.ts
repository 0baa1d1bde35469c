export { adInitialValues, adSchema, type AdValues } from './ad';
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
export { amountOf, maxOrderOf, quantityOf, type AdTerms } from './convert';
export { DECIMAL_STRIP, LEGAL_DECIMALS, PRICE_DECIMALS } from './decimal';
export { MESSAGES } from './messages';
export { orderInitialValues, orderSchema, type OrderValues } from './order';
