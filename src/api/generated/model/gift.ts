import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface Gift {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  amount: Decimal;
  /** The recipient e-mail of a sent gift; the masked sender e-mail of a received one. */
  counterparty: string;
  created_at: Timestamp;
}
