import { AppError, ErrorCode } from '../../http/app-error.ts';

export const exchangeFail = {
  insufficientBalance: () =>
    new AppError(422, 'exchange.insufficient_balance', {
      code: ErrorCode.exchangeInsufficientBalance,
    }),
  passwordWrong: () =>
    new AppError(422, 'exchange.password_wrong', { code: ErrorCode.exchangePasswordWrong }),
  passwordThrottled: (minutes: number) =>
    new AppError(429, 'exchange.password_throttled', {
      code: ErrorCode.exchangePasswordThrottled,
      params: { minutes },
    }),
  amountTooSmall: () =>
    new AppError(422, 'exchange.amount_too_small', { code: ErrorCode.exchangeAmountTooSmall }),
  /** The one neutral answer for an unknown, disabled or otherwise unusable recipient. */
  recipientInvalid: () =>
    new AppError(422, 'exchange.recipient_invalid', { code: ErrorCode.exchangeRecipientInvalid }),
  giftToSelf: () => new AppError(422, 'exchange.gift_self', { code: ErrorCode.exchangeGiftToSelf }),
  noMarket: () => new AppError(422, 'exchange.no_market', { code: ErrorCode.exchangeNoMarket }),
};
