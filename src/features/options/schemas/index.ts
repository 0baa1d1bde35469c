export { MESSAGES } from './messages';
export {
  AMOUNT_STRIP,
  optionInitialValues,
  optionSchema,
  type OptionDirection,
  type OptionLimits,
  type OptionValues,
} from './option';
