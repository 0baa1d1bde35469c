import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

/**
 * Success without a payload; `message` says what happened.
 */
export interface EmptyOk {
  code: OkCode;
  type: OkType;
  message: Message;
  /** @nullable */
  data: null;
}
