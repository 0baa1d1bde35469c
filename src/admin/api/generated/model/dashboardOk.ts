import type { Dashboard } from './dashboard';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface DashboardOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Dashboard;
}
