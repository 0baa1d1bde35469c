export interface ProjectCoinChoice {
  currency_id: number;
  /** The coin's symbol. */
  currency: string;
  /** The coin's decimal places (a supply's limit). */
  decimals: number;
  /** False while delisted (not a payment coin then). */
  listed: boolean;
}
