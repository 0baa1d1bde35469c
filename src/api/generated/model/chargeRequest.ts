import type { DepositMethod } from './depositMethod';
import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';
import type { UploadId } from './uploadId';

export interface ChargeRequest {
  type: DepositMethod;
  /** Required for a chain deposit. */
  currency_id?: Id;
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
