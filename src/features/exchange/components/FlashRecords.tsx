import { useTranslation } from 'react-i18next';
import { useWalletFlashAgainstList } from '../../../api/generated/endpoints/exchange/exchange';
import type { FlashExchange } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { formatDate } from '../../../lib/date';
import styles from './exchange.module.css';
import { RecordList } from './RecordList';

export const RECORDS_LIMIT = 20;

/** The user's latest flash exchanges. */
export function FlashRecords({ decimalsOf }: { decimalsOf: (currencyId: number) => number }) {
  const { t, i18n } = useTranslation('exchange');
  const list = useWalletFlashAgainstList({ page: 1, limit: RECORDS_LIMIT });
  const renderItem = (r: FlashExchange) => (
    <li key={r.id} className={styles.item}>
      <div className={styles.row}>
        <span>
          {r.currency} → {r.to_currency}
        </span>
        <span className={styles.muted}>{formatDate(r.created_at, i18n.language)}</span>
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('exchange:flash.paid')}</span>
        <AmountText value={r.amount} decimals={decimalsOf(r.currency_id)} unit={r.currency} />
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('exchange:flash.received')}</span>
        <AmountText
          value={r.receive}
          decimals={decimalsOf(r.to_currency_id)}
          unit={r.to_currency}
        />
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('exchange:flash.fee')}</span>
        <AmountText value={r.fee} decimals={decimalsOf(r.to_currency_id)} unit={r.to_currency} />
      </div>
    </li>
  );
  return (
    <section className={styles.section} aria-label={t('exchange:flash.records')}>
      <h2 className={styles.sectionTitle}>{t('exchange:flash.records')}</h2>
      <RecordList
        query={list}
        renderItem={renderItem}
        emptyText={t('exchange:flash.recordsEmpty')}
        errorText={t('exchange:flash.recordsFailed')}
      />
    </section>
  );
}
