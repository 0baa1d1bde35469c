import type { BankCardSummary } from './bankCardSummary';
import type { Decimal } from './decimal';
import type { KycLevelStatus } from './kycLevelStatus';
import type { WithdrawInfoAddress } from './withdrawInfoAddress';

export interface WithdrawInfo {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
  available: Decimal;
  frozen: Decimal;
  fee_rate: Decimal;
  fee_fixed: Decimal;
  minimum: Decimal;
  /** @minimum 0 */
  today_count: number;
  /** @minimum 1 */
  daily_limit: number;
  /** @minimum 1 */
  arrival_hours: number;
  kyc_status: KycLevelStatus;
  fund_password_set: boolean;
  addresses: WithdrawInfoAddress[];
  bank_enabled: boolean;
  bank_card: BankCardSummary | null;
}
