import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface Gift {
  id: Id;
  currency_id: Id;
  currency: string;
  amount: Decimal;
  /** The recipient e-mail of a sent gift; the masked sender e-mail of a received one. */
  counterparty: string;
  created_at: Timestamp;
}
