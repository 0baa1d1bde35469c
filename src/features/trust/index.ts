export { buyInitialValues, buySchema, MESSAGES, type BuyLimits, type BuyValues } from './schemas';
