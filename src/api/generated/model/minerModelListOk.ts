import type { Message } from './message';
import type { MinerModel } from './minerModel';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface MinerModelListOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: MinerModel[];
}
