import { AppError, ErrorCode, fail } from '../../http/app-error.ts';

/** Over UPLOAD_LIMITS.fileSize; thrown while the multipart body is read, before any handler runs. */
export const uploadTooLarge = () =>
  new AppError(413, 'kyc.error.file_too_large', { code: ErrorCode.uploadTooLarge });
export const uploadTypeRefused = () =>
  new AppError(415, 'kyc.error.file_type', { code: ErrorCode.uploadType });
export const uploadQuotaReached = () => fail.rateLimited(ErrorCode.uploadQuota);
