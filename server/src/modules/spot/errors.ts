import { AppError, ErrorCode } from '../../http/app-error.ts';

export const spotFail = {
  insufficientBalance: () =>
    new AppError(422, 'spot.insufficient_balance', { code: ErrorCode.spotInsufficientBalance }),
  insufficientSellable: () =>
    new AppError(422, 'spot.insufficient_sellable', { code: ErrorCode.spotInsufficientSellable }),
  amountTooSmall: () =>
    new AppError(422, 'spot.amount_too_small', { code: ErrorCode.spotAmountTooSmall }),
  notWaiting: () => new AppError(409, 'spot.not_waiting', { code: ErrorCode.spotNotWaiting }),
};
