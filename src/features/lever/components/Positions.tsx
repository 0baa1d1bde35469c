import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getLeverDealQueryKey,
  getLeverMyTradeQueryKey,
  useLeverMyTrade,
} from '../../../api/generated/endpoints/lever/lever';
import type { LeverStatus } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import styles from './lever.module.css';
import { PositionCard } from './PositionCard';

const POLL_MS = 3000;

/** Positions by tab: holding (polled for price and stops), closed, cancelled. Memoized: the page's
 * own price polling leaves the list alone (it polls on its own). */
export const Positions = memo(function Positions() {
  const { t } = useTranslation('lever');
  const [status, setStatus] = useState<LeverStatus>('holding');
  const queryClient = useQueryClient();
  const list = useLeverMyTrade(
    { status, limit: 20 },
    { query: { refetchInterval: status === 'holding' ? POLL_MS : false } },
  );
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getLeverMyTradeQueryKey().slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: getLeverDealQueryKey().slice(0, 2) }),
    ]);
  const items = list.data?.items ?? [];
  let body;
  if (list.isPending) body = <Skeleton.Paragraph lineCount={4} animated />;
  else if (items.length === 0) body = <EmptyState title={t('lever:positions.empty')} />;
  else body = items.map((p) => <PositionCard key={p.id} position={p} onChanged={refresh} />);
  return (
    <section className={styles.positions} aria-label={t('lever:positions.title')}>
      <SegmentedTabs
        aria-label={t('lever:positions.title')}
        activeKey={status}
        onChange={setStatus}
        tabs={[
          { key: 'holding', title: t('lever:positions.holding') },
          { key: 'closed', title: t('lever:positions.closedTab') },
          { key: 'cancelled', title: t('lever:positions.cancelled') },
        ]}
      />
      {body}
    </section>
  );
});
