import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { SecondFactorReset } from './secondFactorReset';

export interface SecondFactorResetOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: SecondFactorReset;
}
