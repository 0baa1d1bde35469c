import Bowser from 'bowser';
import type { DeviceKind } from '../../db/schema/auth.ts';

// What a session's user agent says about its device, read once at sign-in by bowser (a maintained
// parser), so that the Devices page can name it: "Safari 18 · iOS 18.1".

export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  device: DeviceKind;
}

const KINDS: Record<string, DeviceKind> = {
  mobile: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
};

/** "Name major" of a browser ("Chrome 131"), "Name version" of a system ("iOS 18.1"). */
function named(name: string | undefined, version: string | undefined, parts: number) {
  if (!name) return null;
  const shortVersion = version?.split('.').slice(0, parts).join('.');
  return (shortVersion ? `${name} ${shortVersion}` : name).slice(0, 60);
}

export function deviceOf(userAgent: string | undefined): DeviceInfo {
  if (!userAgent?.trim()) return { browser: null, os: null, device: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: named(parsed.browser.name, parsed.browser.version, 1),
    // Windows reports its kernel ("NT 10.0"); people know it by its name ("10").
    os: named(
      parsed.os.name,
      parsed.os.name === 'Windows' ? parsed.os.versionName : parsed.os.version,
      2,
    ),
    device: KINDS[parsed.platform.type ?? ''] ?? 'unknown',
  };
}
