export type OtcAppealBody = {
  /** @minimum 1 */
  id: number;
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
