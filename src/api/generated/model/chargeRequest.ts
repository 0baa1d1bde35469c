import type { DepositMethod } from './depositMethod';
import type { PositiveDecimal } from './positiveDecimal';
import type { UploadId } from './uploadId';

export interface ChargeRequest {
  type: DepositMethod;
  /**
   * Required for a chain deposit.
   * @minimum 1
   */
  currency_id?: number;
  /**
   * Required for a chain deposit.
   * @minLength 1
   * @maxLength 16
   */
  network?: string;
  amount: PositiveDecimal;
  /** The proof picture (recharge screenshot or transfer voucher). */
  image: UploadId;
}
