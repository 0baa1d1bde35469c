// Web Push on this device (issue 33): whether the browser can, the subscription, and turning it on
// and off with the server (pushConfig, pushSubscribe, pushUnsubscribe). The service worker that
// shows the pushes is the app's own (public/push-sw.js inside the generated sw.js), registered in
// production builds (src/app/pwa): subscribing waits for it to be ready.
import {
  pushConfig,
  pushSubscribe,
  pushUnsubscribe,
} from '../../../api/generated/endpoints/notifications/notifications';

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';
export type EnablePushResult = 'on' | 'denied' | 'unavailable';

/** The browser objects push uses; stories and tests can put stand-ins in (setPushBrowser). */
export interface PushBrowser {
  Notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  serviceWorker?: {
    ready: Promise<Pick<ServiceWorkerRegistration, 'pushManager'>>;
    /** The worker registered so far, without waiting for one (./sync.ts). */
    getRegistration?: () => Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | undefined>;
  };
  PushManager?: unknown;
}

let stand: PushBrowser | undefined;
/** Replaces the browser's objects (stories, tests); undefined goes back to the browser's. */
export function setPushBrowser(browser: PushBrowser | undefined): void {
  stand = browser;
}

export function browser(): PushBrowser {
  if (stand) return stand;
  const g = globalThis as { Notification?: PushBrowser['Notification']; PushManager?: unknown };
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    Notification: g.Notification,
    PushManager: g.PushManager,
    serviceWorker: nav && 'serviceWorker' in nav ? nav.serviceWorker : undefined,
  };
}

/** Whether push can work here, and what the user said to the browser's notification question. */
export function pushSupport(): PushSupport {
  const b = browser();
  if (!b.Notification || !b.PushManager || !b.serviceWorker) return 'unsupported';
  return b.Notification.permission;
}

// The service worker registers once the first screen has settled (and never in development):
// a push subscription needs it, and a browser without one must not leave the caller waiting.
const READY_TIMEOUT_MS = 10_000;

async function pushManager(): Promise<PushManager | null> {
  const sw = browser().serviceWorker;
  if (!sw) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), READY_TIMEOUT_MS);
  });
  try {
    const registration = await Promise.race([sw.ready, late]);
    return registration?.pushManager ?? null;
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's push subscription, or null (none, or push unsupported). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const manager = await pushManager();
  return manager ? manager.getSubscription() : null;
}

/** A base64url key (the VAPID public key) as bytes, as pushManager.subscribe takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((byte, i) => byte === b[i]);
}

// The user decided about push here (turned it on or off, or answered the prompt): the prompt
// after a first order or withdrawal is not shown again (./ask.ts).
export const PUSH_ASKED_KEY = 'push.prompt.asked';
export function markPushDecided(): void {
  try {
    localStorage.setItem(PUSH_ASKED_KEY, '1');
  } catch {
    // storage refused (private mode): the prompt may come once more
  }
}

/**
 * Turns push on for this browser: asks the browser's permission, subscribes with the server's key
 * and sends the subscription to the server. 'denied': the user (or the browser) said no;
 * 'unavailable': no push here (unsupported, no service worker, or the server sends none).
 * A failed server call rejects with the (already toasted) ApiError.
 */
export async function enablePush(): Promise<EnablePushResult> {
  const b = browser();
  if (pushSupport() === 'unsupported' || !b.Notification) return 'unavailable';
  const permission =
    b.Notification.permission === 'granted' ? 'granted' : await b.Notification.requestPermission();
  markPushDecided();
  if (permission !== 'granted') return 'denied';

  const config = await pushConfig({ silent: true });
  if (!config.public_key) return 'unavailable';
  const manager = await pushManager();
  if (!manager) return 'unavailable';

  const key = keyBytes(config.public_key);
  let subscription = await manager.getSubscription();
  // Subscribed with another key (the server's key changed): that subscription is dead.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });

  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    await subscription.unsubscribe();
    return 'unavailable';
  }
  try {
    await pushSubscribe({ endpoint, p256dh: keys.p256dh, auth: keys.auth });
  } catch (error) {
    // The server does not know it: a subscription nothing is sent to would read as "on".
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Turns push off for this browser: the server stops sending, then the subscription is dropped. */
export async function disablePush(): Promise<void> {
  markPushDecided();
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await pushUnsubscribe({ endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
