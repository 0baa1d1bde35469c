import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import type { Verification } from '../verify/verification';
import { FAILURE_TEXT } from './failureText';
import styles from './liabilities.module.css';

/** The outcome, in one sentence: included, or what failed. */
export function VerificationVerdict({ verification }: { verification: Verification }) {
  const { t } = useTranslation('liabilities');
  const { ok, failure = 'malformed' } = verification;
  return (
    <div role="status" className={styles.verdict}>
      <Result
        status={ok ? 'success' : 'error'}
        title={ok ? t('liabilities:result.included') : t('liabilities:result.failed')}
        description={
          // i18n-dynamic: FAILURE_TEXT in ./failureText.ts
          ok ? t('liabilities:result.includedDetail') : t(FAILURE_TEXT[failure])
        }
      />
    </div>
  );
}
