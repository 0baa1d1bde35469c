import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTaskSearch } from '../../../api/generated/endpoints/tasks/tasks';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { PATHS } from '../../../lib/paths';
import { ArticleList } from './ArticleList';
import styles from './help.module.css';

/** Coins, pairs and help articles matching `keyword`. */
export function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const result = useTaskSearch({ keyword });
  if (result.isPending) return <Skeleton.Paragraph lineCount={5} animated aria-busy="true" />;
  if (result.isError)
    return <ErrorState message={t('search:failed')} onRetry={() => void result.refetch()} />;
  const { coins, pairs, articles } = result.data;
  if (coins.length + pairs.length + articles.length === 0)
    return <EmptyState title={t('search:noResults')} />;
  const toMarket = (symbol: string) =>
    navigate(`${PATHS.market}?symbol=${encodeURIComponent(symbol)}`);
  return (
    <>
      {coins.length > 0 && (
        <section>
          <h2 className={styles.heading}>{t('search:coins')}</h2>
          <ul className={styles.card} aria-label={t('search:coins')}>
            {coins.map((c) => (
              <li key={c.currency_id}>
                <button
                  type="button"
                  className={`${styles.item} ${styles.row}`}
                  onClick={() => toMarket(`${c.symbol}/USDT`)}
                >
                  <strong>{c.symbol}</strong>
                  <span className={styles.summary}>{c.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {pairs.length > 0 && (
        <section>
          <h2 className={styles.heading}>{t('search:pairs')}</h2>
          <ul className={styles.card} aria-label={t('search:pairs')}>
            {pairs.map((p) => (
              <li key={p.symbol}>
                <button type="button" className={styles.item} onClick={() => toMarket(p.symbol)}>
                  <strong>{p.symbol}</strong>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {articles.length > 0 && (
        <section>
          <h2 className={styles.heading}>{t('search:articles')}</h2>
          <ArticleList
            items={articles}
            detailPath={PATHS.helpDetail}
            label={t('search:articles')}
          />
        </section>
      )}
    </>
  );
}
