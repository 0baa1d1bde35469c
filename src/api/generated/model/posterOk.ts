import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Poster } from './poster';

export interface PosterOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Poster;
}
