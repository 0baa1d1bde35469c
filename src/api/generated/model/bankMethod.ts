import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface BankMethod {
  id: Id;
  real_name: string;
  /** Masked. */
  card_number: string;
  bank_name: string;
  branch: string;
  bank_address: string;
  swift_code: string;
  cardholder: string;
  /** Masked. */
  iban: string;
  payee_address: string;
  postal_code: string;
  updated_at: Timestamp;
}
