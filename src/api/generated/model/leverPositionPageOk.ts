import type { LeverPositionPage } from './leverPositionPage';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface LeverPositionPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: LeverPositionPage;
}
