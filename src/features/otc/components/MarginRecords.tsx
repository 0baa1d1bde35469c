import { useTranslation } from 'react-i18next';
import {
  getOtcTransferRecordQueryKey,
  otcTransferRecord,
} from '../../../api/generated/endpoints/otc/otc';
import type { OtcMarginRecord } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { formatDateTime } from '../../../lib/date';
import styles from './otc.module.css';
import { placesFor } from './places';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';

/** Margin payments and refunds, newest first. */
export function MarginRecords() {
  const { t, i18n } = useTranslation('otc');
  const query = usePagedQuery<OtcMarginRecord>(getOtcTransferRecordQueryKey(), (page, signal) =>
    otcTransferRecord({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PagedList
      query={query}
      label={t('otc:margin.records')}
      errorText={t('otc:margin.recordsFailed')}
      listClassName={styles.list}
      empty={<EmptyState title={t('otc:margin.noRecords')} />}
      renderItem={(record) => (
        <li key={record.id} className={styles.record}>
          <span>
            {record.kind === 'pay' ? t('otc:margin.kindPay') : t('otc:margin.kindRefund')}
          </span>
          <AmountText
            value={record.kind === 'pay' ? `-${record.amount}` : record.amount}
            decimals={placesFor(record.amount, 8)}
            group
            unit={record.currency}
            colorBySign
            showPlus
          />
          <span className={styles.muted}>{formatDateTime(record.created_at, i18n.language)}</span>
        </li>
      )}
    />
  );
}
