import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PledgePage } from './pledgePage';

export interface PledgePageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PledgePage;
}
