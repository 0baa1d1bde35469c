import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PledgeSummary } from './pledgeSummary';

export interface PledgeSummaryOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PledgeSummary;
}
