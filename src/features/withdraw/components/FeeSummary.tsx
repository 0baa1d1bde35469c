import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { feeOf } from '../schemas';
import styles from './withdraw.module.css';

/** Fee and actual received for the amount typed, shown before confirming; arrival and today's count. */
export function FeeSummary({ info, amount }: { info: WithdrawInfo; amount: string }) {
  const { t } = useTranslation('withdraw');
  const terms = feeOf(info, amount);
  const unit = info.currency;
  return (
    <div className={styles.summary} aria-label={t('withdraw:form.summary')}>
      <div className={styles.line}>
        <span>{t('withdraw:form.fee')}</span>
        <span data-testid="withdraw-fee">
          {terms ? (
            <AmountText value={terms.fee} decimals={info.decimals} unit={unit} />
          ) : (
            t('withdraw:form.feeRule', {
              rate: `${Number(info.fee_rate) * 100}%`,
              fixed: info.fee_fixed,
              coin: unit,
            })
          )}
        </span>
      </div>
      <div className={styles.line}>
        <span>{t('withdraw:form.receive')}</span>
        <span data-testid="withdraw-receive">
          {terms ? <AmountText value={terms.receive} decimals={info.decimals} unit={unit} /> : '--'}
        </span>
      </div>
      <div className={styles.line}>
        <span>{t('withdraw:form.minimum')}</span>
        <AmountText value={info.minimum} decimals={info.decimals} unit={unit} />
      </div>
      <div className={styles.line}>
        <span>{t('withdraw:form.arrival')}</span>
        <span>{t('withdraw:form.arrivalValue', { hours: info.arrival_hours })}</span>
      </div>
      <div className={styles.line}>
        <span>{t('withdraw:form.today')}</span>
        <span>
          {t('withdraw:form.todayValue', { used: info.today_count, limit: info.daily_limit })}
        </span>
      </div>
    </div>
  );
}
