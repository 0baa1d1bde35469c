import type { Decimal } from './decimal';
import type { Id } from './id';

export interface ReportCoin {
  currency_id: Id;
  currency: string;
  hosted: Decimal;
  today_income: Decimal;
  total_income: Decimal;
}
