import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getOtcMyTradeOrderListQueryKey,
  otcMyTradeOrderList,
} from '../../../api/generated/endpoints/otc/otc';
import type { OtcOrder, OtcOrderTab } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { OrderItem } from '../components/OrderItem';
import styles from '../components/otc.module.css';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { coinOf, useOtcMarket } from '../components/useMarket';

const TABS: readonly OtcOrderTab[] = ['incomplete', 'completed', 'cancelled'];
const asTab = (v: string | null): OtcOrderTab =>
  (TABS as readonly string[]).includes(v ?? '') ? (v as OtcOrderTab) : 'incomplete';

/** pages/otc/list: the user's orders as buyer or seller: incomplete, completed, cancelled. */
export default function OrderListPage() {
  const { t } = useTranslation('otc');
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const market = useOtcMarket();
  const query = usePagedQuery<OtcOrder>(getOtcMyTradeOrderListQueryKey({ tab }), (page, signal) =>
    otcMyTradeOrderList({ tab, page, limit: PAGE_SIZE }, undefined, signal),
  );
  const tabs = [
    { key: 'incomplete' as const, title: t('otc:orders.incomplete') },
    { key: 'completed' as const, title: t('otc:orders.completed') },
    { key: 'cancelled' as const, title: t('otc:orders.cancelled') },
  ];
  return (
    <PageFrame nav={<NavBar title={t('otc:orders.title')} />} onRefresh={() => query.refetch()}>
      <SegmentedTabs
        tabs={tabs}
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        aria-label={t('otc:orders.title')}
      />
      <div className={styles.page}>
        <PagedList
          query={query}
          label={t('otc:orders.title')}
          errorText={t('otc:orders.loadFailed')}
          listClassName={styles.list}
          empty={<EmptyState title={t('otc:orders.empty')} />}
          renderItem={(order) => (
            <OrderItem
              key={order.id}
              order={order}
              decimals={coinOf(market.data, order.currency_id).decimals}
            />
          )}
        />
      </div>
    </PageFrame>
  );
}
