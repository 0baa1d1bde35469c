import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { ReviewItem } from './reviewItem';

export interface ReviewItemOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: ReviewItem;
}
