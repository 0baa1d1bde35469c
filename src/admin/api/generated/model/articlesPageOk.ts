import type { ArticlesPageOkData } from './articlesPageOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface ArticlesPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: ArticlesPageOkData;
}
