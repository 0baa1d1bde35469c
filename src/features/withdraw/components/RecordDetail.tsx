import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { formatDate } from '../../../lib/date';
import styles from './withdraw.module.css';
import { WithdrawStatusTag } from './WithdrawStatusTag';

/** One withdrawal in full: type, destination, amount, fee, actual received, times, status, the payout's reference once paid, reason. */
export function RecordDetail({ record, decimals }: { record: Withdrawal; decimals: number }) {
  const { t, i18n } = useTranslation('withdraw');
  const unit = record.currency;
  const line = (label: string, value: React.ReactNode) => (
    <div className={styles.line}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
  return (
    <section className={styles.detail} aria-label={t('withdraw:records.detail')}>
      {line(t('withdraw:records.status'), <WithdrawStatusTag status={record.status} />)}
      {line(
        t('withdraw:records.type'),
        record.method === 'bank'
          ? t('withdraw:records.typeBank')
          : t('withdraw:records.typeChain', { network: record.network ?? '' }),
      )}
      {line(t('withdraw:records.destination'), record.destination)}
      {line(
        t('withdraw:records.amount'),
        <AmountText value={record.amount} decimals={decimals} unit={unit} />,
      )}
      {line(
        t('withdraw:records.fee'),
        <AmountText value={record.fee} decimals={decimals} unit={unit} />,
      )}
      {line(
        t('withdraw:records.receive'),
        <AmountText value={record.receive} decimals={decimals} unit={unit} />,
      )}
      {record.remark && line(t('withdraw:records.remark'), record.remark)}
      {line(t('withdraw:records.time'), formatDate(record.created_at, i18n.language))}
      {record.reviewed_at &&
        line(t('withdraw:records.reviewedAt'), formatDate(record.reviewed_at, i18n.language))}
      {record.payout_reference &&
        line(t('withdraw:records.payoutReference'), record.payout_reference)}
      {record.reason && line(t('withdraw:records.reason'), record.reason)}
    </section>
  );
}
