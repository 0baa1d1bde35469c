import type { Decimal } from './decimal';
import type { DepositMethod } from './depositMethod';
import type { DepositStatus } from './depositStatus';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface Deposit {
  id: Id;
  type: DepositMethod;
  currency_id: Id;
  currency: string;
  /** @nullable */
  network: string | null;
  /**
   * The deposit address of a chain deposit.
   * @nullable
   */
  address: string | null;
  amount: Decimal;
  fee: Decimal;
  /** Actually received (credited) once passed. */
  actual: Decimal;
  status: DepositStatus;
  /**
   * The operator's reason for a rejection.
   * @nullable
   */
  reason: string | null;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
}
