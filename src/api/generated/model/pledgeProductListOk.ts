import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PledgeProduct } from './pledgeProduct';

export interface PledgeProductListOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PledgeProduct[];
}
