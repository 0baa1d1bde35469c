import type { Kyc } from './kyc';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface KycOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Kyc;
}
