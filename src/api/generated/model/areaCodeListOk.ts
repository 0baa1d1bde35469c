import type { AreaCodeEntry } from './areaCodeEntry';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AreaCodeListOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AreaCodeEntry[];
}
