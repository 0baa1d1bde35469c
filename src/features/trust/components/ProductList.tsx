import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Family } from '../../../api/generated/model';
import { useLhDepositConfig } from '../../../api/generated/endpoints/trust/trust';
import { useDeferredResult } from '../../../api/useDeferredResult';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ProductCard } from './ProductCard';
import { percent } from './rates';
import styles from './trust.module.css';

/** The products of a family, the highest expected 30-day return highlighted above them. */
export function ProductList({ family, detailPath }: { family: Family; detailPath: string }) {
  const { t } = useTranslation('trust');
  const navigate = useNavigate();
  // An answer (or a tick) is drawn in the background, in slices (src/api/useDeferredResult.ts).
  const config = useDeferredResult(useLhDepositConfig({ family }));
  if (config.isPending) {
    return (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (config.isError)
    return (
      <ErrorState message={t('trust:products.loadFailed')} onRetry={() => void config.refetch()} />
    );
  const { items, max_expected_30d_rate } = config.data;
  if (items.length === 0) return <EmptyState title={t('trust:products.empty')} />;
  return (
    <>
      <p className={styles.highlight} data-testid="max-30d">
        <span>{t('trust:products.max30')}</span>
        <strong>{percent(max_expected_30d_rate)}</strong>
      </p>
      <ul className={styles.list} aria-label={t('trust:products.title')}>
        {items.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            onOpen={() => void navigate(`${detailPath}?id=${product.id}`)}
          />
        ))}
      </ul>
    </>
  );
}
