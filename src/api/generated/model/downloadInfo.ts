import type { DownloadLink } from './downloadLink';
import type { PositiveInt } from './positiveInt';

export interface DownloadInfo {
  version: string;
  version_code: PositiveInt;
  links: DownloadLink[];
}
