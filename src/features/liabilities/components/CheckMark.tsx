import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './liabilities.module.css';

/** A check's mark, read out as "Passed" or "Failed". */
export function CheckMark({ passed }: { passed: boolean }) {
  const { t } = useTranslation('liabilities');
  return (
    <span
      role="img"
      aria-label={passed ? t('liabilities:check.passed') : t('liabilities:check.failed')}
      className={passed ? styles.passed : styles.failed}
    >
      {passed ? <CheckCircleFill aria-hidden /> : <CloseCircleFill aria-hidden />}
    </span>
  );
}
