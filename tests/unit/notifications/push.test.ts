import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Web Push on this device (src/features/notifications/push): the browser's objects are stand-ins
// put on the globals (Notification, PushManager, navigator.serviceWorker), the server is mocked.
vi.mock('../../../src/api/generated/endpoints/notifications/notifications', () => ({
  pushConfig: vi.fn(),
  pushSubscribe: vi.fn(),
  pushUnsubscribe: vi.fn(),
}));
vi.mock('../../../src/features/notifications/push/prompt', () => ({
  showPushPrompt: vi.fn(async () => 'later'),
}));

const api = await import('../../../src/api/generated/endpoints/notifications/notifications');
const { showPushPrompt } = await import('../../../src/features/notifications/push/prompt');
const push = await import('../../../src/features/notifications/push/push');
const { askForPush } = await import('../../../src/features/notifications/push/ask');

// A real P-256 public key (65 bytes, base64url) as the server's pushConfig answers it.
const VAPID =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';

class FakeSubscription {
  unsubscribed = false;
  constructor(
    readonly endpoint: string,
    readonly options: { applicationServerKey: ArrayBuffer | null },
  ) {}
  toJSON() {
    return { endpoint: this.endpoint, keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) } };
  }
  unsubscribe = vi.fn(async () => {
    this.unsubscribed = true;
    manager.current = null;
    return true;
  });
}

const manager = {
  current: null as FakeSubscription | null,
  getSubscription: vi.fn(async () => manager.current),
  subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    manager.current = new FakeSubscription(ENDPOINT, {
      applicationServerKey: new Uint8Array(options.applicationServerKey).buffer,
    });
    return manager.current;
  }),
};

let permission: NotificationPermission;
const requestPermission = vi.fn(async () => permission);

function installBrowser({ ready = true } = {}) {
  permission = 'default';
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: async () => {
      permission = await requestPermission();
      return permission;
    },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: ready ? Promise.resolve({ pushManager: manager }) : new Promise(() => {}),
    },
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  manager.current = null;
  installBrowser();
  vi.mocked(api.pushConfig).mockResolvedValue({ public_key: VAPID });
  vi.mocked(api.pushSubscribe).mockResolvedValue('OK');
  vi.mocked(api.pushUnsubscribe).mockResolvedValue('OK');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('pushSupport', () => {
  it('is unsupported without Notification, PushManager or a service worker', () => {
    vi.stubGlobal('Notification', undefined);
    expect(push.pushSupport()).toBe('unsupported');
    installBrowser();
    vi.stubGlobal('PushManager', undefined);
    expect(push.pushSupport()).toBe('unsupported');
    installBrowser();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    expect(push.pushSupport()).toBe('unsupported');
  });

  it("is the browser's notification permission otherwise", () => {
    for (const state of ['default', 'granted', 'denied'] as const) {
      permission = state;
      expect(push.pushSupport()).toBe(state);
    }
  });
});

describe('enablePush', () => {
  it('asks, subscribes with the server key (userVisibleOnly) and sends the subscription', async () => {
    requestPermission.mockResolvedValue('granted');
    await expect(push.enablePush()).resolves.toBe('on');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(manager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: push.keyBytes(VAPID),
    });
    expect(push.keyBytes(VAPID)).toHaveLength(65);
    expect(push.keyBytes(VAPID)[0]).toBe(4); // an uncompressed P-256 point
    expect(api.pushSubscribe).toHaveBeenCalledWith({
      endpoint: ENDPOINT,
      p256dh: 'P'.repeat(87),
      auth: 'A'.repeat(22),
    });
    await expect(push.currentPushSubscription()).resolves.toBe(manager.current);
    expect(localStorage.getItem(push.PUSH_ASKED_KEY)).toBe('1');
  });

  it("answers 'denied' when the user says no, and subscribes nothing", async () => {
    requestPermission.mockResolvedValue('denied');
    await expect(push.enablePush()).resolves.toBe('denied');
    expect(api.pushConfig).not.toHaveBeenCalled();
    expect(manager.subscribe).not.toHaveBeenCalled();
  });

  it("answers 'unavailable' when the server sends no pushes (null key)", async () => {
    requestPermission.mockResolvedValue('granted');
    vi.mocked(api.pushConfig).mockResolvedValue({ public_key: null });
    await expect(push.enablePush()).resolves.toBe('unavailable');
    expect(manager.subscribe).not.toHaveBeenCalled();
    expect(api.pushSubscribe).not.toHaveBeenCalled();
  });

  it("answers 'unavailable' where push is unsupported, without asking", async () => {
    vi.stubGlobal('PushManager', undefined);
    await expect(push.enablePush()).resolves.toBe('unavailable');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("answers 'unavailable' when no service worker becomes ready", async () => {
    vi.useFakeTimers();
    installBrowser({ ready: false });
    permission = 'granted';
    const result = push.enablePush();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBe('unavailable');
  });

  it('reuses a subscription made with the same key, replaces one made with another', async () => {
    permission = 'granted';
    await push.enablePush();
    expect(manager.subscribe).toHaveBeenCalledTimes(1);
    await push.enablePush();
    expect(manager.subscribe).toHaveBeenCalledTimes(1);

    const stale = new FakeSubscription('https://fcm.googleapis.com/fcm/send/old', {
      applicationServerKey: new Uint8Array(65).buffer,
    });
    manager.current = stale;
    await push.enablePush();
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(manager.subscribe).toHaveBeenCalledTimes(2);
  });

  it('drops the subscription again when the server refuses it', async () => {
    permission = 'granted';
    const refused = new Error('refused');
    vi.mocked(api.pushSubscribe).mockRejectedValue(refused);
    await expect(push.enablePush()).rejects.toBe(refused);
    await expect(push.currentPushSubscription()).resolves.toBeNull();
  });
});

describe('disablePush', () => {
  it('tells the server first, then unsubscribes here', async () => {
    permission = 'granted';
    await push.enablePush();
    const subscription = manager.current!;
    const order: string[] = [];
    vi.mocked(api.pushUnsubscribe).mockImplementation(async () => {
      order.push('server');
      return 'OK';
    });
    subscription.unsubscribe.mockImplementation(async () => {
      order.push('browser');
      manager.current = null;
      return true;
    });
    await push.disablePush();
    expect(api.pushUnsubscribe).toHaveBeenCalledWith({ endpoint: ENDPOINT });
    expect(order).toEqual(['server', 'browser']);
    await expect(push.currentPushSubscription()).resolves.toBeNull();
  });

  it('does nothing without a subscription', async () => {
    await push.disablePush();
    expect(api.pushUnsubscribe).not.toHaveBeenCalled();
  });
});

describe('askForPush (the prompt after a first order or withdrawal)', () => {
  it('shows the prompt when push is possible, not on, and never answered', async () => {
    await askForPush('p2pSell');
    expect(showPushPrompt).toHaveBeenCalledWith('p2pSell');
  });

  it('never shows again once answered on this device', async () => {
    localStorage.setItem(push.PUSH_ASKED_KEY, '1');
    await askForPush('withdrawal');
    expect(showPushPrompt).not.toHaveBeenCalled();
  });

  it('never shows when denied, unsupported, already subscribed, or the server has no key', async () => {
    permission = 'denied';
    await askForPush('p2pBuy');
    vi.stubGlobal('PushManager', undefined);
    await askForPush('p2pBuy');
    installBrowser();
    permission = 'granted';
    manager.current = new FakeSubscription(ENDPOINT, { applicationServerKey: null });
    await askForPush('p2pBuy');
    manager.current = null;
    permission = 'default';
    vi.mocked(api.pushConfig).mockResolvedValue({ public_key: null });
    await askForPush('p2pBuy');
    expect(showPushPrompt).not.toHaveBeenCalled();
  });

  it('asks when permission is granted but this browser is not subscribed', async () => {
    permission = 'granted';
    await askForPush('withdrawal');
    expect(showPushPrompt).toHaveBeenCalledWith('withdrawal');
  });

  it('never rejects (a failed config call just skips it)', async () => {
    vi.mocked(api.pushConfig).mockRejectedValue(new Error('offline'));
    await expect(askForPush('p2pBuy')).resolves.toBeUndefined();
    expect(showPushPrompt).not.toHaveBeenCalled();
  });

  it('turning push off in settings counts as an answer too', async () => {
    await push.disablePush();
    await askForPush('p2pBuy');
    expect(showPushPrompt).not.toHaveBeenCalled();
  });
});
