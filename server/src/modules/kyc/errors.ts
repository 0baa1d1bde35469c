import { AppError, ErrorCode } from '../../http/app-error.ts';

export const kycErrors = {
  foreignUpload: (fields: string[]) =>
    new AppError(422, 'kyc.error.upload_unknown', {
      code: ErrorCode.kycUploadUnknown,
      fields: Object.fromEntries(fields.map((f) => [f, 'kyc.error.upload_unknown' as const])),
    }),
  pending: () => new AppError(409, 'kyc.error.under_review', { code: ErrorCode.kycUnderReview }),
  verified: () =>
    new AppError(409, 'kyc.error.already_verified', { code: ErrorCode.kycAlreadyVerified }),
  basicFirst: () =>
    new AppError(403, 'kyc.error.basic_first', { code: ErrorCode.kycBasicRequired }),
};
