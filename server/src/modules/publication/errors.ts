import { AppError } from '../../http/app-error.ts';

// Finer reasons of the publication area (2300-2399); the app branches on 2301 to offer a recharge.
export const PublicationCode = {
  insufficientBalance: 2301,
  notOpen: 2302,
  soldOut: 2303,
  exceedsRemaining: 2304,
} as const;

export const publicationFail = {
  insufficientBalance: () =>
    new AppError(422, 'publication.insufficient_balance', {
      code: PublicationCode.insufficientBalance,
    }),
  notOpen: () => new AppError(409, 'publication.not_open', { code: PublicationCode.notOpen }),
  soldOut: () => new AppError(409, 'publication.sold_out', { code: PublicationCode.soldOut }),
  exceedsRemaining: (remaining: string) =>
    new AppError(409, 'publication.exceeds_remaining', {
      code: PublicationCode.exceedsRemaining,
      params: { remaining },
    }),
};
