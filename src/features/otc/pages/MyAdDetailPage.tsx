import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useOtcMyTradeDetail } from '../../../api/generated/endpoints/otc/otc';
import { CoinIcon } from '../../../components/CoinIcon';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { formatDateTime } from '../../../lib/date';
import { PATHS } from '../../../lib/paths';
import { AdFormSheet } from '../components/AdFormSheet';
import { DetailRows } from '../components/DetailRows';
import { MyAdActions } from '../components/MyAdActions';
import { MyAdTerms } from '../components/MyAdTerms';
import { OrderItem } from '../components/OrderItem';
import styles from '../components/otc.module.css';
import { AdStatusTag } from '../components/StatusTags';
import { coinOf, useOtcMarket } from '../components/useMarket';

/** pages/otc/mydetail?id=: one of my ads: its terms, what is left, its orders. */
export default function MyAdDetailPage() {
  const { t, i18n } = useTranslation('otc');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useOtcMyTradeDetail({ id }, { query: { enabled: id > 0 } });
  const market = useOtcMarket();
  const [editing, setEditing] = useState(false);
  return (
    <PageFrame nav={<NavBar title={t('otc:myAd.title')} />} onRefresh={() => detail.refetch()}>
      <div className={styles.page}>
        <QueryView query={detail} errorText={t('otc:myAd.loadFailed')}>
          {({ ad, orders }) => {
            const decimals = coinOf(market.data, ad.currency_id).decimals;
            return (
              <>
                <section className={styles.card} aria-labelledby="otc-my-ad">
                  <div className={styles.cardHead}>
                    <div className={styles.coinTitle}>
                      <CoinIcon symbol={ad.currency} size={24} />
                      <h2 id="otc-my-ad" className={ad.side === 'sell' ? styles.sell : styles.buy}>
                        {ad.side === 'sell'
                          ? t('otc:myAds.sideSell', { coin: ad.currency })
                          : t('otc:myAds.sideBuy', { coin: ad.currency })}
                      </h2>
                    </div>
                    <AdStatusTag status={ad.status} />
                  </div>
                  <MyAdTerms ad={ad} decimals={decimals} />
                  <DetailRows
                    rows={[
                      [t('otc:myAd.created'), formatDateTime(ad.created_at, i18n.language)],
                      ad.remark ? [t('otc:ad.remark'), ad.remark] : null,
                    ]}
                  />
                  {ad.status === 'online' && (
                    <p className={styles.hint}>{t('otc:myAd.editHint')}</p>
                  )}
                  <MyAdActions
                    ad={ad}
                    onEdit={() => setEditing(true)}
                    onDeleted={() => void navigate(PATHS.otcMyAds, { replace: true })}
                  />
                </section>
                <h2 className={styles.sectionHeading}>
                  {t('otc:myAd.orders', { count: orders.length })}
                </h2>
                {orders.length === 0 ? (
                  <EmptyState title={t('otc:myAd.noOrders')} />
                ) : (
                  <ul className={styles.list} aria-label={t('otc:myAd.ordersLabel')}>
                    {orders.map((order) => (
                      <OrderItem key={order.id} order={order} decimals={decimals} />
                    ))}
                  </ul>
                )}
                <AdFormSheet open={editing} ad={ad} onClose={() => setEditing(false)} />
              </>
            );
          }}
        </QueryView>
      </div>
    </PageFrame>
  );
}
