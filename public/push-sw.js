/* global self */
// Web Push in the app's service worker (issue 33). Workbox's generated sw.js pulls this file in
// with importScripts (vite.config.ts), so it is plain script, served as it is from /h5/.
//
// A push carries what the server's push module builds (server/src/modules/push/payload.ts):
// { id, title, body, link, lang }, where link is an app page such as /pages/otc/order?id=7.
// The notification shows that title and text; a click opens the page in the app (hash routing:
// /h5/#<link>), in a window that is already open when there is one.

(() => {
  const sw = self;
  /** The app's root (/h5/ on the server): the service worker's scope. */
  const appUrl = (path) => new URL(path, sw.registration.scope).href;

  /** The page a notification opens: an app route (a path starting with /), else the app's home. */
  function pageOf(link) {
    const safe = typeof link === 'string' && /^\/(?!\/)/.test(link) ? link : '/';
    return `${appUrl('./')}#${safe}`;
  }

  function readPayload(event) {
    if (!event.data) return {};
    try {
      const value = event.data.json();
      return value && typeof value === 'object' ? value : {};
    } catch {
      return { body: event.data.text() };
    }
  }

  /** The title and showNotification options for a payload. */
  function notificationOf(payload) {
    const link =
      typeof payload.link === 'string'
        ? payload.link
        : typeof payload.url === 'string'
          ? payload.url
          : '/';
    const options = {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: appUrl('pwa-192x192.png'),
      badge: appUrl('pwa-64x64.png'),
      // One notification per inbox item: the same push delivered twice replaces, not stacks.
      tag: payload.tag
        ? String(payload.tag)
        : payload.id != null
          ? `notification-${payload.id}`
          : undefined,
      data: { id: payload.id ?? null, link, url: pageOf(link) },
    };
    if (typeof payload.lang === 'string') options.lang = payload.lang;
    if (options.tag === undefined) delete options.tag;
    const title = typeof payload.title === 'string' && payload.title ? payload.title : 'CoinHub';
    return { title, options };
  }

  sw.addEventListener('push', (event) => {
    const { title, options } = notificationOf(readPayload(event));
    event.waitUntil(sw.registration.showNotification(title, options));
  });

  async function openPage(url) {
    const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const scope = sw.registration.scope;
    const open = windows.find((client) => client.url.startsWith(scope)) ?? windows[0];
    // navigate() works on a page this worker controls; an uncontrolled one gets a new window.
    const shown = open ? await open.navigate(url).catch(() => undefined) : undefined;
    if (shown === undefined) {
      await sw.clients.openWindow(url);
      return;
    }
    // Bringing it to the front is the browser's to allow (within the click): the page is there.
    await (shown ?? open).focus().catch(() => undefined);
  }

  // The browser renewed (or dropped) the subscription. The server learns the new one from the app,
  // which holds the sign-in: open windows are told now (src/features/notifications/push/sync.ts),
  // and the app sends it again at its next start anyway.
  async function renewSubscription(event) {
    const key = event.oldSubscription?.options?.applicationServerKey;
    if (!event.newSubscription && key) {
      await sw.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
    }
    const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of windows) client.postMessage({ type: 'push-subscription-changed' });
  }

  sw.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(renewSubscription(event).catch(() => undefined));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data ?? {};
    const url = typeof data.url === 'string' ? data.url : pageOf(data.link);
    event.waitUntil(openPage(url));
  });
})();
