export type DownloadLinkPlatform = (typeof DownloadLinkPlatform)[keyof typeof DownloadLinkPlatform];

export const DownloadLinkPlatform = {
  android: 'android',
  ios: 'ios',
} as const;
