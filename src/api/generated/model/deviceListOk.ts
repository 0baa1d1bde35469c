import type { DeviceList } from './deviceList';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface DeviceListOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: DeviceList;
}
