import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLiveQuotes } from '../../../api/useLiveQuotes';
import { useDeferredResult } from '../../../api/useDeferredResult';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { QuoteList } from '../../../components/QuoteList/QuoteList';
import { PATHS } from '../../../lib/paths';
import styles from './home.module.css';

/**
 * The main pairs' quotes (those quoted in the base coin), live. The quotes are this section's own
 * query, not the page's: when they arrive or tick, only this section draws again, not the search,
 * banner and shortcuts above it (on a throttled phone that page-wide redraw was a 60 ms task).
 */
export function HomeQuotes() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  // An answer (or a tick) is drawn in the background, in slices (src/api/useDeferredResult.ts).
  const quotes = useDeferredResult(useLiveQuotes());

  let list;
  if (quotes.isPending) {
    list = <Skeleton.Paragraph lineCount={6} animated aria-busy="true" />;
  } else if (quotes.isError) {
    list = (
      <ErrorState message={t('home:quotes.loadFailed')} onRetry={() => void quotes.refetch()} />
    );
  } else {
    const main = quotes.data.groups[0]?.pairs ?? [];
    list = main.length ? (
      <QuoteList
        tickers={main}
        labels={{
          pair: t('home:quotes.pair'),
          price: t('home:quotes.price'),
          change: t('home:quotes.change'),
        }}
        onSelect={(q) => void navigate(`${PATHS.kline}?pair=${q.pair_id}`)}
      />
    ) : (
      <EmptyState title={t('home:quotes.empty')} />
    );
  }

  return (
    <>
      <h3 className={styles.sectionTitle}>{t('home:quotes.title')}</h3>
      {list}
    </>
  );
}
