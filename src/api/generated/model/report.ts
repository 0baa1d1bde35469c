import type { Decimal } from './decimal';
import type { Family } from './family';
import type { ReportCoin } from './reportCoin';

export interface Report {
  family: Family;
  /** Principal in hosting orders */
  hosted_usdt: Decimal;
  /** Interest paid since today's UTC midnight */
  today_income_usdt: Decimal;
  /** All interest ever paid */
  total_income_usdt: Decimal;
  coins: ReportCoin[];
}
