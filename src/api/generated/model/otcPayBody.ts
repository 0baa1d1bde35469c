import type { OtcPayKind } from './otcPayKind';

export type OtcPayBody = {
  /** @minimum 1 */
  id: number;
  payment_kind: OtcPayKind;
  /**
   * @minLength 1
   * @maxLength 40
   */
  voucher_upload_id: string;
};
