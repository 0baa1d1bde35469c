import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { ProductConfig } from './productConfig';

export interface ProductConfigOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: ProductConfig;
}
