import { AppError } from '../../http/app-error.ts';

// Finer reasons of the leverage area (codes 2200-2299, kept here so the shared ErrorCode list stays untouched).
export const LeverCode = {
  lotsMin: 2201,
  stopSide: 2202,
  insufficient: 2203,
  notHolding: 2204,
  /** 2709 (the console's range 2700-2719): the coin's market is closed to new positions. */
  marketClosed: 2709,
} as const;

export const leverFail = {
  lotsMin: () =>
    new AppError(400, 'lever.lots_min', {
      code: LeverCode.lotsMin,
      fields: { lots: 'lever.lots_min' },
    }),
  multipleUnknown: () =>
    new AppError(400, 'lever.multiple_unknown', { fields: { multiple: 'lever.multiple_unknown' } }),
  pairUnknown: () =>
    new AppError(400, 'lever.pair_unknown', { fields: { currency_id: 'lever.pair_unknown' } }),
  stopProfitSide: () =>
    new AppError(422, 'lever.stop_profit_side', {
      code: LeverCode.stopSide,
      fields: { stop_profit: 'lever.stop_profit_side' },
    }),
  stopLossSide: () =>
    new AppError(422, 'lever.stop_loss_side', {
      code: LeverCode.stopSide,
      fields: { stop_loss: 'lever.stop_loss_side' },
    }),
  insufficient: () =>
    new AppError(422, 'lever.insufficient_balance', { code: LeverCode.insufficient }),
  notHolding: () => new AppError(409, 'lever.not_holding', { code: LeverCode.notHolding }),
  marketClosed: () =>
    new AppError(409, 'lever.market_closed', {
      code: LeverCode.marketClosed,
      fields: { currency_id: 'lever.market_closed' },
    }),
};
