import Popup from 'antd-mobile/es/components/popup';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChargeMentionLog3 } from '../../../api/generated/endpoints/withdraw/withdraw';
import type { Withdrawal } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { formatDate } from '../../../lib/date';
import { RecordDetail } from '../components/RecordDetail';
import styles from '../components/withdraw.module.css';
import { WithdrawStatusTag } from '../components/WithdrawStatusTag';

const DECIMALS = 8;

function RecordItem({ record, onOpen }: { record: Withdrawal; onOpen: () => void }) {
  const { t, i18n } = useTranslation('withdraw');
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.itemButton}
        onClick={onOpen}
        aria-label={t('withdraw:records.open', { id: record.id })}
      >
        <span className={styles.row}>
          <span>
            {record.currency} ·{' '}
            {record.method === 'bank'
              ? t('withdraw:records.typeBank')
              : t('withdraw:records.typeChain', { network: record.network ?? '' })}
          </span>
          <WithdrawStatusTag status={record.status} />
        </span>
        <span className={styles.row}>
          <span className={styles.muted}>{t('withdraw:records.amount')}</span>
          <AmountText value={record.amount} decimals={DECIMALS} unit={record.currency} />
        </span>
        <span className={styles.row}>
          <span className={styles.muted}>
            {t('withdraw:records.fee')} / {t('withdraw:records.receive')}
          </span>
          <span>
            <AmountText value={record.fee} decimals={DECIMALS} /> /{' '}
            <AmountText value={record.receive} decimals={DECIMALS} />
          </span>
        </span>
        <span className={styles.muted}>{formatDate(record.created_at, i18n.language)}</span>
      </button>
    </li>
  );
}

/** pages/assets/withdraw/detail: the user's withdrawal records with their status, and one record's detail. */
export default function WithdrawRecordPage() {
  const { t } = useTranslation('withdraw');
  const list = useChargeMentionLog3({ page: 1, limit: 50 });
  const [open, setOpen] = useState<Withdrawal | null>(null);
  let body;
  if (list.isPending) {
    body = (
      <div className={styles.form} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (list.isError) {
    body = (
      <ErrorState message={t('withdraw:records.loadFailed')} onRetry={() => void list.refetch()} />
    );
  } else if (list.data.items.length === 0) {
    body = <EmptyState title={t('withdraw:records.empty')} />;
  } else {
    body = (
      <ul className={styles.list}>
        {list.data.items.map((r) => (
          <RecordItem key={r.id} record={r} onOpen={() => setOpen(r)} />
        ))}
      </ul>
    );
  }
  return (
    <PageFrame nav={<NavBar title={t('withdraw:records.title')} />}>
      {body}
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        {open && <RecordDetail record={open} decimals={DECIMALS} />}
      </Popup>
    </PageFrame>
  );
}
