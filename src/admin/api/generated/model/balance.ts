import type { AccountKind } from './accountKind';
import type { Decimal } from './decimal';
import type { Id } from './id';

export interface Balance {
  account: AccountKind;
  currency_id: Id;
  /** The currency symbol. */
  currency: string;
  available: Decimal;
  frozen: Decimal;
}
