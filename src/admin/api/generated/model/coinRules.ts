import type { CoinRulesWithdrawBank } from './coinRulesWithdrawBank';
import type { Decimal } from './decimal';

/**
 * The rules of `coin-rules` (CLI); null where the coin has no deposit or withdrawal terms.
 */
export interface CoinRules {
  deposit_minimum: Decimal | null;
  deposit_fee_rate: Decimal | null;
  withdraw_minimum: Decimal | null;
  withdraw_fee_rate: Decimal | null;
  withdraw_fee_fixed: Decimal | null;
  /** @nullable */
  withdraw_bank: CoinRulesWithdrawBank;
}
