import type { Decimal } from './decimal';
import type { Id } from './id';

export interface MiningCoin {
  coin_id: Id;
  coin: string;
  daily_yield: Decimal;
  accumulated: Decimal;
}
