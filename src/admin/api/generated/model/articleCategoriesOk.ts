import type { ArticleCategory } from './articleCategory';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface ArticleCategoriesOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: ArticleCategory[];
}
