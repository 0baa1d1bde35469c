import type { DownloadLinkPlatform } from './downloadLinkPlatform';

export interface DownloadLink {
  platform: DownloadLinkPlatform;
  /** @nullable */
  url: string | null;
  available: boolean;
}
