import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationListQueryKey,
  getNotificationUnreadQueryKey,
  useNotificationRead,
  useNotificationReadAll,
} from '../../../api/generated/endpoints/notifications/notifications';
import type {
  Notification,
  NotificationCategory,
  NotificationPage,
  NotificationUnread,
} from '../../../api/generated/model';

// Marking read changes what is on screen at once (every loaded list, the bell's count), then the
// server's answer sets the exact unread count.

function markLoaded(client: QueryClient, marks: (notification: Notification) => boolean) {
  client.setQueriesData<InfiniteData<NotificationPage>>(
    { queryKey: getNotificationListQueryKey() },
    (data) =>
      data?.pages && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((n) => (!n.read && marks(n) ? { ...n, read: true } : n)),
        })),
      },
  );
}

const setUnread = (client: QueryClient, count: (before: number) => number) =>
  client.setQueryData<NotificationUnread>(
    getNotificationUnreadQueryKey(),
    (data) => data && { ...data, count: Math.max(0, count(data.count)) },
  );

/** Ask the server again: a mark that failed leaves the item unread after all. */
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getNotificationListQueryKey() }),
    client.invalidateQueries({ queryKey: getNotificationUnreadQueryKey() }),
  ]);

/** Marks one notification read (quietly: the user is on the way to its page). */
export function useMarkRead(): (notification: Notification) => void {
  const client = useQueryClient();
  const { mutate } = useNotificationRead({
    request: { silent: true },
    mutation: {
      onSuccess: (marked) => setUnread(client, () => marked.unread),
      onError: () => void refresh(client),
    },
  });
  return (notification) => {
    if (notification.read) return;
    markLoaded(client, (n) => n.id === notification.id);
    setUnread(client, (count) => count - 1);
    mutate({ data: { id: notification.id } });
  };
}

/** Marks every unread notification read, or those of one category. */
export function useMarkAllRead() {
  const client = useQueryClient();
  const { mutate, isPending } = useNotificationReadAll({
    mutation: {
      onSuccess: (marked, { data }) => {
        markLoaded(client, (n) => !data?.category || n.category === data.category);
        setUnread(client, () => marked.unread);
      },
    },
  });
  const markAll = (category?: NotificationCategory) =>
    mutate({ data: category ? { category } : undefined });
  return { markAll, isPending };
}
