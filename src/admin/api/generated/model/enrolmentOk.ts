import type { Enrolment } from './enrolment';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface EnrolmentOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Enrolment;
}
