import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { SearchResult } from './searchResult';

export interface SearchResultOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: SearchResult;
}
