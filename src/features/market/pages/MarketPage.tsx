import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getCoinListQueryKey,
  getCurrencyUserCurrencyListQueryKey,
  useCurrencyUserCurrencyList,
} from '../../../api/generated/endpoints/market/market';
import type { Ticker } from '../../../api/generated/model';
import { useLiveQuotes } from '../../../api/useLiveQuotes';
import { useSocketResync } from '../../../api/useSocket';
import { useDeferredResult } from '../../../api/useDeferredResult';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QuoteList } from '../../../components/QuoteList/QuoteList';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import styles from '../components/market.module.css';
import { OrderList } from '../components/OrderList';
import { PairHeader } from '../components/PairHeader';
import { TradeForm } from '../components/TradeForm';

type View = 'markets' | 'trade';

/** pages/trade/index (tab Market): the pairs with price and 24h change, and spot trading of one pair. */
export default function MarketPage() {
  const { t } = useTranslation('market');
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'trade' ? 'trade' : 'markets';
  // An answer (or a tick) is drawn in the background, in slices (src/api/useDeferredResult.ts).
  const quotes = useDeferredResult(useLiveQuotes());
  const holdings = useCurrencyUserCurrencyList();
  const client = useQueryClient();
  // Stable, so that the order list (memoized) is not re-rendered by every live quote.
  const refresh = useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: getCurrencyUserCurrencyListQueryKey() }),
        client.invalidateQueries({ queryKey: getCoinListQueryKey() }),
      ]),
    [client],
  );
  // A fill pushed on the socket, or a reconnect, refreshes balances and orders.
  useSocketResync([getCurrencyUserCurrencyListQueryKey(), getCoinListQueryKey()], true);

  const go = (next: Record<string, string>) =>
    setParams((p) => ({ ...Object.fromEntries(p), ...next }), { replace: true });
  const all = quotes.data?.groups.flatMap((g) => g.pairs) ?? [];
  const selected = all.find((q) => String(q.pair_id) === params.get('pair')) ?? all[0];
  const available = (currencyId: number) =>
    holdings.data?.find((h) => h.currency_id === currencyId)?.available ?? '0';
  const labels = {
    pair: t('market:list.pair'),
    price: t('market:list.price'),
    change: t('market:list.change'),
  };

  let body;
  if (quotes.isPending) body = <Skeleton.Paragraph lineCount={8} animated />;
  else if (quotes.isError)
    body = (
      <ErrorState message={t('market:list.loadFailed')} onRetry={() => void quotes.refetch()} />
    );
  else if (view === 'markets' || !selected)
    body = quotes.data.groups.map((g) => (
      <section key={g.quote_currency_id} aria-label={g.quote}>
        <h2 className={styles.muted}>{g.quote}</h2>
        <QuoteList
          tickers={g.pairs}
          labels={labels}
          selectedId={selected?.pair_id}
          onSelect={(q: Ticker) => go({ pair: String(q.pair_id), view: 'trade' })}
        />
      </section>
    ));
  else
    body = (
      <>
        <PairHeader ticker={selected} />
        <TradeForm
          key={selected.pair_id}
          ticker={selected}
          available={available}
          initialSide={params.get('side') === 'sell' ? 'sell' : 'buy'}
          onPlaced={refresh}
        />
        <OrderList onChanged={refresh} />
      </>
    );

  return (
    <PageFrame nav={<NavBar title={t('market:title')} back={false} />} className={styles.content}>
      <SegmentedTabs
        aria-label={t('market:title')}
        tabs={[
          { key: 'markets', title: t('market:view.markets') },
          { key: 'trade', title: t('market:view.trade') },
        ]}
        activeKey={view}
        onChange={(key) => go({ view: key })}
      />
      {body}
    </PageFrame>
  );
}
