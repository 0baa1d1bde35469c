import type { AdminProject } from './adminProject';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminProjectOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminProject;
}
