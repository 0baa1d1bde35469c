export type CurrencyDealParams = {
  /**
   * @minimum 1
   */
  pair_id?: number;
  /**
   * @maxLength 20
   */
  symbol?: string;
  /**
   * @minimum 1
   * @maximum 50
   */
  limit?: number;
};
