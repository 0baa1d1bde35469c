import type { LeverPosition } from './leverPosition';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface LeverPositionOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: LeverPosition;
}
