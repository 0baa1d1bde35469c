export { MESSAGES } from './messages';
export {
  LOTS_STRIP,
  PRICE_STRIP,
  leverCost,
  leverInitialValues,
  leverSchema,
  stopFields,
  stopSchema,
  type LeverLimits,
  type LeverSide,
  type LeverValues,
  type StopValues,
} from './lever';
