import { AppError } from '../../../http/app-error.ts';

// Finer reasons (2610-2629) of the console's user operations and adjustments, as
// openapi/paths/admin-users.yaml documents them (2615 and 2616 are the app's: users/frozen.ts).
export const OperatorUserCode = {
  userUnknown: 2610,
  currencyUnknown: 2611,
  amountInvalid: 2612,
  overdraw: 2613,
  ownAdjustment: 2614,
  noSecondFactor: 2617,
  resetPending: 2618,
  ownReset: 2619,
} as const;

export const operatorUserFail = {
  userUnknown: (id: number) =>
    new AppError(404, 'operator.user_unknown', {
      code: OperatorUserCode.userUnknown,
      params: { id },
    }),
  currencyUnknown: (currency: string) =>
    new AppError(400, 'operator.currency_unknown', {
      code: OperatorUserCode.currencyUnknown,
      params: { currency },
      fields: { currency: { key: 'operator.currency_unknown', params: { currency } } },
    }),
  amountInvalid: (places: number) =>
    new AppError(400, 'operator.amount_invalid', {
      code: OperatorUserCode.amountInvalid,
      params: { places },
      fields: { amount: { key: 'operator.amount_invalid', params: { places } } },
    }),
  overdraw: (available: string, currency: string, amount: string) =>
    new AppError(422, 'operator.adjust_overdraw', {
      code: OperatorUserCode.overdraw,
      params: { available, currency, amount },
    }),
  ownAdjustment: () =>
    new AppError(403, 'operator.own_adjustment', { code: OperatorUserCode.ownAdjustment }),
  noSecondFactor: () =>
    new AppError(409, 'operator.no_second_factor', { code: OperatorUserCode.noSecondFactor }),
  resetPending: () =>
    new AppError(409, 'operator.reset_pending', { code: OperatorUserCode.resetPending }),
  ownReset: () => new AppError(403, 'operator.own_reset', { code: OperatorUserCode.ownReset }),
};
