import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import styles from './liabilities.module.css';

/** Why there is nothing to check: the account is newer than the snapshot, or none is published. */
export function NoProof({ status }: { status: 'not_included' | 'no_snapshot' }) {
  const { t } = useTranslation('liabilities');
  const newer = status === 'not_included';
  return (
    <div role="status" className={styles.verdict}>
      <Result
        status={newer ? 'waiting' : 'info'}
        title={newer ? t('liabilities:result.notIncluded') : t('liabilities:result.noSnapshot')}
        description={
          newer
            ? t('liabilities:result.notIncludedDetail')
            : t('liabilities:result.noSnapshotDetail')
        }
      />
    </div>
  );
}
