import type { AdminPartnerLevel } from './adminPartnerLevel';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminPartnerLevelOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminPartnerLevel;
}
