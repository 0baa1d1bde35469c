import type { AddressCoin } from './addressCoin';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AddressCoinsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AddressCoin[];
}
