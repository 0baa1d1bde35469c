import type { Id } from './id';
import type { OtcPayKind } from './otcPayKind';

export type OtcPayBody = {
  id: Id;
  payment_kind: OtcPayKind;
  /**
   * @minLength 1
   * @maxLength 40
   */
  voucher_upload_id: string;
};
