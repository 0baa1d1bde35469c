export interface BankCardSummary {
  bank_name: string;
  /** Masked. */
  card_number: string;
  cardholder: string;
}
