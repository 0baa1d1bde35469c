import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { ProductDetail } from './productDetail';

export interface ProductOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: ProductDetail;
}
