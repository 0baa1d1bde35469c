export { feeOf, type FeeRule } from './fee';
export { MESSAGES } from './messages';
export {
  AMOUNT_STRIP,
  withdrawAmountField,
  withdrawInitialValues,
  withdrawSchema,
  type WithdrawLimits,
  type WithdrawValues,
} from './withdraw';
