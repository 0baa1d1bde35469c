import type { ConvertCoin } from './convertCoin';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface ConvertCoinListOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: ConvertCoin[];
}
