// Web Push settings: the VAPID key pair that signs every push (RFC 8292), the contact the push
// services see, and which push services the server will post to. Keys come from the configuration;
// `npm start` keeps a generated pair in the data directory when none is configured.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface PushSettings {
  /** The application server key pair (base64url: a P-256 public point and private scalar). */
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact for the push services. */
  subject: string;
  /** Origins of push endpoints accepted besides the browsers' push services (a test's endpoint). */
  extraOrigins?: readonly string[];
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const decodedLength = (key: string) =>
  BASE64URL.test(key) ? Buffer.from(key, 'base64url').length : -1;

/** Why a key pair cannot sign pushes, or null when it can. */
export function vapidKeysProblem(publicKey: string, privateKey: string): string | null {
  if (
    decodedLength(publicKey) !== 65 ||
    !Buffer.from(publicKey, 'base64url')
      .subarray(0, 1)
      .equals(Buffer.from([4]))
  )
    return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes)';
  if (decodedLength(privateKey) !== 32)
    return 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)';
  return null;
}

/** The pair kept in `<dataDir>/vapid.json`, generated (and written, owner-only) when missing. */
export function keptVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as {
      publicKey: string;
      privateKey: string;
    };
    if (!vapidKeysProblem(kept.publicKey, kept.privateKey)) return kept;
  }
  const fresh = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  return fresh;
}

// The browsers' push services (Chrome/Edge/Opera: FCM, Firefox: Mozilla autopush, Safari: Apple,
// Edge legacy: WNS). The server posts only to these, so a subscription cannot aim it elsewhere.
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/** Whether the server may post pushes to this endpoint. */
export function endpointAllowed(endpoint: string, settings: PushSettings): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (settings.extraOrigins?.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
}
