import { AppError } from '../../http/app-error.ts';

// Finer reasons of the options area (codes 2100-2199, kept here so the shared ErrorCode list stays untouched).
export const OptionCode = {
  timeRequired: 2101,
  quantityEmpty: 2102,
  quantityMin: 2103,
  insufficient: 2104,
  kycRequired: 2105,
  /** 2708 (the console's range 2700-2719): the duration is closed to new orders. */
  durationClosed: 2708,
} as const;

export const optionFail = {
  timeRequired: () =>
    new AppError(400, 'options.time_required', {
      code: OptionCode.timeRequired,
      fields: { seconds: 'options.time_required' },
    }),
  timeUnknown: () =>
    new AppError(400, 'options.time_unknown', {
      code: OptionCode.timeRequired,
      fields: { seconds: 'options.time_unknown' },
    }),
  quantityEmpty: () =>
    new AppError(400, 'options.quantity_empty', {
      code: OptionCode.quantityEmpty,
      fields: { quantity: 'options.quantity_empty' },
    }),
  quantityInvalid: () =>
    new AppError(400, 'options.quantity_invalid', {
      code: OptionCode.quantityEmpty,
      fields: { quantity: 'options.quantity_invalid' },
    }),
  quantityMin: () =>
    new AppError(422, 'options.quantity_min', {
      code: OptionCode.quantityMin,
      fields: { quantity: 'options.quantity_min' },
    }),
  insufficient: () =>
    new AppError(422, 'options.insufficient_balance', { code: OptionCode.insufficient }),
  kycRequired: () => new AppError(403, 'options.kyc_required', { code: OptionCode.kycRequired }),
  durationClosed: () =>
    new AppError(409, 'options.duration_closed', {
      code: OptionCode.durationClosed,
      fields: { seconds: 'options.duration_closed' },
    }),
  currencyUnknown: () =>
    new AppError(400, 'options.currency_unknown', {
      fields: { currency_id: 'options.currency_unknown' },
    }),
  pairUnknown: () =>
    new AppError(400, 'options.pair_unknown', { fields: { pair_id: 'options.pair_unknown' } }),
};
