// task/download: the client version and the download link of each platform the operator configured.
import type { Db } from '../../db/index.ts';
import { getSetting } from '../settings/settings.ts';

/** Spec section 9: client version 3.1.5, code 315. */
export const APP_VERSION = '3.1.5';
export const APP_VERSION_CODE = 315;
export const DOWNLOAD_SETTINGS = {
  android: 'download_url_android',
  ios: 'download_url_ios',
} as const;

export async function downloadInfo(db: Db) {
  const links = [];
  for (const platform of ['android', 'ios'] as const) {
    const url = (await getSetting(db, DOWNLOAD_SETTINGS[platform])) || null;
    links.push({ platform, url, available: url !== null });
  }
  return { version: APP_VERSION, version_code: APP_VERSION_CODE, links };
}
