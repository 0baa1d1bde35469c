import type { AdminPartnerLevelsOkData } from './adminPartnerLevelsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminPartnerLevelsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminPartnerLevelsOkData;
}
