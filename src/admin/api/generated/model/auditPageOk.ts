import type { AuditPageOkData } from './auditPageOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AuditPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AuditPageOkData;
}
