import type { DepositChannels } from './depositChannels';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface DepositChannelsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: DepositChannels;
}
