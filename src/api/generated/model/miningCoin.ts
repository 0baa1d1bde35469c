import type { Decimal } from './decimal';

export interface MiningCoin {
  /** @minimum 1 */
  coin_id: number;
  coin: string;
  daily_yield: Decimal;
  accumulated: Decimal;
}
