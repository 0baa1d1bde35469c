import type { Id } from './id';

export type OtcAppealBody = {
  id: Id;
  /**
   * @minLength 5
   * @maxLength 500
   */
  description: string;
  /**
   * @minLength 1
   * @maxLength 40
   */
  voucher_upload_id: string;
};
