import { http } from 'msw';
import { setPushBrowser } from '../../src/features/notifications/push/push';
import { ok } from './fixtures';

// Web Push in stories: a stand-in browser (the permission question, a push subscription) and the
// server's three push calls, recorded for the play functions.

/** A real P-256 public key (base64url), as pushConfig answers it. */
export const VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
export const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/story-device';

export interface PushWorld {
  /** What the browser's permission question is answered with. */
  answer: NotificationPermission;
  permission: NotificationPermission;
  asked: number;
  subscribed: boolean;
  /** The bodies the server received. */
  subscribes: URLSearchParams[];
  unsubscribes: URLSearchParams[];
  handlers: ReturnType<typeof http.get>[];
}

/** Puts the stand-in browser in (returns the cleanup for beforeEach) and the server's handlers. */
export function pushWorld(
  answer: NotificationPermission = 'granted',
): PushWorld & { cleanup: () => void } {
  const world: PushWorld = {
    answer,
    permission: 'default',
    asked: 0,
    subscribed: false,
    subscribes: [],
    unsubscribes: [],
    handlers: [
      http.get('/api/push/config', () => ok({ public_key: VAPID_KEY })),
      http.post('/api/push/subscribe', async ({ request }) => {
        world.subscribes.push(new URLSearchParams(await request.text()));
        return ok(null);
      }),
      http.post('/api/push/unsubscribe', async ({ request }) => {
        world.unsubscribes.push(new URLSearchParams(await request.text()));
        return ok(null);
      }),
    ],
  };
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: async () => {
      world.subscribed = false;
      return true;
    },
  };
  const pushManager = {
    getSubscription: async () => (world.subscribed ? subscription : null),
    subscribe: async () => {
      world.subscribed = true;
      return subscription;
    },
  } as unknown as PushManager;
  setPushBrowser({
    Notification: {
      get permission() {
        return world.permission;
      },
      requestPermission: async () => {
        world.asked += 1;
        world.permission = world.answer;
        return world.answer;
      },
    },
    PushManager: class {},
    serviceWorker: { ready: Promise.resolve({ pushManager }) },
  });
  return Object.assign(world, { cleanup: () => setPushBrowser(undefined) });
}
