import type { Count } from './count';
import type { MoneyFlow } from './moneyFlow';
import type { Timestamp } from './timestamp';

export interface DashboardToday {
  /** The start of today (00:00:00Z of the server clock's UTC day). */
  since: Timestamp;
  /** Deposits credited today; amounts are what the users were credited. */
  deposits: MoneyFlow;
  /** Withdrawals paid out today; amounts are what was sent (less the fee). */
  withdrawals: MoneyFlow;
  /** Accounts created today. */
  sign_ups: Count;
}
