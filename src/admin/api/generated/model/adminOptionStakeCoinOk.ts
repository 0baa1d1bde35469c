import type { AdminOptionStakeCoin } from './adminOptionStakeCoin';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminOptionStakeCoinOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminOptionStakeCoin;
}
