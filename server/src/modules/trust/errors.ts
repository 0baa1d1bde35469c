import { AppError, ErrorCode } from '../../http/app-error.ts';

export const trustFail = {
  insufficientBalance: () =>
    new AppError(422, 'trust.insufficient_balance', { code: ErrorCode.trustInsufficientBalance }),
  notOpen: () => new AppError(409, 'trust.not_open', { code: ErrorCode.trustNotOpen }),
  closed: () => new AppError(409, 'trust.closed', { code: ErrorCode.trustClosed }),
  notHosting: () => new AppError(409, 'trust.not_hosting', { code: ErrorCode.trustNotHosting }),
  agreement: () =>
    new AppError(400, 'error.validation', { fields: { agree: 'trust.field.agreement' } }),
  belowMinimum: (min: string) =>
    new AppError(400, 'error.validation', {
      fields: { amount: { key: 'trust.field.below_minimum', params: { min } } },
    }),
  amountEmpty: () =>
    new AppError(400, 'error.validation', { fields: { amount: 'trust.field.amount_empty' } }),
  amountPlaces: (places: number) =>
    new AppError(400, 'error.validation', {
      fields: { amount: { key: 'trust.field.amount_places', params: { places } } },
    }),
};
