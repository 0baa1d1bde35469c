import type { ArticleDetail } from './articleDetail';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface ArticleOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: ArticleDetail;
}
