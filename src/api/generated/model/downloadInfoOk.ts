import type { DownloadInfo } from './downloadInfo';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface DownloadInfoOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: DownloadInfo;
}
