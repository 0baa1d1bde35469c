import { AppError } from '../../http/app-error.ts';

// Finer reasons (2660-2669) of the console's OTC merchants, as openapi/paths/admin-otc.yaml
// documents them.
export const MerchantCode = {
  unknown: 2660,
  reasonRefused: 2661,
  alreadySo: 2662,
} as const;

export type MerchantState = 'verified' | 'unverified' | 'suspended' | 'unsuspended';

export const merchantFail = {
  unknown: (id: number) =>
    new AppError(404, 'merchant.unknown', { code: MerchantCode.unknown, params: { id } }),
  /** A suspension's reason: 1-500 characters once trimmed. */
  reason: () =>
    new AppError(400, 'merchant.reason', {
      code: MerchantCode.reasonRefused,
      fields: { reason: 'merchant.reason' },
    }),
  alreadySo: (state: MerchantState) =>
    new AppError(409, `merchant.already_${state}`, { code: MerchantCode.alreadySo }),
};
