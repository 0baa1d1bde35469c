import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Upload } from './upload';

export interface UploadOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Upload;
}
