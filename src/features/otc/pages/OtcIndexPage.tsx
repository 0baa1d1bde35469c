import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { OtcAd, OtcPayKind } from '../../../api/generated/model';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { AdList } from '../components/AdList';
import { Entries } from '../components/Entries';
import { PAY_KINDS } from '../components/labels';
import { MarketFilters } from '../components/MarketFilters';
import { OrderSheet } from '../components/OrderSheet';
import styles from '../components/otc.module.css';
import { useOtcMarket } from '../components/useMarket';

type Tab = 'buy' | 'sell';
const asPayKind = (v: string | null) =>
  (PAY_KINDS as readonly string[]).includes(v ?? '') ? (v as OtcPayKind) : null;

/** pages/otc/index: the OTC market. "Buy" lists sell ads (cheapest first), "Sell" lists buy ads. */
export default function OtcIndexPage() {
  const { t } = useTranslation('otc');
  const [params, setParams] = useSearchParams();
  const market = useOtcMarket();
  const [taking, setTaking] = useState<OtcAd | null>(null);
  const tab: Tab = params.get('tab') === 'sell' ? 'sell' : 'buy';
  const payKind = asPayKind(params.get('pay_kind'));
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <PageFrame nav={<NavBar title={t('otc:title')} />} onRefresh={() => market.refetch()}>
      <div className={styles.page}>
        <SegmentedTabs
          className={styles.sideTabs}
          tabs={[
            { key: 'buy', title: t('otc:index.buy') },
            { key: 'sell', title: t('otc:index.sell') },
          ]}
          activeKey={tab}
          onChange={(key) => update({ tab: key })}
          aria-label={t('otc:index.side')}
        />
        <Entries />
        <QueryView
          query={market}
          errorText={t('otc:index.loadFailed')}
          empty={{ when: (m) => m.currencies.length === 0, text: t('otc:index.noCoins') }}
        >
          {(m) => {
            const coin =
              m.currencies.find((c) => c.currency_id === Number(params.get('coin'))) ??
              m.currencies[0]!;
            return (
              <>
                <MarketFilters
                  coins={m.currencies}
                  coinId={coin.currency_id}
                  onCoin={(id) => update({ coin: String(id) })}
                  payKind={payKind}
                  onPayKind={(kind) => update({ pay_kind: kind })}
                />
                <AdList
                  side={tab === 'buy' ? 'sell' : 'buy'}
                  currencyId={coin.currency_id}
                  decimals={coin.decimals}
                  payKind={payKind}
                  onTake={setTaking}
                />
                <OrderSheet ad={taking} market={m} onClose={() => setTaking(null)} />
              </>
            );
          }}
        </QueryView>
      </div>
    </PageFrame>
  );
}
