import type { CoinCatalogOkData } from './coinCatalogOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface CoinCatalogOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: CoinCatalogOkData;
}
