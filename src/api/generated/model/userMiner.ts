import type { Decimal } from './decimal';
import type { Id } from './id';
import type { MinerState } from './minerState';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';
import type { UserMinerKind } from './userMinerKind';

export interface UserMiner {
  id: Id;
  model_id: Id;
  name: string;
  kind: UserMinerKind;
  quantity: PositiveInt;
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
