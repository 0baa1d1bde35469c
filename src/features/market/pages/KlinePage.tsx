import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Period } from '../../../api/generated/model';
import { useLiveQuotes } from '../../../api/useLiveQuotes';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { PATHS } from '../../../lib/paths';
import { Deals } from '../components/Deals';
import styles from '../components/market.module.css';
import { PairHeader } from '../components/PairHeader';
import { PairStats } from '../components/PairStats';
import { isDaily, PERIODS, periodLabels } from '../components/periods';
import { useLiveKline } from '../components/useLiveKline';

const KlineChart = lazy(() => import('../components/KlineChart'));

/** pages/trade/kline?pair=<id>: the pair's k-line in eight periods, live, with its recent deals. */
export default function KlinePage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pairId = Number(params.get('pair')) || 1;
  const [period, setPeriod] = useState<Period>((params.get('period') as Period | null) ?? '1min');
  const quotes = useLiveQuotes();
  const ticker = quotes.data?.groups.flatMap((g) => g.pairs).find((q) => q.pair_id === pairId);
  const kline = useLiveKline(pairId, ticker?.symbol, period);
  const labels = periodLabels(t);
  const placeholder = <Skeleton className={styles.chart} animated />;

  let chart;
  if (kline.isPending) chart = placeholder;
  else if (kline.isError)
    chart = (
      <ErrorState message={t('market:chart.loadFailed')} onRetry={() => void kline.refetch()} />
    );
  else if (kline.data.candles.length === 0) chart = <EmptyState title={t('market:chart.empty')} />;
  else
    chart = (
      <Suspense fallback={placeholder}>
        <KlineChart
          candles={kline.data.candles}
          line={period === 'timeshare'}
          daily={isDaily(period)}
          label={t('market:chart.label', { symbol: kline.data.symbol, period: labels[period] })}
        />
      </Suspense>
    );

  const trade = (side: 'buy' | 'sell') =>
    void navigate(`${PATHS.market}?view=trade&pair=${pairId}&side=${side}`);
  return (
    <PageFrame
      nav={<NavBar title={ticker?.symbol ?? t('market:chart.title')} backTo={PATHS.market} />}
      className={styles.content}
    >
      {ticker && <PairHeader ticker={ticker} chartLink={false} />}
      {ticker && <PairStats ticker={ticker} />}
      <SegmentedTabs
        className={styles.periods}
        aria-label={t('market:chart.periods')}
        tabs={PERIODS.map((p) => ({ key: p, title: labels[p] }))}
        activeKey={period}
        onChange={setPeriod}
      />
      {chart}
      {ticker && <Deals pairId={pairId} ticker={ticker} />}
      <div className={styles.actions}>
        <Button color="success" onClick={() => trade('buy')}>
          {t('market:trade.buy')}
        </Button>
        <Button color="danger" onClick={() => trade('sell')}>
          {t('market:trade.sell')}
        </Button>
      </div>
    </PageFrame>
  );
}
