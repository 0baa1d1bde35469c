import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { UploadContent } from './uploadContent';

export interface UploadContentOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: UploadContent;
}
