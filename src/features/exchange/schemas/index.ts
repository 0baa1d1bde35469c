export { AMOUNT_STRIP, amountField, type AmountLimits } from './amount';
export { flashInitialValues, flashSchema, type FlashValues } from './flash';
export { giftInitialValues, giftSchema, type GiftLimits, type GiftValues } from './gift';
export { MESSAGES } from './messages';
