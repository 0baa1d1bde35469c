import type { Decimal } from './decimal';
import type { MinerState } from './minerState';
import type { Timestamp } from './timestamp';
import type { UserMinerKind } from './userMinerKind';

export interface UserMiner {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  model_id: number;
  name: string;
  kind: UserMinerKind;
  /** @minimum 1 */
  quantity: number;
  hashrate: Decimal;
  hashrate_unit: string;
  coin: string;
  /** USDT paid. */
  paid: Decimal;
  daily_yield: Decimal;
  accumulated: Decimal;
  state: MinerState;
  created_at: Timestamp;
  earning_from: Timestamp;
  ends_at: Timestamp;
}
