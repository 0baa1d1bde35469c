import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/api/generated/model';

// The server's copy of this browser's push subscription follows who is signed in
// (src/features/notifications/push/sync.ts): the browser's objects are stand-ins, the server mocked.
vi.mock('../../../src/api/generated/endpoints/notifications/notifications', () => ({
  pushSubscribe: vi.fn(async () => 'OK'),
  pushUnsubscribe: vi.fn(async () => 'OK'),
}));

const api = await import('../../../src/api/generated/endpoints/notifications/notifications');
const session = await import('../../../src/api/session');
const sync = await import('../../../src/features/notifications/push/sync');

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
const KEYS = { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) };
const subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }) };

let current: typeof subscription | null;
let permission: NotificationPermission;
let registered: boolean;
const workerListeners: ((event: { data: unknown }) => void)[] = [];

vi.stubGlobal('Notification', {
  get permission() {
    return permission;
  },
});
vi.stubGlobal('PushManager', function PushManager() {});
Object.defineProperty(navigator, 'serviceWorker', {
  configurable: true,
  value: {
    ready: new Promise(() => {}), // never used: nothing here waits for a worker
    getRegistration: async () =>
      registered ? { pushManager: { getSubscription: async () => current } } : undefined,
    addEventListener: (_type: string, listener: (event: { data: unknown }) => void) =>
      workerListeners.push(listener),
  },
});

const user = (id: number) => ({ id, account: `u${id}@example.com` }) as unknown as User;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.clearAllMocks();
  session.clearSession();
  current = subscription;
  permission = 'granted';
  registered = true;
});

describe('following sign-ins', () => {
  it('sends the subscription at start when signed in, and again for each user who signs in', async () => {
    session.setSession('token-1', user(1));
    sync.followPushSubscription();
    await settle();
    expect(api.pushSubscribe).toHaveBeenCalledTimes(1);
    expect(api.pushSubscribe).toHaveBeenCalledWith(
      { endpoint: ENDPOINT, ...KEYS },
      { silent: true },
    );

    session.setUser(user(1)); // the same user's details refreshed: nothing to send
    await settle();
    expect(api.pushSubscribe).toHaveBeenCalledTimes(1);

    session.clearSession();
    session.setSession('token-2', user(2));
    await settle();
    expect(api.pushSubscribe).toHaveBeenCalledTimes(2);
  });

  it("sends the browser's renewed subscription when the service worker says so", async () => {
    session.setSession('token-1', user(1));
    await settle();
    vi.mocked(api.pushSubscribe).mockClear();
    workerListeners.forEach((listener) =>
      listener({ data: { type: 'push-subscription-changed' } }),
    );
    await settle();
    expect(api.pushSubscribe).toHaveBeenCalledTimes(1);
    workerListeners.forEach((listener) => listener({ data: { type: 'something-else' } }));
    await settle();
    expect(api.pushSubscribe).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a subscription, a worker, the permission or a sign-in', async () => {
    session.setSession('token-1', user(1));
    for (const setup of [
      () => (current = null),
      () => (registered = false),
      () => (permission = 'denied'),
    ]) {
      current = subscription;
      registered = true;
      permission = 'granted';
      setup();
      await sync.resendPushSubscription();
    }
    session.clearSession();
    current = subscription;
    registered = true;
    permission = 'granted';
    await sync.resendPushSubscription();
    expect(api.pushSubscribe).not.toHaveBeenCalled();
  });
});

describe('signing out', () => {
  it("withdraws this browser from the user's pushes, keeping the browser's subscription", async () => {
    session.setSession('token-1', user(1));
    await sync.forgetPushHere();
    expect(api.pushUnsubscribe).toHaveBeenCalledWith({ endpoint: ENDPOINT }, { silent: true });
  });

  it('does nothing when this browser gets no pushes', async () => {
    session.setSession('token-1', user(1));
    current = null;
    await sync.forgetPushHere();
    expect(api.pushUnsubscribe).not.toHaveBeenCalled();
  });
});
