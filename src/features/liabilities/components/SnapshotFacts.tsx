import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import { formatDateTime } from '../../../lib/date';
import type { ProofFile } from '../verify/core';
import { HashText } from './HashText';
import styles from './liabilities.module.css';

/** Which snapshot the proof is for: when it was taken, its root, how many accounts it counts. */
export function SnapshotFacts({ snapshot }: { snapshot: ProofFile['snapshot'] }) {
  const { t, i18n } = useTranslation('liabilities');
  return (
    <section className={styles.card} aria-labelledby="liabilities-snapshot">
      <h2 id="liabilities-snapshot" className={styles.cardTitle}>
        {t('liabilities:snapshot.name', { id: snapshot.id })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('liabilities:snapshot.takenAt')}</dt>
        <dd>{formatDateTime(snapshot.taken_at, i18n.language)}</dd>
        <dt>{t('liabilities:snapshot.root')}</dt>
        <dd>
          <HashText hash={snapshot.root.hash} short />
          <CopyButton text={snapshot.root.hash} label={t('liabilities:snapshot.root')} />
        </dd>
        <dt>{t('liabilities:snapshot.accounts')}</dt>
        <dd>{snapshot.account_count}</dd>
      </dl>
    </section>
  );
}
