import type { Message } from './message';
import type { MinerInfo } from './minerInfo';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface MinerInfoOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: MinerInfo;
}
