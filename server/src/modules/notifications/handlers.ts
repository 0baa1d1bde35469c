import { and, eq } from 'drizzle-orm';
import { notifications, type NotificationCategory } from '../../db/schema/notifications.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import { requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { pushConfig, subscribe, unsubscribe } from '../push/subscriptions.ts';
import { inboxPage, markRead, unreadCount } from './inbox.ts';
import { prefsOf, setPref } from './prefs.ts';

/** The notification inbox, the browsers' Web Push subscriptions, and the user's preferences. */
export const notificationHandlers: HandlerFactory = (deps) => ({
  notificationList: async (request) => {
    const { userId } = requireAuth(request);
    const query = request.query as {
      page?: number;
      limit?: number;
      category?: NotificationCategory;
    };
    return ok(await inboxPage(deps.db, userId, deps.clock(), query, request.lang));
  },
  notificationUnread: async (request) => {
    const { userId } = requireAuth(request);
    return ok({ count: await unreadCount(deps.db, userId, deps.clock()) });
  },
  notificationRead: async (request) => {
    const { userId } = requireAuth(request);
    const { id } = request.body as { id: number };
    const [own] = await deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    if (!own)
      throw new AppError(404, 'error.notification_not_found', {
        code: ErrorCode.notificationNotFound,
      });
    const now = deps.clock();
    const marked = await markRead(deps.db, userId, now, eq(notifications.id, id));
    return ok({ marked, unread: await unreadCount(deps.db, userId, now) }, 'notifications_marked');
  },
  notificationReadAll: async (request) => {
    const { userId } = requireAuth(request);
    const { category } = (request.body ?? {}) as { category?: NotificationCategory };
    const now = deps.clock();
    const which = category ? eq(notifications.category, category) : undefined;
    const marked = await markRead(deps.db, userId, now, which);
    return ok({ marked, unread: await unreadCount(deps.db, userId, now) }, 'notifications_marked');
  },
  pushConfig: async () => pushConfig(deps),
  pushSubscribe: (request) => subscribe(deps, request),
  pushUnsubscribe: (request) => unsubscribe(deps, request),
  notificationPrefs: async (request) => {
    const { userId } = requireAuth(request);
    return ok(await prefsOf(deps.db, userId));
  },
  notificationPrefsSet: async (request) => {
    const { userId } = requireAuth(request);
    const body = request.body as {
      category: NotificationCategory;
      channel: 'push' | 'email';
      enabled: number | string;
    };
    await setPref(deps.db, userId, body.category, body.channel, Number(body.enabled) === 1);
    return ok(await prefsOf(deps.db, userId), 'notification_prefs_saved');
  },
});
