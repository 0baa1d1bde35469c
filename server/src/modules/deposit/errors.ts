import { AppError, ErrorCode } from '../../http/app-error.ts';

export const depositFail = {
  belowMinimum: (min: string, coin: string) =>
    new AppError(422, 'deposit.error.below_minimum', {
      code: ErrorCode.depositBelowMinimum,
      params: { min, coin },
      fields: { amount: { key: 'deposit.error.below_minimum', params: { min, coin } } },
    }),
  proofUnknown: () =>
    new AppError(422, 'deposit.error.proof_unknown', {
      code: ErrorCode.depositProofUnknown,
      fields: { image: 'deposit.error.proof_unknown' },
    }),
  networkUnsupported: () =>
    new AppError(400, 'error.validation', {
      code: ErrorCode.depositNetworkUnsupported,
      fields: { network: 'deposit.error.network_unsupported' },
    }),
  methodUnavailable: () =>
    new AppError(422, 'deposit.error.method_unavailable', {
      code: ErrorCode.depositMethodUnavailable,
    }),
  tooManyPending: (limit: number) =>
    new AppError(429, 'deposit.error.too_many_pending', {
      code: ErrorCode.depositTooManyPending,
      params: { limit },
    }),
};
