import type { Message } from './message';
import type { NewsArticle } from './newsArticle';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface NewsArticleOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: NewsArticle;
}
