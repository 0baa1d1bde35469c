import type { DownloadLink } from './downloadLink';

export interface DownloadInfo {
  version: string;
  version_code: number;
  links: DownloadLink[];
}
