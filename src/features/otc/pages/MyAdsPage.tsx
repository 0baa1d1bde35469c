import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getOtcMyTradeListQueryKey,
  otcMyTradeList,
  useOtcBail,
} from '../../../api/generated/endpoints/otc/otc';
import type { OtcAd, OtcMyTradeListStatus } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { AdFormSheet } from '../components/AdFormSheet';
import { MarginCard } from '../components/MarginCard';
import { MyAdItem } from '../components/MyAdItem';
import styles from '../components/otc.module.css';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { coinOf, useOtcMarket } from '../components/useMarket';

type Filter = 'all' | OtcMyTradeListStatus;
const asFilter = (v: string | null): Filter => (v === 'online' || v === 'offline' ? v : 'all');

/** pages/otc/mylist: my posts (online / offline), the margin, and publishing or editing an ad. */
export default function MyAdsPage() {
  const { t } = useTranslation('otc');
  const [params, setParams] = useSearchParams();
  const filter = asFilter(params.get('status'));
  const market = useOtcMarket();
  const margin = useOtcBail({ query: { staleTime: 0 } });
  const status = filter === 'all' ? undefined : filter;
  const query = usePagedQuery<OtcAd>(
    getOtcMyTradeListQueryKey(status ? { status } : undefined),
    (page, signal) =>
      otcMyTradeList({ ...(status ? { status } : {}), page, limit: PAGE_SIZE }, undefined, signal),
  );
  // ?publish=1 (from the market's "Post an ad") opens the form at once.
  const [editing, setEditing] = useState<OtcAd | null>(null);
  const publishing = params.get('publish') === '1';
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const post = (
    <button type="button" className={styles.navAction} onClick={() => setParam('publish', '1')}>
      {t('otc:myAds.post')}
    </button>
  );
  const tabs = [
    { key: 'all' as const, title: t('otc:myAds.all') },
    { key: 'online' as const, title: t('otc:adStatus.online') },
    { key: 'offline' as const, title: t('otc:adStatus.offline') },
  ];
  return (
    <PageFrame
      nav={<NavBar title={t('otc:myAds.title')} right={post} />}
      onRefresh={() => Promise.all([query.refetch(), margin.refetch()])}
    >
      <div className={styles.page}>
        <QueryView query={margin} errorText={t('otc:margin.loadFailed')}>
          {(m) => <MarginCard margin={m} />}
        </QueryView>
        <SegmentedTabs
          tabs={tabs}
          activeKey={filter}
          onChange={(key) => setParam('status', key === 'all' ? null : key)}
          aria-label={t('otc:myAds.filter')}
        />
        <PagedList
          query={query}
          label={t('otc:myAds.title')}
          errorText={t('otc:myAds.loadFailed')}
          listClassName={styles.list}
          empty={
            <EmptyState
              title={t('otc:myAds.empty')}
              description={t('otc:myAds.emptyHint')}
              action={
                <Button color="primary" onClick={() => setParam('publish', '1')}>
                  {t('otc:myAds.post')}
                </Button>
              }
            />
          }
          renderItem={(ad) => (
            <MyAdItem
              key={ad.id}
              ad={ad}
              decimals={coinOf(market.data, ad.currency_id).decimals}
              onEdit={setEditing}
            />
          )}
        />
      </div>
      <AdFormSheet
        open={publishing || editing !== null}
        ad={editing ?? undefined}
        onClose={() => (editing ? setEditing(null) : setParam('publish', null))}
      />
    </PageFrame>
  );
}
