import { useTranslation } from 'react-i18next';
import type { RankingEntry } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import styles from './promotion.module.css';

/** The top 10 inviters by direct team size. */
export function RankingList({ ranking }: { ranking: RankingEntry[] }) {
  const { t } = useTranslation('promotion');
  if (ranking.length === 0) return <EmptyState title={t('promotion:ranking.empty')} />;
  return (
    <ol className={styles.card} aria-label={t('promotion:ranking.title')}>
      {ranking.map((r) => (
        <li key={r.rank} className={styles.row}>
          <span>
            <span className={`${styles.rank} ${r.rank <= 3 ? styles.top : ''}`}>{r.rank}</span>
            {r.account}
          </span>
          <span className={styles.muted}>
            {t('promotion:ranking.members', { n: r.team_count })}
          </span>
        </li>
      ))}
    </ol>
  );
}
