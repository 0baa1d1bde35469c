import type { AccountKind } from './accountKind';
import type { Decimal } from './decimal';

export interface Balance {
  account: AccountKind;
  currency_id: number;
  /** The currency symbol. */
  currency: string;
  available: Decimal;
  frozen: Decimal;
}
