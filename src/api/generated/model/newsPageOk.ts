import type { Message } from './message';
import type { NewsPage } from './newsPage';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface NewsPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: NewsPage;
}
