import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';
import type { WithdrawalMethod } from './withdrawalMethod';
import type { WithdrawStatus } from './withdrawStatus';

export interface Withdrawal {
  /** @minimum 1 */
  id: number;
  method: WithdrawalMethod;
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /** @nullable */
  network: string | null;
  /** The address, or the bank name and masked card. */
  destination: string;
  amount: Decimal;
  fee: Decimal;
  /** Actually received (amount - fee). */
  receive: Decimal;
  /** @nullable */
  remark: string | null;
  status: WithdrawStatus;
  /**
   * The operator's reason for a rejection.
   * @nullable
   */
  reason: string | null;
  /**
   * The chain transaction hash or bank reference of the payout, once passed.
   * @maxLength 128
   * @nullable
   */
  payout_reference: string | null;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
}
