import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Reconciliation } from './reconciliation';

export interface ReconcileOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Reconciliation;
}
