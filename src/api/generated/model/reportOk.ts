import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Report } from './report';

export interface ReportOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Report;
}
