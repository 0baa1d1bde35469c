import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FollowStatus } from '../../../api/generated/model';
import { useLhSendGetRecommend } from '../../../api/generated/endpoints/trust/trust';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { FollowOrders } from '../components/FollowOrders';
import { ProductList } from '../components/ProductList';
import { ReportHeader } from '../components/ReportHeader';
import { TraderCard } from '../components/TraderCard';
import styles from '../components/trust.module.css';

function RecommendedTraders() {
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const traders = useLhSendGetRecommend();
  if (traders.isPending)
    return (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  if (traders.isError)
    return (
      <ErrorState
        message={t('finance:index.tradersFailed')}
        onRetry={() => void traders.refetch()}
      />
    );
  if (traders.data.length === 0) return <EmptyState title={t('finance:index.noTraders')} />;
  return (
    <ul className={styles.list} aria-label={t('finance:index.recommended')}>
      {traders.data.map((trader) => (
        <TraderCard
          key={trader.id}
          trader={trader}
          onFollow={() => void navigate(`${PATHS.financeBuy}?trader=${trader.id}`)}
        />
      ))}
    </ul>
  );
}

/** pages/finance/index: finance products, recommended traders to copy, and the follow orders. */
export default function FinanceIndexPage() {
  const { t } = useTranslation('finance');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FollowStatus>('in_progress');
  return (
    <PageFrame
      nav={<NavBar title={t('finance:index.title')} backTo={PATHS.trust} />}
      onRefresh={() => queryClient.invalidateQueries()}
      className={styles.content}
    >
      <ReportHeader family="finance" />
      <nav className={styles.links} aria-label={t('finance:index.more')}>
        <Link to={PATHS.financeOrders}>{t('finance:index.orders')}</Link>
        <Link to={PATHS.financeRule}>{t('finance:index.rules')}</Link>
      </nav>
      <h2 className={styles.section}>{t('finance:index.products')}</h2>
      <ProductList family="finance" detailPath={PATHS.financeBuy} />
      <h2 className={styles.section}>{t('finance:index.recommended')}</h2>
      <RecommendedTraders />
      <h2 className={styles.section}>{t('finance:index.followOrders')}</h2>
      <FollowOrders status={status} onStatus={setStatus} />
    </PageFrame>
  );
}
