import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useUserMyAccountReturn } from '../../../api/generated/endpoints/referral/referral';
import { AmountText } from '../../../components/AmountText/AmountText';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { formatDate } from '../../../lib/date';
import { percentText } from './percent';
import styles from './promotion.module.css';

/** Rebates paid to me: totals per coin, then each rebate with the member who paid the fee. */
export function RebateList() {
  const { t, i18n } = useTranslation('promotion');
  const rebates = useUserMyAccountReturn({ page: 1, limit: 50 });
  if (rebates.isPending) return <Skeleton.Paragraph lineCount={4} animated aria-busy="true" />;
  if (rebates.isError)
    return (
      <ErrorState
        message={t('promotion:rebates.loadFailed')}
        onRetry={() => void rebates.refetch()}
      />
    );
  const { items, totals } = rebates.data;
  if (items.length === 0) return <EmptyState title={t('promotion:rebates.empty')} />;
  return (
    <>
      <ul className={styles.card} aria-label={t('promotion:rebates.totals')}>
        {totals.map((total) => (
          <li key={total.currency_id} className={styles.row}>
            <span>{t('promotion:rebates.total', { coin: total.currency })}</span>
            <AmountText value={total.amount} decimals={8} unit={total.currency} />
          </li>
        ))}
      </ul>
      <ul className={styles.card} aria-label={t('promotion:tabs.rebates')}>
        {items.map((r) => (
          <li key={r.id} className={styles.row}>
            <div>
              <div>{r.from_account}</div>
              <div className={styles.muted}>{formatDate(r.created_at, i18n.language)}</div>
            </div>
            <div style={{ textAlign: 'right' }}>
              <AmountText value={r.amount} decimals={8} unit={r.currency} showPlus colorBySign />
              <div className={styles.muted}>
                {t('promotion:rebates.ofFee', { fee: r.fee, ratio: percentText(r.ratio) })}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
