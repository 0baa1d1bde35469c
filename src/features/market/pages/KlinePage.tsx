import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { lazy, memo, Suspense, useState } from 'react';
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
import { sideClass } from '../../../components/theme/sides';

const KlineChart = lazy(() => import('../components/KlineChart'));

/** The chart and its live candles. Its own component, so that a candle from the socket renders only
 * the chart, and a quote (header, stats) or deals update leaves the chart alone. */
const LiveChart = memo(function LiveChart({
  pairId,
  symbol,
  period,
}: {
  pairId: number;
  symbol: string | undefined;
  period: Period;
}) {
  const { t } = useTranslation('market');
  const kline = useLiveKline(pairId, symbol, period);
  const placeholder = <Skeleton className={styles.chart} animated />;
  if (kline.isPending) return placeholder;
  if (kline.isError)
    return (
      <ErrorState message={t('market:chart.loadFailed')} onRetry={() => void kline.refetch()} />
    );
  if (kline.data.candles.length === 0) return <EmptyState title={t('market:chart.empty')} />;
  return (
    <Suspense fallback={placeholder}>
      <KlineChart
        candles={kline.data.candles}
        line={period === 'timeshare'}
        daily={isDaily(period)}
        label={t('market:chart.label', {
          symbol: kline.data.symbol,
          period: periodLabels(t)[period],
        })}
      />
    </Suspense>
  );
});

/** The eight periods. Memoized with the buttons below: the live quotes re-render the page every
 * tick, and neither changes with a price. */
const PeriodTabs = memo(function PeriodTabs({
  period,
  onChange,
}: {
  period: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation('market');
  const labels = periodLabels(t);
  return (
    <SegmentedTabs
      className={styles.periods}
      aria-label={t('market:chart.periods')}
      tabs={PERIODS.map((p) => ({ key: p, title: labels[p] }))}
      activeKey={period}
      onChange={onChange}
    />
  );
});

/** Buy and sell: to the trade view of the pair, on that side. */
const TradeActions = memo(function TradeActions({ pairId }: { pairId: number }) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const trade = (side: 'buy' | 'sell') =>
    void navigate(`${PATHS.market}?view=trade&pair=${pairId}&side=${side}`);
  return (
    <div className={styles.actions}>
      <Button color="success" className={sideClass(true)} onClick={() => trade('buy')}>
        {t('market:trade.buy')}
      </Button>
      <Button color="danger" className={sideClass(false)} onClick={() => trade('sell')}>
        {t('market:trade.sell')}
      </Button>
    </div>
  );
});

/** pages/trade/kline?pair=<id>: the pair's k-line in eight periods, live, with its recent deals. */
export default function KlinePage() {
  const { t } = useTranslation('market');
  const [params] = useSearchParams();
  const pairId = Number(params.get('pair')) || 1;
  const [period, setPeriod] = useState<Period>((params.get('period') as Period | null) ?? '1min');
  const quotes = useLiveQuotes();
  const ticker = quotes.data?.groups.flatMap((g) => g.pairs).find((q) => q.pair_id === pairId);
  return (
    <PageFrame
      nav={<NavBar title={ticker?.symbol ?? t('market:chart.title')} backTo={PATHS.market} />}
      className={styles.content}
    >
      {ticker && <PairHeader ticker={ticker} chartLink={false} />}
      {ticker && <PairStats ticker={ticker} />}
      <PeriodTabs period={period} onChange={setPeriod} />
      <LiveChart pairId={pairId} symbol={ticker?.symbol} period={period} />
      {ticker && (
        <Deals
          pairId={pairId}
          priceDecimals={ticker.price_decimals}
          quantityDecimals={ticker.quantity_decimals}
        />
      )}
      <TradeActions pairId={pairId} />
    </PageFrame>
  );
}
