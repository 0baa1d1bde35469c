export interface LeverPair {
  /** @minimum 1 */
  currency_id: number;
  symbol: string;
}
