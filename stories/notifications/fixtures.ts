import { delay, http, HttpResponse } from 'msw';
import type { Notification, NotificationCategory } from '../../src/api/generated/model';
import type { SocketFactory, SocketLike } from '../../src/api/socket';
import { NOTIFICATIONS } from './samples';

// The inbox's server in stories: one user's notifications, kept in memory per story, so marking
// read (one or all) and a notification arriving change what the next call answers.

export const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });

export const fail = (status: number, message: string, code = status) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

/** What the inbox's calls asked for, to assert in play functions. */
export interface InboxCalls {
  lists: URLSearchParams[];
  read: string[];
  readAll: (string | null)[];
}

export interface Inbox {
  items: Notification[];
  calls: InboxCalls;
  handlers: ReturnType<typeof http.get>[];
  /** A notification arrives (the socket story's server side). */
  add: (notification: Notification) => void;
}

const unreadOf = (items: readonly Notification[]) => items.filter((n) => !n.read).length;

/** The four inbox operations over `start` (copied: each story starts afresh). */
export function inbox(start: readonly Notification[] = NOTIFICATIONS): Inbox {
  const items = start.map((n) => ({ ...n }));
  const calls: InboxCalls = { lists: [], read: [], readAll: [] };
  const handlers = [
    http.get('/api/notifications/unread', () => ok({ count: unreadOf(items) })),
    http.get('/api/notifications', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.lists.push(query);
      const category = query.get('category') as NotificationCategory | null;
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 20);
      const chosen = category ? items.filter((n) => n.category === category) : items;
      return ok({
        items: chosen.slice((page - 1) * limit, page * limit),
        total: chosen.length,
        page,
        limit,
        unread: unreadOf(items),
      });
    }),
    http.post('/api/notifications/read', async ({ request }) => {
      const id = new URLSearchParams(await request.text()).get('id') ?? '';
      calls.read.push(id);
      const found = items.find((n) => String(n.id) === id && !n.read);
      if (found) found.read = true;
      return ok({ marked: found ? 1 : 0, unread: unreadOf(items) }, 'Marked as read');
    }),
    http.post('/api/notifications/read_all', async ({ request }) => {
      const category = new URLSearchParams(await request.text()).get('category');
      calls.readAll.push(category);
      const marked = items.filter((n) => !n.read && (!category || n.category === category));
      for (const n of marked) n.read = true;
      return ok({ marked: marked.length, unread: unreadOf(items) }, 'Marked as read');
    }),
  ];
  return { items, calls, handlers, add: (n) => items.unshift(n) };
}

/** The unread count alone (the bell on Home and Assets). */
export const unreadCount = (count: number) =>
  http.get('/api/notifications/unread', () => ok({ count }));

/** The list never answers (the loading state). */
export const listLoading = http.get('/api/notifications', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const listFailed = http.get('/api/notifications', () => fail(500, 'Service unavailable'));

/**
 * A socket that opens, and once the page authenticates, runs `arrive` and pushes the user event
 * `notification` after `after` ms (as the server does after the notification's commit).
 */
export function notificationSocket(arrive: () => Notification, after = 300): SocketFactory {
  return () => {
    let seq = 0;
    let sent = false;
    const socket: SocketLike = {
      readyState: 0,
      onopen: null,
      onclose: null,
      onmessage: null,
      send(raw: string) {
        const frame = JSON.parse(raw) as { op: string };
        if (frame.op !== 'auth' || sent) return;
        sent = true;
        setTimeout(() => {
          const n = arrive();
          const data = { id: n.id, category: n.category, kind: n.kind };
          socket.onmessage?.({ data: JSON.stringify({ seq: ++seq, type: 'notification', data }) });
        }, after);
      },
      close() {},
    };
    setTimeout(() => {
      socket.readyState = 1;
      socket.onopen?.();
    }, 10);
    return socket;
  };
}
