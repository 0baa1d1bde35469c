import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useOtcAgent } from '../../../api/generated/endpoints/otc/otc';
import type { OtcAd } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { AdCard } from '../components/AdCard';
import { OrderSheet } from '../components/OrderSheet';
import styles from '../components/otc.module.css';
import { TraderCard } from '../components/TraderCard';
import { coinOf, useOtcMarket } from '../components/useMarket';

/** pages/otc/hisdetail?user_id=: another trader's record and online ads, which can be taken here. */
export default function TraderPage() {
  const { t } = useTranslation('otc');
  const [params] = useSearchParams();
  const userId = Number(params.get('user_id')) || undefined;
  const profile = useOtcAgent(userId ? { user_id: userId } : undefined);
  const market = useOtcMarket();
  const [taking, setTaking] = useState<OtcAd | null>(null);
  return (
    <PageFrame nav={<NavBar title={t('otc:trader.title')} />} onRefresh={() => profile.refetch()}>
      <div className={styles.page}>
        <QueryView query={profile} errorText={t('otc:trader.loadFailed')}>
          {({ trader, ads }) => (
            <>
              <TraderCard trader={trader} />
              <h2 className={styles.sectionHeading}>{t('otc:trader.ads')}</h2>
              {ads.length === 0 ? (
                <EmptyState title={t('otc:trader.noAds')} />
              ) : (
                <ul className={styles.list} aria-label={t('otc:trader.ads')}>
                  {ads.map((ad) => (
                    <AdCard
                      key={ad.id}
                      ad={ad}
                      decimals={coinOf(market.data, ad.currency_id).decimals}
                      onTake={setTaking}
                      plainTrader
                    />
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryView>
        {market.data && (
          <OrderSheet ad={taking} market={market.data} onClose={() => setTaking(null)} />
        )}
      </div>
    </PageFrame>
  );
}
