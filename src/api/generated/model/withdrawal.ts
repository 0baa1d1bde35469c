import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { WithdrawalMethod } from './withdrawalMethod';
import type { WithdrawStatus } from './withdrawStatus';

export interface Withdrawal {
  id: Id;
  method: WithdrawalMethod;
  currency_id: Id;
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
