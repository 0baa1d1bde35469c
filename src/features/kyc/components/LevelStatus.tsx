import { useTranslation } from 'react-i18next';
import type { KycLevelState } from '../../../api/generated/model';
import { KycLevelTag } from './KycLevelTag';
import styles from './kyc.module.css';

/** Shown instead of a form once an application is under review or verified. */
export function LevelStatus({ state }: { state: KycLevelState }) {
  const { t } = useTranslation('kyc');
  return (
    <div className={styles.notice} role="status">
      <KycLevelTag status={state.status} />{' '}
      {state.status === 'verified' ? t('kyc:result.verified') : t('kyc:result.underReview')}
    </div>
  );
}

/** The operator's reason, above the form, when the last application was rejected. */
export function RejectedNotice({ state }: { state: KycLevelState }) {
  const { t } = useTranslation('kyc');
  if (state.status !== 'rejected') return null;
  return (
    <p className={`${styles.notice} ${styles.rejected}`} role="alert">
      {t('kyc:result.rejected', { reason: state.reason ?? '' })}
    </p>
  );
}
