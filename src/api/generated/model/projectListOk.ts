import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Project } from './project';

export interface ProjectListOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Project[];
}
