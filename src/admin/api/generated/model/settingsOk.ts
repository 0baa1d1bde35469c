import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Setting } from './setting';

export interface SettingsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  /** Every setting of SettingKey, by group in the order above. */
  data: Setting[];
}
