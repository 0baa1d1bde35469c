import { AppError, ErrorCode } from '../../http/app-error.ts';

export const spotFail = {
  insufficientBalance: () =>
    new AppError(422, 'spot.insufficient_balance', { code: ErrorCode.spotInsufficientBalance }),
  insufficientSellable: () =>
    new AppError(422, 'spot.insufficient_sellable', { code: ErrorCode.spotInsufficientSellable }),
  amountTooSmall: () =>
    new AppError(422, 'spot.amount_too_small', { code: ErrorCode.spotAmountTooSmall }),
  notWaiting: () => new AppError(409, 'spot.not_waiting', { code: ErrorCode.spotNotWaiting }),
  /** The operator closed the pair (console markets/spot): no new orders, open ones run on. */
  pairClosed: (symbol: string) =>
    new AppError(409, 'spot.pair_closed', { code: SpotPairCode.closed, params: { symbol } }),
  /** Below the pair's least quantity or value of one order. */
  belowMinimum: (min: string, coin: string) =>
    new AppError(422, 'spot.below_minimum', {
      code: SpotPairCode.belowMinimum,
      params: { min, coin },
    }),
};

// Finer reasons (2720-2729) of the console's spot pairs and the app's refusals they cause, as
// openapi/paths/admin-markets.yaml documents them.
export const SpotPairCode = {
  unknown: 2720,
  fieldRefused: 2721,
  duplicate: 2722,
  coinDelisted: 2724,
  closed: 2725,
  belowMinimum: 2726,
} as const;
