import type { LeverMarketFields } from './leverMarketFields';

export type LeverMarketCreateForm = LeverMarketFields & {
  /**
   * A listed coin's symbol (any case), not USDT, quoted by the price feed (400, code 2704), without a market yet (409, code 2705).
   * @maxLength 20
   */
  currency: string;
};
