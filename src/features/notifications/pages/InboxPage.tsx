import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getNotificationListQueryKey,
  getNotificationUnreadQueryKey,
  notificationList,
  useNotificationUnread,
} from '../../../api/generated/endpoints/notifications/notifications';
import type { Notification } from '../../../api/generated/model';
import { useSocketResync } from '../../../api/useSocket';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { asFilter, CATEGORIES, type Filter, filterName } from '../categories';
import { MarkReadIcon } from '../components/icons';
import { InboxList } from '../components/InboxList';
import { useMarkAllRead, useMarkRead } from '../components/useMarking';
import styles from '../components/inbox.module.css';

/** pages/notice/inbox: the user's notifications of the last 180 days by category, newest first,
 * under a heading per day; a new one appears as it arrives (the socket's user event). */
export default function InboxPage() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const filter = asFilter(params.get('category'));
  const category = filter === 'all' ? undefined : filter;
  const query = usePagedQuery<Notification>(
    getNotificationListQueryKey(category ? { category } : undefined),
    (page, signal) =>
      notificationList(
        { ...(category ? { category } : {}), page, limit: PAGE_SIZE },
        undefined,
        signal,
      ),
  );
  const unread = useNotificationUnread({ request: { silent: true } });
  useSocketResync([getNotificationListQueryKey(), getNotificationUnreadQueryKey()], true);
  const markRead = useMarkRead();
  const { markAll, isPending } = useMarkAllRead();

  const choose = (next: Filter) => {
    const search = new URLSearchParams(params);
    if (next === 'all') search.delete('category');
    else search.set('category', next);
    setParams(search, { replace: true });
  };
  const tabs = (['all', ...CATEGORIES] as const).map((key) => ({
    key,
    title: filterName(t, key),
  }));
  const markAllButton = (
    <button
      type="button"
      className={styles.markAll}
      aria-label={t('notifications:markAllRead')}
      title={t('notifications:markAllRead')}
      disabled={isPending || !unread.data?.count}
      onClick={() => markAll(category)}
    >
      <MarkReadIcon />
    </button>
  );

  return (
    <PageFrame
      nav={<NavBar title={t('notifications:title')} right={markAllButton} />}
      onRefresh={() => Promise.all([query.refetch(), unread.refetch()])}
    >
      <SegmentedTabs
        tabs={tabs}
        activeKey={filter}
        onChange={choose}
        aria-label={t('notifications:filter')}
        className={styles.tabs}
      />
      <div className={styles.content}>
        <PagedList
          query={query}
          renderList={(items) => <InboxList items={items} onOpen={markRead} />}
          empty={
            <EmptyState
              title={t('notifications:empty.title')}
              description={t('notifications:empty.description')}
            />
          }
          errorText={t('notifications:loadFailed')}
        />
      </div>
    </PageFrame>
  );
}
