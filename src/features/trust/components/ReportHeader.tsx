import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import type { Family } from '../../../api/generated/model';
import { useLhDepositReport } from '../../../api/generated/endpoints/trust/trust';
import { AmountText } from '../../../components/AmountText/AmountText';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import styles from './trust.module.css';

/** The user's totals of a family, in USDT: hosted now, income today, income in all. */
export function ReportHeader({ family }: { family: Family }) {
  const { t } = useTranslation('trust');
  const report = useLhDepositReport({ family });
  if (report.isPending) {
    return (
      <section className={styles.hero} aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
    );
  }
  if (report.isError)
    return (
      <ErrorState message={t('trust:report.loadFailed')} onRetry={() => void report.refetch()} />
    );
  const data = report.data;
  return (
    <section className={styles.hero} aria-label={t('trust:report.title')}>
      <p className={styles.heroLabel}>{t('trust:report.hosted')}</p>
      <p className={styles.heroValue} data-testid="report-hosted">
        <AmountText value={data.hosted_usdt} decimals={2} group unit="USDT" />
      </p>
      <div className={styles.heroRow}>
        <span>
          {t('trust:report.today')}
          <strong data-testid="report-today">
            <AmountText value={data.today_income_usdt} decimals={4} group />
          </strong>
        </span>
        <span>
          {t('trust:report.total')}
          <strong data-testid="report-total">
            <AmountText value={data.total_income_usdt} decimals={4} group />
          </strong>
        </span>
      </div>
    </section>
  );
}
