import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PledgeForm } from './pledgeForm';

export interface PledgeFormOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PledgeForm;
}
