export interface SearchCoin {
  /** @minimum 1 */
  currency_id: number;
  symbol: string;
  name: string;
}
