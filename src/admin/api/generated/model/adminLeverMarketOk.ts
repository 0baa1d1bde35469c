import type { AdminLeverMarket } from './adminLeverMarket';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminLeverMarketOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminLeverMarket;
}
