import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Setting } from './setting';

export interface SettingOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Setting;
}
