import { AppError } from '../../http/app-error.ts';

// Finer reasons (1700-1799) the client may branch on (prompts to verify, bind, add an address).
export const WithdrawCode = {
  kycRequired: 1701,
  kycPending: 1702,
  addressRequired: 1703,
  bankRequired: 1704,
  insufficientBalance: 1705,
  belowMinimum: 1706,
  dailyLimit: 1707,
  coinUnavailable: 1708,
  bindFailed: 1709,
} as const;

export const withdrawFail = {
  kycRequired: () => new AppError(403, 'withdraw.kyc_required', { code: WithdrawCode.kycRequired }),
  kycPending: () => new AppError(403, 'withdraw.kyc_pending', { code: WithdrawCode.kycPending }),
  addressRequired: () =>
    new AppError(422, 'withdraw.address_required', { code: WithdrawCode.addressRequired }),
  bankRequired: () =>
    new AppError(422, 'withdraw.bank_required', { code: WithdrawCode.bankRequired }),
  bankUnavailable: () =>
    new AppError(422, 'withdraw.bank_unavailable', { code: WithdrawCode.coinUnavailable }),
  coinUnavailable: () =>
    new AppError(422, 'withdraw.coin_unavailable', { code: WithdrawCode.coinUnavailable }),
  insufficientBalance: () =>
    new AppError(422, 'withdraw.insufficient_balance', { code: WithdrawCode.insufficientBalance }),
  belowMinimum: (minimum: string, coin: string) =>
    new AppError(422, 'withdraw.below_minimum', {
      code: WithdrawCode.belowMinimum,
      params: { minimum, coin },
    }),
  dailyLimit: (limit: number) =>
    new AppError(429, 'withdraw.daily_limit', { code: WithdrawCode.dailyLimit, params: { limit } }),
  bindFailed: (fields: Record<string, 'bankbind.field.required' | 'bankbind.field.qr_unknown'>) =>
    new AppError(400, 'bankbind.failed', { code: WithdrawCode.bindFailed, fields }),
};
