import type { AdminSpotPair } from './adminSpotPair';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminSpotPairOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminSpotPair;
}
