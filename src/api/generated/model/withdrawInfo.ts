import type { BankCardSummary } from './bankCardSummary';
import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { KycLevelStatus } from './kycLevelStatus';
import type { PositiveInt } from './positiveInt';
import type { WithdrawHold } from './withdrawHold';
import type { WithdrawInfoAddress } from './withdrawInfoAddress';

export interface WithdrawInfo {
  currency_id: Id;
  currency: string;
  decimals: Decimals;
  available: Decimal;
  frozen: Decimal;
  fee_rate: Decimal;
  fee_fixed: Decimal;
  minimum: Decimal;
  today_count: Count;
  daily_limit: PositiveInt;
  arrival_hours: PositiveInt;
  kyc_status: KycLevelStatus;
  fund_password_set: boolean;
  /** The withdrawal hold still running, or null (see walletOut, code 1710). */
  withdraw_hold: WithdrawHold | null;
  addresses: WithdrawInfoAddress[];
  bank_enabled: boolean;
  bank_card: BankCardSummary | null;
}
