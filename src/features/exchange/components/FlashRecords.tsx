import { useTranslation } from 'react-i18next';
import {
  getWalletFlashAgainstListQueryKey,
  walletFlashAgainstList,
} from '../../../api/generated/endpoints/exchange/exchange';
import type { FlashExchange } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { formatDate } from '../../../lib/date';
import styles from './exchange.module.css';

/** The user's flash exchanges, newest first, a page at a time as the user scrolls. */
export function FlashRecords({ decimalsOf }: { decimalsOf: (currencyId: number) => number }) {
  const { t, i18n } = useTranslation('exchange');
  const list = usePagedQuery<FlashExchange>(getWalletFlashAgainstListQueryKey(), (page, signal) =>
    walletFlashAgainstList({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  const renderItem = (r: FlashExchange) => (
    <li key={r.id} className={styles.item}>
      <div className={styles.row}>
        <span className={styles.coin}>
          <span className={styles.coinPair}>
            <CoinIcon symbol={r.currency} size={20} />
            <CoinIcon symbol={r.to_currency} size={20} />
          </span>
          <span>
            {r.currency} → {r.to_currency}
          </span>
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
      <PagedList
        query={list}
        renderItem={renderItem}
        empty={t('exchange:flash.recordsEmpty')}
        errorText={t('exchange:flash.recordsFailed')}
        listClassName={styles.list}
      />
    </section>
  );
}
