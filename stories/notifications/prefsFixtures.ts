import { delay, http, HttpResponse } from 'msw';
import type { NotificationPref } from '../../src/api/generated/model';
import type { PushBrowser } from '../../src/features/notifications/push/push';
import { fail, ok } from './fixtures';

// The notification preferences' server in stories (kept in memory per story, so a switch changes
// what the next call answers), and stand-ins for the browser's push objects.

/** A user who never chose: everything on; e-mail where the category has any, locked for account. */
export const PREFS: readonly NotificationPref[] = [
  { category: 'p2p', push: true, email: true, email_locked: false },
  { category: 'wallet', push: true, email: true, email_locked: false },
  { category: 'earn', push: true, email: null, email_locked: false },
  { category: 'trading', push: true, email: true, email_locked: false },
  { category: 'account', push: true, email: true, email_locked: true },
  { category: 'system', push: true, email: null, email_locked: false },
];

export interface PrefsServer {
  prefs: NotificationPref[];
  /** The bodies of the POSTs, as sent. */
  sets: URLSearchParams[];
  handlers: ReturnType<typeof http.get>[];
}

/** GET and POST /notifications/preferences over a copy of `start`; `failSets` answers every POST
 * with a 500 after `after` ms (the switch has moved meanwhile). */
export function prefsServer(
  start: readonly NotificationPref[] = PREFS,
  { failSets = false, after = 0 } = {},
): PrefsServer {
  const prefs = start.map((p) => ({ ...p }));
  const sets: URLSearchParams[] = [];
  const handlers = [
    http.get('/api/notifications/preferences', () => ok({ categories: prefs })),
    http.post('/api/notifications/preferences', async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      sets.push(body);
      if (after) await delay(after);
      if (failSets) return fail(500, 'Service unavailable');
      const pref = prefs.find((p) => p.category === body.get('category'));
      if (!pref) return fail(400, 'Bad category', 1001);
      const enabled = body.get('enabled') === '1';
      if (body.get('channel') === 'push') pref.push = enabled;
      else if (pref.email === null || pref.email_locked) return fail(400, 'No such e-mail', 1342);
      else pref.email = enabled;
      return ok({ categories: prefs });
    }),
  ];
  return { prefs, sets, handlers };
}

export const prefsLoading = http.get('/api/notifications/preferences', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const prefsFailed = http.get('/api/notifications/preferences', () =>
  fail(500, 'Service unavailable'),
);

/** The server's push key and subscription calls (turning push on in a story). */
export const pushServer = () => {
  const subscribed: string[] = [];
  return {
    subscribed,
    handlers: [
      http.get('/api/push/config', () =>
        ok({
          public_key:
            'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        }),
      ),
      http.post('/api/push/subscribe', async ({ request }) => {
        subscribed.push(new URLSearchParams(await request.text()).get('endpoint') ?? '');
        return ok(null, 'Subscribed');
      }),
      http.post('/api/push/unsubscribe', () => ok(null, 'Unsubscribed')),
    ],
  };
};

/**
 * The browser's push objects: 'unsupported' has none; otherwise notification permission as given
 * (asking grants it), and a push manager subscribed or not.
 */
export function pushBrowser(
  permission: NotificationPermission | 'unsupported',
  subscribed = false,
): PushBrowser {
  if (permission === 'unsupported') return {};
  const state = { permission };
  const subscription = (): PushSubscription =>
    ({
      endpoint: 'https://push.example.com/send/story-device',
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({
        endpoint: 'https://push.example.com/send/story-device',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    }) as unknown as PushSubscription;
  let current: PushSubscription | null = subscribed ? subscription() : null;
  const pushManager = {
    getSubscription: () => Promise.resolve(current),
    subscribe: () => Promise.resolve((current = subscription())),
  } as unknown as PushManager;
  return {
    Notification: {
      get permission() {
        return state.permission;
      },
      requestPermission: () => Promise.resolve((state.permission = 'granted')),
    },
    PushManager: {},
    serviceWorker: { ready: Promise.resolve({ pushManager }) },
  };
}
