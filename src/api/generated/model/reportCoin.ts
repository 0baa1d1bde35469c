import type { Decimal } from './decimal';

export interface ReportCoin {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  hosted: Decimal;
  today_income: Decimal;
  total_income: Decimal;
}
