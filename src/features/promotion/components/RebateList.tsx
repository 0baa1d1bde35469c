import { useTranslation } from 'react-i18next';
import {
  getUserMyAccountReturnQueryKey,
  userMyAccountReturn,
} from '../../../api/generated/endpoints/referral/referral';
import type { Rebate, RebatePage } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { formatDate } from '../../../lib/date';
import { percentText } from './percent';
import styles from './promotion.module.css';

/** Rebates paid to me: totals per coin, then each rebate with the member who paid the fee. */
export function RebateList() {
  const { t, i18n } = useTranslation('promotion');
  const rebates = usePagedQuery<Rebate>(getUserMyAccountReturnQueryKey(), (page, signal) =>
    userMyAccountReturn({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  // Every page carries the totals; the first one is as fresh as the list.
  const totals = (rebates.data?.pages[0] as RebatePage | undefined)?.totals ?? [];
  return (
    <>
      {totals.length > 0 && (
        <ul className={styles.card} aria-label={t('promotion:rebates.totals')}>
          {totals.map((total) => (
            <li key={total.currency_id} className={styles.row}>
              <span>{t('promotion:rebates.total', { coin: total.currency })}</span>
              <AmountText value={total.amount} decimals={8} unit={total.currency} />
            </li>
          ))}
        </ul>
      )}
      <PagedList
        query={rebates}
        empty={t('promotion:rebates.empty')}
        errorText={t('promotion:rebates.loadFailed')}
        label={t('promotion:tabs.rebates')}
        listClassName={styles.card}
        renderItem={(r) => (
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
        )}
      />
    </>
  );
}
