import type { LeverDeal } from './leverDeal';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface LeverDealOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: LeverDeal;
}
