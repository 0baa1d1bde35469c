import type { ConvertPage } from './convertPage';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface ConvertPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: ConvertPage;
}
