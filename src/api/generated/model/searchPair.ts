export interface SearchPair {
  /**
   * The base coin.
   * @minimum 1
   */
  currency_id: number;
  symbol: string;
  base: string;
  quote: string;
}
