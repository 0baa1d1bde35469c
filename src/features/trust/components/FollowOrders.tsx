import { useTranslation } from 'react-i18next';
import type { FollowOrder, FollowStatus } from '../../../api/generated/model';
import {
  getLhSendOrderListQueryKey,
  lhSendOrderList,
} from '../../../api/generated/endpoints/trust/trust';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { FollowOrderCard } from './FollowOrderCard';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import styles from './trust.module.css';

/** The user's follow orders: in progress or ended. */
export function FollowOrders({
  status,
  onStatus,
}: {
  status: FollowStatus;
  onStatus: (s: FollowStatus) => void;
}) {
  const { t } = useTranslation(['finance', 'trust']);
  const query = usePagedQuery<FollowOrder>(getLhSendOrderListQueryKey({ status }), (page, signal) =>
    lhSendOrderList({ status, page, limit: 20 }, undefined, signal),
  );
  const tabs = [
    { key: 'in_progress' as FollowStatus, title: t('finance:follow.inProgress') },
    { key: 'ended' as FollowStatus, title: t('finance:follow.ended') },
  ];
  return (
    <>
      <SegmentedTabs
        tabs={tabs}
        activeKey={status}
        onChange={onStatus}
        aria-label={t('finance:follow.tabs')}
      />
      <PagedList
        query={query}
        label={t('finance:follow.listLabel')}
        renderItem={(order) => <FollowOrderCard key={order.id} order={order} />}
        empty={t('finance:follow.empty')}
        errorText={t('finance:follow.loadFailed')}
        listClassName={styles.list}
      />
    </>
  );
}
