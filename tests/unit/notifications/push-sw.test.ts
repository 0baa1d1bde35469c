import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The service worker's push handlers (public/push-sw.js, imported by the generated sw.js), run in
// a stand-in ServiceWorkerGlobalScope: what a push shows, and where a click on it goes.
const SOURCE = readFileSync(join(import.meta.dirname, '../../../public/push-sw.js'), 'utf8');
const SCOPE = 'https://coinhub.example/h5/';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeScope(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    registration: { scope: SCOPE, showNotification: vi.fn(async () => {}) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  new Function('self', SOURCE)(scope);
  /** Dispatches an event; resolves once what it gave waitUntil has settled. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    expect(waits).toHaveLength(1);
    await Promise.all(waits);
  };
  return { scope, fire, listeners };
}

const data = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});

// As server/src/modules/push/payload.ts builds it.
const PAYLOAD = {
  id: 42,
  title: 'Buyer has paid',
  body: 'Order P2P123: check you have received the payment for 100 USDT, then release the coins.',
  link: '/pages/otc/order?id=7',
  lang: 'en',
};

function aWindow(url: string): FakeWindow {
  const win: FakeWindow = {
    url,
    focus: vi.fn(async () => win),
    navigate: vi.fn(async () => win),
  };
  return win;
}

describe('push', () => {
  it('shows the title and text with the app icon, a tag per notification and the deep link', async () => {
    const { scope, fire } = fakeScope();
    await fire('push', { data: data(PAYLOAD) });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Buyer has paid', {
      body: PAYLOAD.body,
      icon: `${SCOPE}pwa-192x192.png`,
      badge: `${SCOPE}pwa-64x64.png`,
      tag: 'notification-42',
      lang: 'en',
      data: { id: 42, link: PAYLOAD.link, url: `${SCOPE}#/pages/otc/order?id=7` },
    });
  });

  it('still shows something for an empty or unreadable push (a push must be visible)', async () => {
    const { scope, fire } = fakeScope();
    await fire('push', { data: null });
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
        text: () => 'plain words',
      },
    });
    const calls = scope.registration.showNotification.mock.calls as unknown as [
      string,
      { body: string; data: { url: string } },
    ][];
    expect(calls.map(([title]) => title)).toEqual(['CoinHub', 'CoinHub']);
    expect(calls[1]![1].body).toBe('plain words');
    expect(calls[0]![1].data.url).toBe(`${SCOPE}#/`);
  });

  it('opens only app pages: a link that is not a path goes to the home page', async () => {
    const { scope, fire } = fakeScope();
    await fire('push', { data: data({ ...PAYLOAD, link: 'https://evil.example/' }) });
    const [, options] = scope.registration.showNotification.mock.calls[0] as unknown as [
      string,
      { data: { url: string } },
    ];
    expect(options.data.url).toBe(`${SCOPE}#/`);
  });
});

describe('notificationclick', () => {
  const clicked = (url = `${SCOPE}#/pages/otc/order?id=7`) => ({
    close: vi.fn(),
    data: { id: 42, link: '/pages/otc/order?id=7', url },
  });

  it('closes the notification, focuses the open app window and takes it to the page', async () => {
    const other = aWindow('https://coinhub.example/admin/');
    const app = aWindow(`${SCOPE}#/pages/index/index`);
    const { scope, fire } = fakeScope([other, app]);
    const notification = clicked();
    await fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(scope.clients.matchAll).toHaveBeenCalledWith({
      type: 'window',
      includeUncontrolled: true,
    });
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(`${SCOPE}#/pages/otc/order?id=7`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the page when the app is not open', async () => {
    const { scope, fire } = fakeScope([]);
    await fire('notificationclick', { notification: clicked() });
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${SCOPE}#/pages/otc/order?id=7`);
  });

  it('opens a new window when the open one cannot be navigated (not controlled)', async () => {
    const app = aWindow(`${SCOPE}#/pages/index/index`);
    app.navigate.mockRejectedValue(new TypeError('not controlled'));
    const { scope, fire } = fakeScope([app]);
    await fire('notificationclick', { notification: clicked() });
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${SCOPE}#/pages/otc/order?id=7`);
  });

  it('still takes the open window to the page when the browser refuses to focus it', async () => {
    const app = aWindow(`${SCOPE}#/pages/index/index`);
    app.focus.mockRejectedValue(new DOMException('Not allowed to focus a window.'));
    const { scope, fire } = fakeScope([app]);
    await fire('notificationclick', { notification: clicked() });
    expect(app.navigate).toHaveBeenCalledWith(`${SCOPE}#/pages/otc/order?id=7`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });
});

describe('pushsubscriptionchange', () => {
  const KEY = new Uint8Array([4, 1, 2, 3]).buffer;

  it('subscribes again with the same key and tells the open windows to send it', async () => {
    const app = Object.assign(aWindow(`${SCOPE}#/pages/index/index`), { postMessage: vi.fn() });
    const { scope, fire } = fakeScope([app]);
    const renewed = { endpoint: 'https://fcm.googleapis.com/fcm/send/new' };
    const subscribe = vi.fn(async () => renewed);
    Object.assign(scope.registration, { pushManager: { subscribe } });
    await fire('pushsubscriptionchange', {
      oldSubscription: { options: { applicationServerKey: KEY } },
      newSubscription: null,
    });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    expect(app.postMessage).toHaveBeenCalledWith({ type: 'push-subscription-changed' });
  });

  it('takes the subscription the browser made itself, without subscribing again', async () => {
    const app = Object.assign(aWindow(`${SCOPE}#/pages/index/index`), { postMessage: vi.fn() });
    const { scope, fire } = fakeScope([app]);
    const subscribe = vi.fn();
    Object.assign(scope.registration, { pushManager: { subscribe } });
    await fire('pushsubscriptionchange', {
      oldSubscription: { options: { applicationServerKey: KEY } },
      newSubscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/new' },
    });
    expect(subscribe).not.toHaveBeenCalled();
    expect(app.postMessage).toHaveBeenCalledWith({ type: 'push-subscription-changed' });
  });
});
